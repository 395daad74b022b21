import { SAARC_COUNTRY_CODES, isSaarcCountry, saarcYearChoices } from './saarc';
import { findCountry } from './countries';

describe('SAARC', () => {
  it('lists the eight member states, including the five the spec names', () => {
    expect(SAARC_COUNTRY_CODES).toHaveLength(8);
    ['IN', 'LK', 'PK', 'NP', 'BD'].forEach((code) => expect(isSaarcCountry(code)).toBe(true));
    SAARC_COUNTRY_CODES.forEach((code) => expect(findCountry(code)).toBeDefined());
  });

  it.each(['US', '', undefined, 7])('rejects %p', (code) => expect(isSaarcCountry(code)).toBe(false));

  it.each([
    ['2025-06-15', [2025, 2024, 2023, 2022]],
    ['2026-01-01', [2026, 2025, 2024, 2023]],
    ['2024-12-31', [2024, 2023, 2022, 2021]],
  ])('offers the current year and three before on %s', (today, years) => {
    expect(saarcYearChoices(today)).toEqual(years);
  });

  it('refuses a malformed date', () => {
    expect(() => saarcYearChoices('15/06/2025')).toThrow('yyyy-mm-dd');
  });
});
