import { ID_ALPHABET, ID_LENGTH, newApplicationId, normaliseApplicationId } from './application-id';

describe('application ids', () => {
  it('carries at least 60 bits of randomness', () => {
    expect(ID_LENGTH * Math.log2(ID_ALPHABET.length)).toBeGreaterThanOrEqual(60);
  });

  it('uses no ambiguous characters and does not repeat', () => {
    const ids = new Set(Array.from({ length: 5000 }, newApplicationId));
    expect(ids.size).toBe(5000);
    for (const id of ids) expect(id.slice(2)).not.toMatch(/[ILOU]/);
  });

  it('ignores case, spaces and dashes', () => {
    expect(normaliseApplicationId(' in-0abc defg-hjkm n ')).toBe('IN0ABCDEFGHJKMN');
  });

  it('reads O as 0 and I or L as 1, and rejects other input', () => {
    const id = `IN${'0'.repeat(12)}1`;
    expect(normaliseApplicationId(`in${'o'.repeat(12)}l`)).toBe(id);
    expect(normaliseApplicationId(`IN${'0'.repeat(12)}I`)).toBe(id);
    expect(normaliseApplicationId('IN123')).toBeUndefined();
    expect(normaliseApplicationId({ $ne: '' })).toBeUndefined();
    expect(normaliseApplicationId(undefined)).toBeUndefined();
  });
});
