import {
  EMAIL_LANGUAGES,
  renderContactAcknowledgement,
  renderContactForward,
  renderCorrectionRequest,
  renderPaymentConfirmation,
  renderRefundNotice,
  renderVisaGranted,
  renderVisaRefused,
} from './email-templates';
import type { VisaResultFacts } from './visa-result.facts';
import type { ContactMessageFacts } from './contact-message.facts';
import type { PaymentConfirmationFacts } from './payment-confirmation.facts';

const LANGUAGES = ['en', 'fr', 'de', 'it', 'ja', 'ru', 'es', 'sv'];

const PAYMENT: PaymentConfirmationFacts = {
  applicantName: 'Anna <Smith>',
  applicationId: 'IN0123456789ABC',
  visaService: 'business',
  serviceSubCategory: 'businessMeetings',
  applicationType: 'urgent',
  processingTime: { min: 48, max: 72, unit: 'businessHours' },
  governmentFee: 80,
  serviceFee: 89,
  total: 169,
  currency: 'USD',
  paidAt: '2025-07-02T09:30:00.000Z',
  transactionId: 'CAPTURE123',
  orderId: 'ORDER123',
  confirmationUrl: 'https://visa.example/Payment/IN0123456789ABC/confirmation',
  statusUrl: 'https://visa.example/status',
};

const CONTACT: ContactMessageFacts = {
  reference: 'CT0123456789',
  name: 'Anna <Smith>',
  email: 'anna@example.com',
  phone: '+46 8 123 456 78',
  message: 'Visit <a href="https://spam.example">my site</a>',
  applicationId: 'IN0123456789ABC',
  language: 'sv',
  receivedAt: '2025-07-02T09:30:00.000Z',
};

const RESULT: VisaResultFacts = {
  applicantName: 'Anna <Smith>',
  applicationId: 'IN0123456789ABC',
  governmentReference: 'GOV-2025/77',
  statusUrl: 'https://visa.example/status',
  contactUrl: 'https://visa.example/contact',
};

