import { composeTd3 } from '../compose-td3';
import { chooseByCheckDigits, type Scored } from './check-digit-choice';

const passport = { surname: 'ERIKSSON', givenNames: 'ANNA', passportNumber: 'T971030', nationality: 'SE', issuingCountry: 'SE', dateOfBirth: '1974-08-12', sex: 'FEMALE', expiry: '2031-04-15' } as const;
const [, line] = composeTd3(passport);

/** A cell read surely as `char`, or unsure between `char` (best) and `second`. */
const sure = (char: string): Scored => [{ char, score: 0.95 }, { char: char === '<' ? 'K' : '<', score: 0.55 }];
const between = (char: string, second: string): Scored => [{ char, score: 0.8 }, { char: second, score: 0.78 }, { char: 'Q', score: 0.5 }];
/** Line 2's cells: sure everywhere but where `unsure` says. */
const cells = (text: string, unsure: Record<number, Scored> = {}) => [...text].map((char, i) => unsure[i] ?? sure(char));
const replaced = (text: string, position: number, char: string) => text.slice(0, position) + char + text.slice(position + 1);

describe('chooseByCheckDigits', () => {
  it('keeps a line read surely whose check digits hold', () => {
    expect(chooseByCheckDigits(cells(line))).toBe(line);
  });

  it('refuses a line read surely whose check digit fails', () => {
    expect(chooseByCheckDigits(cells(replaced(line, 15, '9')))).toBeUndefined();
  });

  it('resolves an ambiguous glyph by its check digit: O or 0 in the number, 8 or B in a date, either read first', () => {
    expect(chooseByCheckDigits(cells(replaced(line, 4, 'O'), { 4: between('O', '0') }))).toBe(line);
    expect(chooseByCheckDigits(cells(line, { 4: between('0', 'O') }))).toBe(line);
    // The birth date 740812: its 8 read closer to B, which the position allows only as a second glyph.
    expect(chooseByCheckDigits(cells(replaced(line, 16, '3'), { 16: between('3', '8') }))).toBe(line);
  });

  it('refuses when two readings pass: O and 0 twice in the number cancel out', () => {
    // T971O3O and T971030 have the same check digit (the changes, 8 and 2 modulo 10, add up to 10).
    expect(chooseByCheckDigits(cells(line, { 4: between('0', 'O'), 6: between('0', 'O') }))).toBeUndefined();
  });

  it('refuses G against 6, which no check digit can tell apart (16 and 6 weigh the same modulo 10)', () => {
    const withG = replaced(line, 0, 'G');
    expect(chooseByCheckDigits(cells(withG, { 0: between('G', '6') }))).toBeUndefined();
  });

  it('does not take a glyph far below the best as a candidate', () => {
    const far: Scored = [{ char: 'O', score: 0.9 }, { char: '0', score: 0.7 }];
    expect(chooseByCheckDigits(cells(replaced(line, 4, 'O'), { 4: far }))).toBeUndefined();
  });
});
