
import { validatePaymentConsent } from './payment.rules';

describe('validatePaymentConsent', () => {
  it.each([
    [true, {}],
    ['true', {}],
    [false, { agreeTerms: 'undertakingRequired' }],
    [undefined, { agreeTerms: 'undertakingRequired' }],
  ])('agreeTerms %p', (agreeTerms, errors) => {
    expect(validatePaymentConsent({ agreeTerms })).toEqual(errors);
  });
});
