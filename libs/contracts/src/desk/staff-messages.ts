import { CORRECTION_STAFF_MESSAGES } from './correction-messages';
import { REPORT_STAFF_MESSAGES } from './reports';
import { TEMPLATE_STAFF_MESSAGES } from './templates';
import { BULK_STAFF_MESSAGES } from './bulk';

/**
 * Every message the staff API answers with, keyed by a stable identifier that is also its i18n key in the desk's
 * `staff` namespace. Sign-in refusals say nothing about which part was wrong.
 */
export const STAFF_MESSAGES = {
  ...CORRECTION_STAFF_MESSAGES,
  ...REPORT_STAFF_MESSAGES,
  ...TEMPLATE_STAFF_MESSAGES,
  ...BULK_STAFF_MESSAGES,
  signInFailed: 'The e-mail, password or code is not right.',
  signInLocked: 'Too many failed sign-ins. Please wait a few minutes and try again.',
  signInRequired: 'Please sign in to the desk.',
  sessionExpired: 'Your desk session has ended. Please sign in again.',
  csrfFailed: 'This request could not be checked. Please reload the page and try again.',
  adminOnly: 'Only an administrator can do this.',
  setupLinkInvalid: 'This set-up link is not valid or has expired. Ask an administrator for a new one.',
  passwordTooShort: 'The password must be at least 12 characters long.',
  passwordTooEasy: 'This password is too easy to guess: it is a common one, known from data breaches, or made of a pattern. Please choose another.',
  passwordTooLong: 'The password must be at most 128 characters long.',
  passwordNotSetYet: 'Set your password first.',
  totpCodeInvalid: 'The code from your authenticator app is not right.',
  emailTaken: 'A member of staff with this e-mail address already exists.',
  staffNotFound: 'No member of staff has this id.',
  cannotDisableSelf: 'You cannot disable or reset your own account.',
  applicationNotInQueue: 'No paid application has this number.',
  transitionNotAllowed: 'This application is {{from}}; it cannot be moved to {{to}}.',
  claimedByOther: 'Another member of staff is already working on this application.',
  notClaimedBySelf: 'You are not working on this application.',
  claimNeeded: 'Claim this application before you change it.',
  checklistItemUnknown: 'This item is not on the checklist of this application’s visa service.',
  checklistIncomplete: 'Tick every item of the checklist before you submit the application.',
  noteRequired: 'Please write the note.',
  noteTooLong: 'A note can be at most {{max}} characters long.',
  governmentReferenceInvalid: 'Enter the government’s reference as it appears on its acknowledgement (4 to 40 letters, digits, - / or .).',
  governmentReferenceUsed: 'This government reference is already recorded for application {{applicationId}}. Check the reference on the government’s acknowledgement.',
  refusalReasonRequired: 'Please give the reason for the refusal.',
  refusalReasonTooLong: 'The reason can be at most {{max}} characters long.',
  eVisaRequired: 'Please attach the e-Visa as a PDF file.',
  eVisaNotPdf: 'The e-Visa must be a PDF file.',
  eVisaTooLarge: 'The e-Visa can be at most {{max}} MB.',
  eVisaUnsafe: 'This PDF is encrypted or contains scripts, attachments or actions; please upload the e-Visa as the government issued it, without them.',
  fileNotFound: 'This application has no such file.',
  packPhotoUnfit: 'The photo could not be made into a square JPEG of 350 to 1,000 pixels and 10 KB to 1 MB. Ask the applicant for a new photo.',
  packPassportUnfit: 'The passport copy could not be made into a one-page PDF of 10 KB to 300 KB. Ask the applicant for a new scan or photo of the data page.',
} as const;

export type StaffMessageKey = keyof typeof STAFF_MESSAGES;

/** A message with its `{{name}}` placeholders filled. */
export function staffMessage(key: StaffMessageKey, values: Record<string, string> = {}): string {
  return STAFF_MESSAGES[key].replace(/\{\{(\w+)\}\}/g, (_match, name: string) => values[name] ?? '');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Built on first use: nothing runs when a page that never asks imports the contracts. */
function messagePatterns() {
  return (Object.entries(STAFF_MESSAGES) as [StaffMessageKey, string][]).map(([key, text]) => {
    const names: string[] = [];
    const source = escapeRegExp(text).replace(/\\\{\\\{(\w+)\\\}\\\}/g, (_match, name: string) => {
      names.push(name);
      return '(.+?)';
    });
    return { key, names, pattern: new RegExp(`^${source}$`) };
  });
}

/** The key and placeholder values of a message the staff API answered, so the desk can show it translated; undefined for any other text. */
export function staffMessageKeyOf(text: string): { key: StaffMessageKey; values: Record<string, string> } | undefined {
  for (const { key, names, pattern } of messagePatterns()) {
    const match = pattern.exec(text);
    if (match) return { key, values: Object.fromEntries(names.map((name, index) => [name, match[index + 1]])) };
  }
  return undefined;
}
