import { validateStep1 } from '../rules/step1.rules';
import { validateStep5 } from '../rules/step5.rules';
import { isMultiLineField } from '../application/declared-fields';
import { isPersonName, isPlainText, toPlainText } from './plain-text';

describe('isPersonName', () => {
  it.each(["O'Brien", 'Smith-Jones', 'St. John', 'D’Souza', 'Nguyễn Văn', 'José', 'Müller', 'Ólafsdóttir', 'محمد', 'Иванова', '山田', 'देवनागरी', 'Ñúñez'])(
    'accepts %p as passports print it',
    (name) => expect(isPersonName(name)).toBe(true),
  );

  it.each(['Smith\u0000', 'Anna\u202Egpj', '<b>Anna</b>', 'Anna2', '-Anna', "'", 'Anna\nSmith', 'Anna\tSmith', 'a@b', 'Anna & Co', 'Anna_Smith'])(
    'refuses %p',
    (name) => expect(isPersonName(name)).toBe(false),
  );
});

describe('isPlainText and toPlainText', () => {
  it('accepts text of any script, punctuation and markup as text', () => {
    expect(isPlainText('12 Park Road, Flat #3 <rear> & garden; 東京都')).toBe(true);
  });

  it.each([
    ['NUL', '\u0000'],
    ['a tab', '\t'],
    ['DEL', '\u007F'],
    ['a C1 control', '\u009B'],
    ['a right-to-left override', '\u202E'],
    ['a left-to-right embedding', '\u202A'],
    ['a first-strong isolate', '\u2068'],
    ['a lone surrogate', '\uD800'],
  ])('refuses %s anywhere', (_what, character) => {
    expect(isPlainText(`a${character}b`, true)).toBe(false);
    expect(toPlainText(`a${character}b`, true)).toBe('ab');
  });

  it('keeps line breaks only where a field is multi-line', () => {
    expect(isPlainText('line one\r\nline two', true)).toBe(true);
    expect(isPlainText('line one\nline two')).toBe(false);
    expect(isPlainText('line one\u2028line two')).toBe(false);
    expect(toPlainText('line one\r\nline two')).toBe('line one line two');
    expect(toPlainText('line one\r\nline two', true)).toBe('line one\nline two');
    expect(isMultiLineField('visitedIndiaBeforeAddrss')).toBe(true);
    expect(isMultiLineField('surname')).toBe(false);
  });
});

describe('the step rules apply them to every text field, for the browser and the server alike', () => {
  const today = { today: '2026-01-10' };

  it('names the field with a name that is not a passport name, or text with hidden characters', () => {
    const errors = validateStep1({ surname: 'Smith\u0000\u202E', givenName: '<script>Anna</script>', contactNo: '+44\u202E7700900123' }, today);
    expect(errors).toMatchObject({ surname: 'invalidName', givenName: 'invalidName' });
    expect(errors.contactNo).toBeDefined();
  });

  it('refuses a line break in a single-line field, and keeps one in an address', () => {
    const errors = validateStep5({ referenceNameIndia: 'Ravi\nKumar', referenceAddressIndia: '1 MG Road\nBengaluru' }, today);
    expect(errors.referenceNameIndia).toBe('invalidCharacters');
    expect(errors.referenceAddressIndia).not.toBe('invalidCharacters');
  });
});
