// Every e-mail the service sends, each written from its keys in the `emails` namespace of the site's locale files
// (libs/i18n/locales/<language>/emails.json) through email-texts.ts.
export { EMAIL_LANGUAGES } from './email-texts';
export { renderContactAcknowledgement } from './contact-acknowledgement';
export { renderContactForward } from './contact-forward';
export { renderCorrectionRequest } from './correction-request';
export { renderPaymentConfirmation } from './payment-confirmation';
export { renderRefundNotice } from './refund-notice';
export { renderVisaGranted } from './visa-granted';
export { renderVisaRefused } from './visa-refused';
