import { isApiFailure, validationFailure, type ApiResponse } from './envelopes';

describe('API envelopes', () => {
  it('turns rule errors into the failure envelope, with texts and keys', () => {
    expect(validationFailure({ email: 'invalidEmail', 'saarcDetails.0.year': 'yearRequired', skipped: undefined })).toEqual({
      status: 400,
      message: 'Please correct the highlighted errors before continuing.',
      err: 'Please correct the highlighted errors before continuing.',
      errors: { email: 'Please enter a valid email address', 'saarcDetails.0.year': 'Year is required' },
      errorKeys: { email: 'invalidEmail', 'saarcDetails.0.year': 'yearRequired' },
    });
  });

  it('tells a failure from a success', () => {
    const success: ApiResponse<{ uniqueId: string }> = { status: 200, message: 'Saved', data: { uniqueId: 'AB12' } };
    expect(isApiFailure(success)).toBe(false);
    expect(isApiFailure(validationFailure({}, 422))).toBe(true);
  });
});
