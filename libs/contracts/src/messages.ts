/**
 * Every message the rules and the error handling show, keyed by a stable camelCase identifier that is also its
 * i18n key. Texts marked "spec" are verbatim from the product specification (sections 5 and 8); the others were
 * added for rules the spec leaves open (docs/decisions.md).
 */
export const MESSAGES = {
  // Shared (spec 5.1 to 5.3)
  required: 'This field is required',
  invalidDate: 'Invalid date',
  underage: 'Applicant must be at least 18 years old',
  birthDateInFuture: 'Date of birth cannot be in the future',
  invalidPhone: 'Please enter a valid phone number',
  // Names as passports print them; no invisible control or direction characters in any text.
  invalidName: 'Please enter the name as in your passport: letters, spaces, hyphens, apostrophes and full stops only',
  invalidCharacters: 'Please remove the invisible control or text-direction characters from this field',

  // Step 1 (spec 5.1)
  selectServiceSubCategory: 'Please select a service sub category',
  invalidEmail: 'Please enter a valid email address',
  emailsDoNotMatch: 'Emails do not match',
  // The spec's example (1234567890) had no country code; the example now shows one (docs/decisions.md).
  invalidContactNumber: 'Please enter a valid contact number with country code minimum 6 digit (e.g., +44 7700 900123)',
  arrivalNotInFuture: 'Expected arrival date must be in the future',
  arrivalTooSoon: 'Expected arrival must be at least 4 days from today: the e-Visa fee must be paid at least 4 days before you arrive in India.',
  arrivalTooFar: 'Expected arrival can be at most 120 days from today: an e-Visa application is accepted at most 120 days before arrival.',

  // Step 2 (spec 5.2)
  previousSurnameRequired: 'Please enter previous surname',
  previousNameRequired: 'Please enter previous given name',
  previousNationalityRequired: 'Please select previous nationality',
  issueDateOutOfRange: 'Issue date must be within the last 10 years',
  issueDateInFuture: 'Issue date cannot be in the future',
  expiryNotAfterIssue: 'Expiry date must be after the issue date',

  // Step 3 (spec 5.3)
  invalidMobile: 'Please enter a valid mobile number',
  militaryFieldRequired: 'This field is required when serving in military organization',

  // Visit details (spec 5.4)
  placeToVisitRequired: 'Place to visit is required',
  referenceNameIndiaRequired: 'Reference name in India is required',
  referenceAddressIndiaRequired: 'Reference address in India is required',
  referencePhoneIndiaRequired: 'Reference phone number in India is required',
  referenceNameHomeRequired: 'Reference name in home country is required',
  referenceAddressHomeRequired: 'Reference address in home country is required',
  referencePhoneHomeRequired: 'Reference phone number in home country is required',
  saarcVisitRequired: 'Please add at least one SAARC country visit detail',
  countryRequired: 'Country is required',
  yearRequired: 'Year is required',
  invalidVisits: 'Please enter valid number of visits',
  saarcEntryIncomplete: 'Please fill country, year and number of visits before adding.',

  // Photo and documents (spec 5.5)
  imageRequired: 'Please upload your image.',
  passportImageRequired: 'Please upload your passport image.',
  invalidImageType: 'Only JPG and PNG formats are allowed.',
  imageTooLarge: 'Image size must be less than 1MB.',

  // Documents may be PDF; a missing document is named (docs/decisions.md)
  invalidDocumentType: 'Only JPG, PNG and PDF formats are allowed.',
  documentTooLarge: 'File size must be less than 1MB.',
  pdfUnreadable: 'This file could not be read as a PDF. Please upload it again, or a JPG or PNG of it.',
  pdfEncrypted: 'This PDF is protected by a password. Please upload a copy without a password.',
  pdfActiveContent: 'This PDF contains scripts, actions or attached files. Please upload a plain copy, for example by printing it to a new PDF.',
  businessDocumentRequired: 'Please upload the business card or the invitation letter.',
  medicalInvitationLetterRequired: 'Please upload the medical invitation letter from the hospital in India.',
  organizerInvitationRequired: 'Please upload the invitation from the organizer.',
  politicalClearanceRequired: 'Please upload the political clearance from the Ministry of External Affairs.',
  eventClearanceRequired: 'Please upload the event clearance from the Ministry of Home Affairs.',

  // Questions (spec 5.6)
  declarationRequired: 'Please accept the declaration.',

  // Error handling (spec 5 and 8)
  correctHighlightedErrors: 'Please correct the highlighted errors before continuing.',
  someErrorHappens: 'Some Error Happens!!',
  somethingWentWrong: 'Something went wrong. Please try again.',
  errorSubmittingApplication: 'Error submitting application',

  // Added for rules the spec leaves open (docs/decisions.md)
  detailsRequired: 'Please give details',
  invalidOption: 'Please select a valid option',
  nationalityNotEligible: 'Nationals of this country cannot apply for an e-Visa',
  passportValidityTooShort: 'Passport must be valid for at least 6 months from the date of arrival in India',
  passportExpiresBeforeArrival: 'Your passport expires before this arrival date: renew it before you apply',
  dateInFuture: 'Date cannot be in the future',
  dateInPast: 'Date cannot be in the past',
  endBeforeStart: 'End date cannot be before the start date',
  invalidPinCode: 'Please enter a valid 6-digit PIN code',
  undertakingRequired: 'Please accept the undertaking before paying.',

  // Added for the API's error answers
  accessDenied: 'Please enter your application number and date of birth to open this application.',
  applicationNotFound: 'We could not find an application with that number and date of birth.',
  // The resume link the service e-mails, on request too, opens an application without the date of birth.
  resumeLinkInvalid: 'This link is not valid or has expired. Enter your application number and ask for a new link.',
  resumeLinkSent: 'If this number belongs to an application, we have sent a link to open it to the e-mail address given in the application.',
  applicationLocked: 'This application has been paid or blocked and can no longer be changed.',
  // Corrections asked by the agency's desk after payment
  correctionLinkInvalid: 'This correction link is not valid. Please open the link from our latest e-mail, or contact us.',
  correctionLinkExpired: 'This correction link has expired. Please contact us and we will send you a new one.',
  nothingToCorrect: 'Nothing in this application is waiting for a correction.',
  notOpenForCorrection: 'Only the answers and documents our expert asked you to correct can be changed now.',
  correctionUnchanged: 'Please correct at least one of the requested answers or documents before sending them back.',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again in a few minutes.',
  connectionLost: 'Your device could not reach our service: please check your internet connection, then try again.',
  noAnswerInTime: 'Our service did not answer in time, perhaps because of a slow connection. Please try again.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',

  // Contact form (libs/contracts/src/rules/contact.rules.ts)
  nameTooLong: 'Please enter a name of at most 100 characters.',
  messageTooShort: 'Please write a message of at least 10 characters.',
  messageTooLong: 'Please keep your message to at most 1,500 characters.',
  invalidApplicationNumber: 'Please enter a valid application number, or leave this field empty.',
  // The contact form's bot checks refused the message: it was not sent, and the sender can send it again.
  contactTooSoon: 'Your message has not been sent yet. Please wait a few seconds and press Send again.',
  contactFormExpired: 'Your message has not been sent: this form has expired. Please press Send again.',
  contactNotSent: 'Your message has not been sent. Please check it and press Send again.',
  // The applicant's e-Visa download before the desk has recorded it granted.
  eVisaNotReady: 'Your e-Visa has not been granted yet. We will send it to you by e-mail as soon as it is ready.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(MESSAGES, value);
}
