import { checkExpiryAgainstArrival } from './expiry-check';

describe('checkExpiryAgainstArrival', () => {
  it('refuses a passport that expires before arrival and warns under six months after it', () => {
    expect(checkExpiryAgainstArrival('2027-01-09', '2027-01-10')).toBe('expiresBeforeArrival');
    expect(checkExpiryAgainstArrival('2027-01-10', '2027-01-10')).toBe('validityTooShort');
    expect(checkExpiryAgainstArrival('2027-07-09', '2027-01-10')).toBe('validityTooShort');
    expect(checkExpiryAgainstArrival('2027-07-10', '2027-01-10')).toBe('ok');
  });

  it('says nothing while a date is missing', () => {
    expect(checkExpiryAgainstArrival('2027-01-09', '')).toBe('ok');
    expect(checkExpiryAgainstArrival(undefined, '2027-01-10')).toBe('ok');
  });
});
