import { composeTd3 } from '../compose-td3';
import { readTd3 } from '../read-mrz';
import type { GreyImage } from './grey-image';
import { GLYPH_HEIGHT, GLYPH_WIDTH, MIN_UNCHECKED_MARGIN, readOcrb, type OcrbTemplates } from './ocrb-reader';
import templates from './ocrb-templates.json';

const GLYPHS = templates as OcrbTemplates;
const SCALE = 3;
const PITCH = GLYPH_WIDTH * SCALE;
const LINE = GLYPH_HEIGHT * SCALE;

/** A black-and-white MRZ band drawn from the glyph templates themselves (ink where a glyph is above its mean). */
function band(lines: string[], blank?: { line: number; position: number }): GreyImage {
  const width = PITCH * 46;
  const height = LINE * 4;
  const data = new Uint8Array(width * height).fill(255);
  lines.forEach((line, l) =>
    [...line].forEach((char, position) => {
      if (blank && blank.line === l && blank.position === position) return;
      const vector = GLYPHS.vectors[GLYPHS.chars.indexOf(char)];
      for (let y = 0; y < LINE; y += 1) {
        for (let x = 0; x < PITCH; x += 1) {
          const ink = vector[Math.floor(y / SCALE) * GLYPH_WIDTH + Math.floor(x / SCALE)] > 0;
          if (ink) data[(LINE / 2 + l * LINE * 1.5 + y) * width + PITCH + position * PITCH + x] = 0;
        }
      }
    }),
  );
  return { width, height, data };
}

describe('readOcrb', () => {
  const passport = { surname: 'WOJCIK MARSH', givenNames: 'HANNA', passportNumber: 'W0O128M', nationality: 'PL', issuingCountry: 'PL', dateOfBirth: '1988-10-30', sex: 'FEMALE', expiry: '2030-01-31' } as const;

  it('reads every character of a band drawn from the glyphs, W and M, O and 0 included', () => {
    const lines = composeTd3(passport);
    const read = readOcrb(band(lines), GLYPHS);
    expect(read?.lines).toEqual(lines);
    expect(read && readTd3(lines, '2026-11-28')).toEqual({ ok: true, passport });
    expect(read?.weakestMargin).toBeGreaterThan(MIN_UNCHECKED_MARGIN);
  });

  it('is unsure where a name character is missing, which the scanner then refuses', () => {
    const lines = composeTd3(passport);
    const read = readOcrb(band(lines, { line: 0, position: 7 }), GLYPHS);
    expect(read?.weakestMargin ?? 0).toBeLessThan(MIN_UNCHECKED_MARGIN);
  });

  it('sees no MRZ in a blank band', () => {
    expect(readOcrb({ width: 100, height: 40, data: new Uint8Array(4000).fill(255) }, GLYPHS)).toBeUndefined();
  });
});
