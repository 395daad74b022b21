import { validateResume } from './resume.rules';

describe('validateResume', () => {
  it.each([
    [{}, { applicationId: 'required', dateOfBirth: 'required' }],
    [{ applicationId: '   ', dateOfBirth: '1990-01-01' }, { applicationId: 'required' }],
    [{ applicationId: 'IN123', dateOfBirth: '1990-02-30' }, { dateOfBirth: 'invalidDate' }],
    [{ applicationId: 'IN123', dateOfBirth: '01/02/1990' }, { dateOfBirth: 'invalidDate' }],
    [{ applicationId: 'IN123', dateOfBirth: '1990-01-01' }, {}],
    [null, { applicationId: 'required', dateOfBirth: 'required' }],
  ])('%p gives %p', (values, expected) => {
    expect(validateResume(values)).toEqual(expected);
  });
});
