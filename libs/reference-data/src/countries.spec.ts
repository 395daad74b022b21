import { COUNTRIES, EVISA_NATIONALITIES, findCountry, isCountryCode, isEVisaNationality } from './countries';
import { EVISA_ELIGIBILITY } from './evisa-eligibility';

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

  // Not on the official list: hidden from the step-1 nationality list, still a country for every other list.
  it.each(['AF', 'CN', 'IN', 'PK', 'BD', 'NG', 'IQ', 'SO', 'HK', 'MO', 'IR', 'XK'].filter((code) => findCountry(code)))(
    'flags %s as not eligible, hides it from the nationality list only',
    (code) => {
      expect(findCountry(code)?.eVisaAllowed).toBe(false);
      expect(isCountryCode(code)).toBe(true);
      expect(isEVisaNationality(code)).toBe(false);
      expect(EVISA_NATIONALITIES.some((country) => country.code === code)).toBe(false);
    },
  );

  it.each(['GB', 'US', 'CA', 'AU', 'DE', 'FR', 'JP', 'RU', 'ZA', 'LK', 'TW', 'AI', 'NU'])('offers %s in the nationality list', (code) => {
    expect(isEVisaNationality(code)).toBe(true);
    expect(EVISA_NATIONALITIES.some((country) => country.code === code)).toBe(true);
  });

  it('offers exactly the official list, with its source and date', () => {
    expect(EVISA_ELIGIBILITY.source).toMatch(/^Government of India.*https:\/\/indianvisaonline\.gov\.in\//);
    expect(EVISA_ELIGIBILITY.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    EVISA_ELIGIBILITY.nationalities.forEach((code) => expect(findCountry(code)).toBeDefined());
    expect(new Set(EVISA_ELIGIBILITY.nationalities).size).toBe(EVISA_ELIGIBILITY.nationalities.length);
    expect(EVISA_NATIONALITIES.map((country) => country.code).sort()).toEqual([...EVISA_ELIGIBILITY.nationalities].sort());
    expect(EVISA_NATIONALITIES).toHaveLength(162);
  });

  it.each([['AQ'], ['PR'], ['xx'], [''], [undefined], [42]])('does not know %p', (code) => {
    expect(isCountryCode(code)).toBe(false);
    expect(isEVisaNationality(code)).toBe(false);
  });
});
