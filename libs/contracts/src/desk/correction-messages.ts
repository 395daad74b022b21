/**
 * The staff API's answers about corrections, allocation and refunds, part of STAFF_MESSAGES: the keys
 * are also the desk's i18n keys in its `staff` namespace.
 */
export const CORRECTION_STAFF_MESSAGES = {
  pricedFieldNotCorrectable: 'The visa service, sub-category, application type and nationality decide the price: they cannot be changed after payment ({{fields}}).',
  fieldNotCorrectable: 'These items cannot be opened for correction: {{fields}}.',
  correctionItemsRequired: 'Choose at least one answer or document that needs fixing.',
  correctionMessageRequired: 'Write a message that tells the applicant what to fix.',
  correctionMessageTooLong: 'The message to the applicant must be at most {{max}} characters long.',
  correctionNotOpen: 'No request for corrections is waiting for the applicant.',
  correctionLinkExpiredExtend: 'The applicant’s link has expired; give it more days to send a new one.',
  correctionExtendDaysInvalid: 'Give the link 1 to {{max}} more days.',
  assigneeInvalid: 'Choose an active member of staff to give this application to.',
  assignNotAllowed: 'Only an application that is received or in review can be given to someone.',
  refundAmountInvalid: 'Enter the amount to refund with at most two decimals, more than zero (for example 25.00), or leave it empty to refund everything left.',
  refundMoreThanRemaining: 'Only {{remaining}} {{currency}} of this payment can still be refunded.',
  refundReasonRequired: 'Write why the payment is refunded.',
  refundRequestIdRequired: 'This refund request has no request id. Please reload the page and try again.',
  refundNothingPaid: 'This application has no captured payment to refund.',
  refundNotInState: 'Nothing can be refunded of an application that is {{state}}.',
  refundFailed: 'PayPal did not accept the refund ({{issue}}). Nothing was recorded; please try again or refund it in PayPal.',
  refundUnavailable: 'PayPal could not be reached, so nothing was refunded. Please try again in a few minutes.',
  refundUnconfirmed: 'PayPal did not answer in time, so this refund is not confirmed yet. Send it again in a few minutes: it will not be refunded twice.',
} as const;
