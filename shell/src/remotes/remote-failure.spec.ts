import { remoteFailureOf } from './remote-failure';

// The federation runtime's own words when a remote needs another version of a shared singleton (a production remote
// registers no shared library of its own, so the runtime does not know its name).
const REFUSAL =
  '[ Federation Runtime ]: Version 19.3.1 from shell of shared singleton module react/jsx-runtime does not satisfy the requirement of undefined which needs ^20.0.0)';

describe('remoteFailureOf', () => {
  it('calls a shared-version refusal incompatible, also when it is the cause of another error', () => {
    expect(remoteFailureOf(new Error(REFUSAL))).toBe('incompatible');
    expect(remoteFailureOf(new Error('mf_payment/VisaFee did not load', { cause: new Error(REFUSAL) }))).toBe('incompatible');
  });

  it('calls anything else unavailable', () => {
    expect(remoteFailureOf(new Error('Loading script failed. (error: http://127.0.0.1:9/remoteEntry.js)'))).toBe('unavailable');
    expect(remoteFailureOf('offline')).toBe('unavailable');
    expect(remoteFailureOf(undefined)).toBe('unavailable');
  });
});
