import { paymentConfirmationEn } from './payment-confirmation.en';
import { paymentConfirmationDe } from './payment-confirmation.de';
import { paymentConfirmationEs } from './payment-confirmation.es';
import { paymentConfirmationFr } from './payment-confirmation.fr';
import { paymentConfirmationIt } from './payment-confirmation.it';
import { paymentConfirmationJa } from './payment-confirmation.ja';
import { paymentConfirmationRu } from './payment-confirmation.ru';
import { paymentConfirmationSv } from './payment-confirmation.sv';
import { CONTACT_ACKNOWLEDGEMENTS } from './contact-acknowledgement';
import { contactForwardEn } from './contact-forward.en';
import { CORRECTION_REQUESTS, type CorrectionRequestFacts } from './correction-request';
import { REFUND_NOTICES, type RefundNoticeFacts } from './refund-notice';
import type { ContactMessageFacts } from './contact-message.facts';
import type { PaymentConfirmationFacts, RenderedEmail } from './payment-confirmation.facts';
import { VISA_GRANTED } from './visa-granted';
import { VISA_REFUSED } from './visa-refused';
import type { VisaRefusedFacts, VisaResultFacts } from './visa-result.facts';

export const DEFAULT_EMAIL_LANGUAGE = 'en';

/**
 * Every e-mail template, by template and language. Translating a mail = adding its language here; a language
 * without a template gets English.
 */
export const EMAIL_TEMPLATES = {
  paymentConfirmation: {
    en: paymentConfirmationEn,
    fr: paymentConfirmationFr,
    de: paymentConfirmationDe,
    it: paymentConfirmationIt,
    ja: paymentConfirmationJa,
    ru: paymentConfirmationRu,
    es: paymentConfirmationEs,
    sv: paymentConfirmationSv,
  } as Record<string, (facts: PaymentConfirmationFacts) => RenderedEmail>,
  contactAcknowledgement: CONTACT_ACKNOWLEDGEMENTS,
  correctionRequest: CORRECTION_REQUESTS,
  refundNotice: REFUND_NOTICES,
  /** To the agency's own mailbox, so in the agency's language only. */
  contactForward: { en: contactForwardEn } as Record<string, (facts: ContactMessageFacts) => RenderedEmail>,
  visaGranted: VISA_GRANTED,
  visaRefused: VISA_REFUSED,
};

function chosenLanguage(templates: Record<string, unknown>, language: string | undefined): string {
  return language && Object.hasOwn(templates, language) ? language : DEFAULT_EMAIL_LANGUAGE;
}

export function renderPaymentConfirmation(language: string | undefined, facts: PaymentConfirmationFacts): RenderedEmail & { language: string } {
  const templates = EMAIL_TEMPLATES.paymentConfirmation;
  const chosen = language && Object.hasOwn(templates, language) ? language : DEFAULT_EMAIL_LANGUAGE;
  return { ...templates[chosen](facts), language: chosen };
}

export function renderContactAcknowledgement(language: string | undefined, facts: ContactMessageFacts): RenderedEmail & { language: string } {
  const templates = EMAIL_TEMPLATES.contactAcknowledgement;
  const chosen = language && Object.hasOwn(templates, language) ? language : DEFAULT_EMAIL_LANGUAGE;
  return { ...templates[chosen](facts), language: chosen };
}

export function renderContactForward(facts: ContactMessageFacts): RenderedEmail & { language: string } {
  return { ...EMAIL_TEMPLATES.contactForward[DEFAULT_EMAIL_LANGUAGE](facts), language: DEFAULT_EMAIL_LANGUAGE };
}

export function renderVisaGranted(language: string | undefined, facts: VisaResultFacts): RenderedEmail & { language: string } {
  const chosen = chosenLanguage(EMAIL_TEMPLATES.visaGranted, language);
  return { ...EMAIL_TEMPLATES.visaGranted[chosen](facts), language: chosen };
}

export function renderVisaRefused(language: string | undefined, facts: VisaRefusedFacts): RenderedEmail & { language: string } {
  const chosen = chosenLanguage(EMAIL_TEMPLATES.visaRefused, language);
  return { ...EMAIL_TEMPLATES.visaRefused[chosen](facts), language: chosen };
}

export function renderCorrectionRequest(language: string | undefined, facts: CorrectionRequestFacts): RenderedEmail & { language: string } {
  const chosen = chosenLanguage(EMAIL_TEMPLATES.correctionRequest, language);
  return { ...EMAIL_TEMPLATES.correctionRequest[chosen](facts), language: chosen };
}

export function renderRefundNotice(language: string | undefined, facts: RefundNoticeFacts): RenderedEmail & { language: string } {
  const chosen = chosenLanguage(EMAIL_TEMPLATES.refundNotice, language);
  return { ...EMAIL_TEMPLATES.refundNotice[chosen](facts), language: chosen };
}
