import { renderPaymentConfirmation } from './email-templates';
import type { PaymentConfirmationFacts } from './payment-confirmation.facts';

const FACTS: PaymentConfirmationFacts = {
  applicantName: 'Anna <Smith>',
  applicationId: 'IN0123456789ABC',
  visaService: 'tourist',
  serviceSubCategory: '30D',
  applicationType: 'urgent',
  processingTime: { min: 48, max: 72, unit: 'businessHours' },
  governmentFee: 25,
  serviceFee: 89,
  total: 114,
  currency: 'USD',
  paidAt: '2025-07-02T09:30:00.000Z',
  transactionId: 'CAPTURE123',
  orderId: 'ORDER123',
  confirmationUrl: 'https://visa.example/Payment/IN0123456789ABC/confirmation',
  statusUrl: 'https://visa.example/status',
};

describe('payment confirmation e-mail', () => {
  it('states the reference, amounts, date, transaction id, processing time and next steps', () => {
    const mail = renderPaymentConfirmation('en', FACTS);
    expect(mail.language).toBe('en');
    expect(mail.subject).toBe('Payment received: e-Visa application IN0123456789ABC');
    for (const line of [
      'Application ID: IN0123456789ABC',
      'Visa: e-Tourist Visa, 30 days (double entry)',
      'Application type: Urgent (processing time: 48 to 72 business hours)',
      'Government fee: $25.00',
      'Service fee: $89.00',
      'Total paid: $114.00',
      'Date of payment: 02/07/2025 09:30 UTC',
      'PayPal transaction ID: CAPTURE123',
      'What happens next',
    ]) {
      expect(mail.text).toContain(line);
    }
  });

  it('escapes the applicant data in the HTML part', () => {
    expect(renderPaymentConfirmation('en', FACTS).html).toContain('Anna &lt;Smith&gt;');
  });

  it('falls back to English for a language without a template', () => {
    expect(renderPaymentConfirmation('pt', FACTS).language).toBe('en');
    expect(renderPaymentConfirmation('constructor', FACTS).language).toBe('en');
  });

  it("lists an order's travellers and fees in the lead's mail, in every language, and nothing for one application", () => {
    const travellers = [
      { name: 'Anna Smith', applicationId: 'IN0123456789ABC', total: 114 },
      { name: 'Amara <Okafor>', applicationId: 'IN0123456789XYZ', total: 179 },
    ];
    const headings: Record<string, string> = {
      en: 'Travellers in this order',
      fr: 'Voyageurs de cette commande',
      de: 'Reisende dieser Bestellung',
      it: 'Viaggiatori di questo ordine',
      es: 'Viajeros de este pedido',
      ja: 'この注文の旅行者',
      ru: 'Путешественники в этом заказе',
      sv: 'Resenärer i denna beställning',
    };
    for (const [language, heading] of Object.entries(headings)) {
      const mail = renderPaymentConfirmation(language, { ...FACTS, total: 293, travellers });
      expect({ language, has: mail.text.includes(heading) && mail.html.includes(heading) }).toEqual({ language, has: true });
      expect(mail.text).toContain('Amara <Okafor> (IN0123456789XYZ)');
      expect(mail.html).toContain('Amara &lt;Okafor&gt; (IN0123456789XYZ)');
      expect(renderPaymentConfirmation(language, FACTS).text).not.toContain(heading);
      expect(renderPaymentConfirmation(language, { ...FACTS, travellers: travellers.slice(0, 1) }).text).not.toContain(heading);
    }
    expect(renderPaymentConfirmation('en', { ...FACTS, travellers }).text).toContain('- Amara <Okafor> (IN0123456789XYZ): $179.00');
  });

  it("names the lead as the one who paid for an order, in every language, and as the applicant of one application", () => {
    const travellers = [
      { name: FACTS.applicantName, applicationId: FACTS.applicationId, total: 114 },
      { name: 'Amara Okafor', applicationId: 'IN0123456789XYZ', total: 179 },
    ];
    const labels: Record<string, [payer: string, applicant: string]> = {
      en: ['Paid by', 'Applicant'],
      fr: ['Payé par', 'Demandeur'],
      de: ['Bezahlt von', 'Antragsteller'],
      it: ['Pagato da', 'Richiedente'],
      es: ['Pagado por', 'Solicitante'],
      ja: ['支払者', '申請者'],
      ru: ['Плательщик', 'Заявитель'],
      sv: ['Betalat av', 'Sökande'],
    };
    for (const [language, [payer, applicant]] of Object.entries(labels)) {
      const order = renderPaymentConfirmation(language, { ...FACTS, total: 293, travellers }).text;
      expect({ language, line: order.split('\n').find((line) => line.endsWith(`: ${FACTS.applicantName}`)) }).toEqual({ language, line: `${payer}: ${FACTS.applicantName}` });
      expect(renderPaymentConfirmation(language, FACTS).text).toContain(`${applicant}: ${FACTS.applicantName}`);
    }
  });
});
