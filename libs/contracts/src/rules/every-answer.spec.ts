import { VALID_STEP2, VALID_STEP3, VALID_VISIT_PLAN, CTX } from '../testing/fixtures';
import { validateContactMessage } from './contact.rules';
import { checkingEveryAnswer } from './every-answer';
import { validateStep2 } from './step2.rules';
import { validateStep4 } from './step4.rules';

// A step's rule judges the characters of the answers its own tables declare; the API's checkingEveryAnswer also
// judges every other answer of the input, each by the kind whichever form declares it.

const RECORD = { ...VALID_STEP2, ...VALID_STEP3, ...VALID_VISIT_PLAN };

describe('checkingEveryAnswer', () => {
  it('keeps the line breaks of another step\'s multi-line answer in a stored record', () => {
    const values = { ...RECORD, employerAddress: '1 Road\nLeeds' };
    expect(validateStep2(values, CTX)).toEqual({});
    expect(checkingEveryAnswer(validateStep2)(values, CTX)).toEqual({});
  });

  it('refuses control characters in another step\'s answer, which the step\'s own rule leaves alone', () => {
    const values = { ...RECORD, employerName: 'Acme\u0007' };
    expect(validateStep2(values, CTX)).toEqual({});
    expect(checkingEveryAnswer(validateStep2)(values, CTX)).toEqual({ employerName: 'invalidCharacters' });
  });

  it('judges a step-1 name under step 4 as a name', () => {
    const values = { ...RECORD, surname: 'Smith 2' };
    expect(validateStep4(values, CTX)).toEqual({});
    expect(checkingEveryAnswer(validateStep4)(values, CTX)).toEqual({ surname: 'invalidName' });
  });

  it('judges an answer no form declares as one line of plain text', () => {
    const message = { name: 'Anna', email: 'anna@example.com', phone: '+44 20 7946 0958', message: 'A question about my visa.' };
    expect(checkingEveryAnswer(validateContactMessage)({ ...message, website: 'a\nb' })).toEqual({ website: 'invalidCharacters' });
    expect(validateContactMessage({ ...message, website: 'a\nb' })).toEqual({});
    expect(checkingEveryAnswer(validateContactMessage)({ ...message, message: 'Two\nlines of it.' })).toEqual({});
  });

  it('keeps the rule\'s own errors first, and the first error of a field', () => {
    const values = { ...RECORD, surname: '', employerName: 'Acme\u0007' };
    expect(checkingEveryAnswer(validateStep2)(values, CTX)).toEqual({ surname: 'required', employerName: 'invalidCharacters' });
  });
});
