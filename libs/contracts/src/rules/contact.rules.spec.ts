import { MESSAGES } from '../messages';
import { CONTACT_LIMITS, validateContactMessage } from './contact.rules';

const VALID = { name: 'Anna Svensson', email: 'anna@example.se', phone: '+46 8 123 456 78', message: 'When will my e-Visa arrive?' };

describe('validateContactMessage', () => {
  it('accepts a complete message, with or without an application number', () => {
    expect(validateContactMessage(VALID)).toEqual({});
    expect(validateContactMessage({ ...VALID, applicationId: 'IN0123456789ABC' })).toEqual({});
    expect(validateContactMessage({ ...VALID, applicationId: '  ' })).toEqual({});
  });

  it('requires name, e-mail, phone and message', () => {
    expect(validateContactMessage({ name: ' ', email: '', message: '' })).toEqual({ name: 'required', email: 'required', phone: 'required', message: 'required' });
    expect(validateContactMessage(null)).toEqual({ name: 'required', email: 'required', phone: 'required', message: 'required' });
  });

  it.each([
    [{ email: 'anna@' }, 'email', 'invalidEmail'],
    [{ phone: '12345' }, 'phone', 'invalidPhone'],
    [{ phone: 'call me' }, 'phone', 'invalidPhone'],
    [{ name: 'x'.repeat(CONTACT_LIMITS.nameMax + 1) }, 'name', 'nameTooLong'],
    [{ message: 'Hello?' }, 'message', 'messageTooShort'],
    [{ message: 'x'.repeat(CONTACT_LIMITS.messageMax + 1) }, 'message', 'messageTooLong'],
    [{ applicationId: '<script>' }, 'applicationId', 'invalidApplicationNumber'],
  ] as const)('%j: %s gets %s', (change, field, key) => {
    expect(validateContactMessage({ ...VALID, ...change })).toEqual({ [field]: key });
    expect(MESSAGES[key]).toBeTruthy();
  });

  it('measures a message as the browser does, so a message in Japanese is not refused for being short', () => {
    expect(validateContactMessage({ ...VALID, message: '申請の状況を教えてください' })).toEqual({});
    expect(validateContactMessage({ ...VALID, message: 'x'.repeat(CONTACT_LIMITS.messageMax) })).toEqual({});
  });
});
