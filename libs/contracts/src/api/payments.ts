/**
 * The payment order model shared by the API, the payment pages and (later) the agency desk: an order's states,
 * what it is bound to, and the payment flow's answers.
 */

/**
 * One PayPal order's life: `created` (open, may be approved and captured), then one outcome. `void`: closed
 * before any money moved (the application changed, or a newer order replaced it). `refunded`: money was taken
 * for an application that no longer matched the order and was sent back through PayPal. `mismatch`: PayPal
 * captured another amount than the order's (refunded too, and counted as a failed attempt).
 */
export const PAYMENT_STATUSES = ['created', 'completed', 'declined', 'mismatch', 'pending', 'void', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The application's answers that decide its price: an order is bound to them through their fingerprint. */
export type PricedChoices = {
  visaService: string | null;
  serviceSubCategory: string | null;
  applicationType: string | null;
  nationality: string | null;
};

/** Why an open order no longer pays for the application as it stands. */
export const ORDER_VOID_REASONS = ['superseded', 'choicesChanged', 'priceChanged', 'incomplete', 'abandoned'] as const;
export type OrderVoidReason = (typeof ORDER_VOID_REASONS)[number];

/**
 * The payment flow's answers. The pages tell them apart by HTTP status and, where one status has several, by
 * this exact text (`err` of the failure envelope), and show their own translated wording; the English here is
 * for API users and logs.
 */
export const PAYMENT_MESSAGES = {
  alreadyPaid: 'This application has already been paid.',
  blocked: 'This application ID has been blocked after three failed payment attempts. Please submit a new application.',
  incomplete: 'Please complete every step of the application before paying.',
  arrivalTooSoon: 'Payment must be made at least 4 days before your expected date of arrival. Please correct your arrival date.',
  noFee: 'No fee applies to this application as entered. Please check the visa service and nationality.',
  declined: 'Your payment was declined. No money was taken.',
  notVerified: 'Your payment could not be verified, so it is being refunded. Please contact support if it has not reached you within a few days.',
  orderChanged: 'Your application changed after this payment was started, so the payment was cancelled. No money was taken. Please check your application and pay again.',
  refunding: 'Your application changed while the payment was being taken, so it was not accepted and is being refunded. Please check your application and pay again.',
  notApproved: 'The payment has not been approved in PayPal yet.',
  pending: 'PayPal is still processing your payment.',
  unknownOrder: 'We could not find this payment for this application.',
  providerTimeout: 'PayPal did not answer in time. Your payment attempt was not counted; please try again.',
  providerError: 'PayPal could not process the request. Your payment attempt was not counted; please try again.',
} as const;

/**
 * How the applicant pays, both through PayPal: with a PayPal account, or with a debit or credit card without one
 * (PayPal's card button, where PayPal offers it to the buyer). The Terms and the payment page name exactly these.
 */
export const PAYMENT_METHODS = ['paypal', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * Body of create-{provider}-order: the undertaking (spec 5.7), checked by validatePaymentConsent, and the method
 * (default `paypal`). No amount: the server's fee schedule decides it.
 */
export type CreateOrderRequest = { agreeTerms: boolean; method?: PaymentMethod };