describe('e-mails in the applicant’s language', () => {
  it('writes every e-mail in every language of the site (each key in each language: libs/i18n locales-complete.spec.ts)', () => {
    expect([...EMAIL_LANGUAGES].sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES)('writes the payment confirmation in %s with every fact, the same date and escaped data', (language) => {
    const mail = renderPaymentConfirmation(language, PAYMENT);
    expect(mail.language).toBe(language);
    expect(mail.subject).toContain('IN0123456789ABC');
    for (const fact of ['IN0123456789ABC', 'Anna <Smith>', '02/07/2025 09:30 UTC', 'CAPTURE123', '48', '72', PAYMENT.confirmationUrl, PAYMENT.statusUrl]) {
      expect(mail.text).toContain(fact);
    }
    expect(mail.text).toMatch(/169/);
    expect(mail.html).toContain(`<html lang="${language}">`);
    expect(mail.html).toContain('Anna &lt;Smith&gt;');
    expect(mail.html).not.toContain('<Smith>');
  });

  it('words the visa, the application type and the amounts in the language, not in English', () => {
    const fr = renderPaymentConfirmation('fr', PAYMENT).text;
    expect(fr).toContain("Visa: Visa e-Business, Assister à des réunions techniques ou d'affaires");
    expect(fr).toContain('Type de demande: Urgent (délai de traitement : 48 à 72 heures ouvrables)');
    expect(fr).toMatch(/Total payé: 169,00\s\$US/);
    expect(renderPaymentConfirmation('de', PAYMENT).text).toMatch(/Bezahlter Gesamtbetrag: 169,00\s\$/);
    expect(renderPaymentConfirmation('ru', PAYMENT).text).toContain('48–72 рабочих часа');
    expect(renderPaymentConfirmation('ru', { ...PAYMENT, processingTime: { min: 3, max: 5, unit: 'businessDays' } }).text).toContain('3–5 рабочих дней');
    expect(renderPaymentConfirmation('ja', PAYMENT).subject).toBe('お支払いを受け付けました：e-Visa申請 IN0123456789ABC');
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      const text = renderPaymentConfirmation(language, PAYMENT).text;
      expect(text).not.toContain('What happens next');
      expect(text).not.toContain('To attend technical/business meetings');
    }
  });

  it.each(LANGUAGES)('acknowledges a contact message in %s with its reference and nothing the sender wrote', (language) => {
    const mail = renderContactAcknowledgement(language, CONTACT);
    expect(mail.language).toBe(language);
    expect(mail.subject).toContain('CT0123456789');
    expect(mail.text).toContain('CT0123456789');
    expect(mail.html).toContain(`<html lang="${language}">`);
    for (const chosen of ['spam.example', 'Anna', 'Smith', 'IN0123456789ABC', '+46', 'anna@example.com']) {
      expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toContain(chosen);
    }
  });

  it('forwards the whole message to the agency in English, escaped', () => {
    const mail = renderContactForward(CONTACT);
    expect(mail.subject).toBe('Contact form: Anna <Smith> (IN0123456789ABC) [CT0123456789]');
    expect(mail.text).toContain(CONTACT.message);
    expect(mail.text).toContain('Language: sv');
    expect(mail.html).toContain('Visit &lt;a href=&quot;https://spam.example&quot;&gt;my site&lt;/a&gt;');
  });

  it.each(LANGUAGES)('tells of a granted e-Visa in %s with the references and the status page, escaped', (language) => {
    const mail = renderVisaGranted(language, RESULT);
    expect(mail.language).toBe(language);
    expect(mail.subject).toContain('IN0123456789ABC');
    for (const fact of ['IN0123456789ABC', 'GOV-2025/77', 'Anna <Smith>', RESULT.statusUrl]) expect(mail.text).toContain(fact);
    expect(mail.html).toContain(`<html lang="${language}">`);
    expect(mail.html).toContain('Anna &lt;Smith&gt;');
    expect(mail.html).not.toContain('<Smith>');
    if (language !== 'en') expect(mail.text).not.toContain(renderVisaGranted('en', RESULT).text.split('\n')[2]);
  });

  it.each(LANGUAGES)('tells of a refusal in %s with the reason, what to do and where to ask, escaped', (language) => {
    const mail = renderVisaRefused(language, { ...RESULT, reason: 'Photo <blurred>' });
    expect(mail.language).toBe(language);
    expect(mail.subject).toContain('IN0123456789ABC');
    for (const fact of ['IN0123456789ABC', 'GOV-2025/77', 'Photo <blurred>', RESULT.contactUrl]) expect(mail.text).toContain(fact);
    expect(mail.html).toContain('Photo &lt;blurred&gt;');
    expect(mail.html).not.toContain('<blurred>');
    if (language !== 'en') expect(mail.text).not.toContain('What you can do');
  });
});

describe('the desk’s e-mails in the applicant’s language', () => {
  const correction = {
    applicantName: 'Anna <Smith>',
    applicationId: 'IN0123456789ABC',
    message: 'Your <b>photo</b> is blurred.',
    answers: 2,
    documents: 1,
    link: 'https://visa.example/corrections/IN0123456789ABC#1.abc.sig',
    linkExpiresAt: '2025-07-16T09:30:00.000Z',
  };

  it.each(LANGUAGES)('writes the correction request in %s with the message, the link and its expiry, escaped', (language) => {
    const mail = renderCorrectionRequest(language, correction);
    expect(mail.language).toBe(language);
    expect(mail.subject).toContain('IN0123456789ABC');
    for (const fact of ['Your <b>photo</b> is blurred.', correction.link, '16/07/2025 09:30 UTC', '2', '1']) expect(mail.text).toContain(fact);
    expect(mail.html).toContain('Your &lt;b&gt;photo&lt;/b&gt; is blurred.');
    expect(mail.html).not.toContain('<b>photo');
    expect(mail.html).toContain(`<html lang="${language}">`);
    if (language !== 'en') expect(mail.subject).not.toBe(renderCorrectionRequest('en', correction).subject);
  });

  it.each(LANGUAGES)('writes the refund notice in %s, full and partial differently', (language) => {
    const full = renderRefundNotice(language, { applicantName: 'Anna', applicationId: 'IN0123456789ABC', amount: 169, currency: 'USD', full: true });
    const partial = renderRefundNotice(language, { applicantName: 'Anna', applicationId: 'IN0123456789ABC', amount: 25.5, currency: 'USD', full: false });
    expect(full.subject).toContain('IN0123456789ABC');
    expect(full.text).toMatch(/169/);
    expect(partial.text).toMatch(/25[.,]50/);
    expect(full.text).not.toBe(partial.text.replace(/25[.,]50/, '169'));
  });
});
