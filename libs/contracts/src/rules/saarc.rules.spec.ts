import { CTX, VALID_STEP5 } from '../testing/fixtures';
import { validateSaarcEntryToAdd } from './saarc.rules';
import { validateStep5 } from './step5.rules';

const VISIT = { country: 'NP', year: 2024, visits: 2 };
const withSaarc = (saarcDetails: unknown) => validateStep5({ ...VALID_STEP5, saarcCountries: 'yes', saarcDetails }, CTX);

describe('SAARC visits in validateStep5', () => {
  it('accepts complete entries', () => {
    expect(withSaarc([VISIT, { country: 'LK', year: '2022', visits: '1' }])).toEqual({});
  });

  it.each([[[]], [undefined], ['NP 2024 2'], [{ 0: VISIT }]])('needs at least one entry, not %p', (saarcDetails) => {
    expect(withSaarc(saarcDetails)).toEqual({ saarcDetails: 'saarcVisitRequired' });
  });

  it('ignores the list when saarcCountries is no', () => {
    expect(validateStep5({ ...VALID_STEP5, saarcCountries: 'no', saarcDetails: [{}] }, CTX)).toEqual({});
  });

  it.each([
    ['no country', { ...VISIT, country: '' }, { 'saarcDetails.0.country': 'countryRequired' }],
    ['no year', { ...VISIT, year: undefined }, { 'saarcDetails.0.year': 'yearRequired' }],
    ['no visits', { ...VISIT, visits: '' }, { 'saarcDetails.0.visits': 'invalidVisits' }],
    ['0 visits', { ...VISIT, visits: 0 }, { 'saarcDetails.0.visits': 'invalidVisits' }],
    ['1 visit', { ...VISIT, visits: 1 }, {}],
    ['negative visits', { ...VISIT, visits: -1 }, { 'saarcDetails.0.visits': 'invalidVisits' }],
    ['fractional visits', { ...VISIT, visits: 1.5 }, { 'saarcDetails.0.visits': 'invalidVisits' }],
    ['a country outside SAARC', { ...VISIT, country: 'US' }, { 'saarcDetails.0.country': 'invalidOption' }],
    ['the earliest year offered', { ...VISIT, year: 2022 }, {}],
    ['a year before the choices', { ...VISIT, year: 2021 }, { 'saarcDetails.0.year': 'invalidOption' }],
    ['a year after the choices', { ...VISIT, year: 2026 }, { 'saarcDetails.0.year': 'invalidOption' }],
    [
      'nothing at all',
      {},
      { 'saarcDetails.0.country': 'countryRequired', 'saarcDetails.0.year': 'yearRequired', 'saarcDetails.0.visits': 'invalidVisits' },
    ],
    [
      'not an object',
      'NP',
      { 'saarcDetails.0.country': 'countryRequired', 'saarcDetails.0.year': 'yearRequired', 'saarcDetails.0.visits': 'invalidVisits' },
    ],
  ])('reports an entry with %s', (_case, entry, errors) => {
    expect(withSaarc([entry])).toEqual(errors);
  });

  it('names the entry by its position', () => {
    expect(withSaarc([VISIT, VISIT, { ...VISIT, visits: 0 }])).toEqual({ 'saarcDetails.2.visits': 'invalidVisits' });
  });
});

describe('validateSaarcEntryToAdd', () => {
  it.each([
    ['complete', VISIT, undefined],
    ['without a country', { ...VISIT, country: ' ' }, 'saarcEntryIncomplete'],
    ['without a year', { ...VISIT, year: '' }, 'saarcEntryIncomplete'],
    ['without visits', { ...VISIT, visits: undefined }, 'saarcEntryIncomplete'],
    ['with 0 visits', { ...VISIT, visits: 0 }, 'invalidVisits'],
    ['with a country outside SAARC', { ...VISIT, country: 'FR' }, 'invalidOption'],
    ['with a year outside the choices', { ...VISIT, year: 2019 }, 'invalidOption'],
    ['that is nothing', undefined, 'saarcEntryIncomplete'],
  ])('an entry %s gives %p', (_case, entry, message) => {
    expect(validateSaarcEntryToAdd(entry, CTX)).toBe(message);
  });
});
