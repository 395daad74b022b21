import { COUNTRIES, EVISA_NATIONALITIES, findCountry, isCountryCode, isEVisaNationality } from './countries';

describe('COUNTRIES', () => {
  it('holds about 180-210 nationalities with unique ISO alpha-2 codes', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(180);
    expect(COUNTRIES.length).toBeLessThanOrEqual(210);
    const codes = COUNTRIES.map((country) => country.code);
    expect(new Set(codes).size).toBe(codes.length);
    codes.forEach((code) => expect(code).toMatch(/^[A-Z]{2}$/));
  });

  it('is sorted by English name', () => {
    const names = COUNTRIES.map((country) => country.name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names);
  });

  it.each([
    ['GB', 'United Kingdom'],
    ['US', 'United States of America'],
    ['CN', 'China'],
    ['DE', 'Germany'],
    ['LK', 'Sri Lanka'],
  ])('names %s "%s"', (code, name) => {
    expect(findCountry(code)?.name).toBe(name);
  });

  it.each(['AF', 'CN', 'IN'])('flags %s as not allowed, hides it from the nationality list only', (code) => {
    expect(findCountry(code)?.eVisaAllowed).toBe(false);
    expect(isCountryCode(code)).toBe(true);
    expect(isEVisaNationality(code)).toBe(false);
    expect(EVISA_NATIONALITIES.some((country) => country.code === code)).toBe(false);
  });

  it('allows every other nationality', () => {
    expect(COUNTRIES.filter((country) => !country.eVisaAllowed).map((country) => country.code).sort()).toEqual(['AF', 'CN', 'IN']);
    expect(EVISA_NATIONALITIES).toHaveLength(COUNTRIES.length - 3);
  });

  it.each([['AQ'], ['PR'], ['xx'], [''], [undefined], [42]])('does not know %p', (code) => {
    expect(isCountryCode(code)).toBe(false);
    expect(isEVisaNationality(code)).toBe(false);
  });
});
