import { isValidEmail } from '../values/email';
import { isValidPhone, PHONE_DIGITS } from '../values/phone';
import { readValues } from '../values/untrusted';
import { checkRequired, checkTextCharacters } from './checks';
import { ErrorCollector, type FieldErrors } from './field-errors';
import { CONTACT_DECLARATIONS, CONTACT_LIMITS } from './contact-limits';

/** What a visitor writes to the agency: /contact and the home page's enquiry box. */
export type ContactMessageFields = {
  name: string;
  email: string;
  phone: string;
  message: string;
  /** Optional: lets the agency find the application at once. */
  applicationId?: string;
};

// In a module of their own, so a form can set its fields' lengths without bringing the rules' code along.
export { CONTACT_DECLARATIONS, CONTACT_LIMITS } from './contact-limits';

/**
 * The bot checks that replace a CAPTCHA, both decided by the server: a field people never see
 * (`website`, left empty by them, filled by bots that fill every input) and a form token the API signs when the
 * form asks for it (GET /contact/form-token), sent back as `formToken`: a message sent less than
 * CONTACT_MIN_FILL_MS after its token was issued, or with a token that is not the API's or too old, is refused and
 * the sender told so (never answered "received"). The form waits out the minimum itself before sending.
 */
export const CONTACT_HONEYPOT_FIELD = 'website';
export const CONTACT_FORM_TOKEN_FIELD = 'formToken';
/** The default minimum; the API's configuration (CONTACT_MIN_FILL_MS) decides, and tells the form with each token. */
export const CONTACT_MIN_FILL_MS = 3000;

/** `data` of GET /contact/form-token: the token, and how long after receiving it the form waits before sending. */
export type ContactFormToken = { formToken: string; waitMs: number };
/** A form token older than this is refused (the form then asks for a new one). */
export const CONTACT_FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;

// Letters, digits, spaces and hyphens: any application number this site or an older one gave, as typed.
const APPLICATION_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 -]{3,29}$/;

export function validateContactMessage(values: unknown): FieldErrors {
  const reader = readValues(values);
  const errors = new ErrorCollector();

  if (checkRequired(reader, errors, 'name') && reader.text('name').length > CONTACT_LIMITS.nameMax) errors.add('name', 'nameTooLong');
  if (checkRequired(reader, errors, 'email') && !isValidEmail(reader.text('email'))) errors.add('email', 'invalidEmail');
  if (checkRequired(reader, errors, 'phone') && !isValidPhone(reader.text('phone'), PHONE_DIGITS.contactNo.min, PHONE_DIGITS.contactNo.max)) {
    errors.add('phone', 'invalidPhone');
  }
  if (checkRequired(reader, errors, 'message')) {
    // UTF-16 units, as the browser's maxlength counts them.
    const length = reader.text('message').length;
    if (length < CONTACT_LIMITS.messageMin) errors.add('message', 'messageTooShort');
    if (length > CONTACT_LIMITS.messageMax) errors.add('message', 'messageTooLong');
  }
  const applicationId = reader.text('applicationId');
  if (applicationId !== '' && !APPLICATION_NUMBER.test(applicationId)) errors.add('applicationId', 'invalidApplicationNumber');

  checkTextCharacters(reader, errors, CONTACT_DECLARATIONS);
  return errors.errors;
}
