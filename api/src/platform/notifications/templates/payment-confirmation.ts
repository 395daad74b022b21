import { APPLICATION_TYPES, findVisaService } from '@evisa/reference-data';
import { escapeHtml, formatMoney, formatPaidAt, htmlList, htmlPage, htmlRows, textBody, textList, textRows, htmlNote, htmlHeading } from './email-format';
import { emailTemplate, type EmailWords } from './email-texts';
import type { PaymentConfirmationFacts } from './payment-confirmation.facts';

/** The visa's name and sub-category as the site's pages name them in the language. */
function visaLabel({ text }: EmailWords, facts: PaymentConfirmationFacts): string {
  const service = findVisaService(facts.visaService);
  const subCategory = service?.options.find((option) => option.value === facts.serviceSubCategory);
  const serviceLabel = text(`common:options.visaService.${facts.visaService}`, { defaultValue: service?.label ?? facts.visaService });
  const subLabel = subCategory && text(`common:options.visaSubCategory.${subCategory.value}`, { defaultValue: subCategory.label });
  return [serviceLabel, subLabel].filter(Boolean).join(', ');
}

/** Whether the payment covered an order of several travellers (the lead's confirmation lists them). */
const isOrder = (facts: PaymentConfirmationFacts) => (facts.travellers?.length ?? 0) > 1;

/** The confirmation of a payment: what was paid for, the amounts, what happens next; an order's travellers listed. */
export const renderPaymentConfirmation = emailTemplate<PaymentConfirmationFacts>('paymentConfirmation', (words, facts) => {
  const { language, text, html, lines } = words;
  const typeLabel = text(`common:options.applicationType.${facts.applicationType}`, {
    defaultValue: APPLICATION_TYPES.find((type) => type.value === facts.applicationType)?.label ?? facts.applicationType,
  });
  const { min, max, unit } = facts.processingTime;
  const processing = text(`processing.${unit}`, { min, max, count: max });
  const money = (amount: number) => formatMoney(amount, facts.currency, language);
  const rows: [string, string][] = [
    [text('labels.applicationId'), facts.applicationId],
    // An order's lead paid for everyone: each traveller stands beside their fee in the list below.
    [text(isOrder(facts) ? 'labels.payer' : 'labels.applicant'), facts.applicantName],
    [text('labels.visa'), visaLabel(words, facts)],
    [text('labels.applicationType'), text('typeWithProcessing', { type: typeLabel, processing })],
    [text('labels.governmentFee'), money(facts.governmentFee)],
    [text('labels.serviceFee'), money(facts.serviceFee)],
    [text('labels.totalPaid'), money(facts.total)],
    [text('labels.paidOn'), formatPaidAt(facts.paidAt)],
    [text('labels.transactionId'), facts.transactionId],
  ];
  const next = lines('next', { processing });
  const travellers = isOrder(facts) ? facts.travellers!.map((traveller) => `${traveller.name} (${traveller.applicationId}): ${money(traveller.total)}`) : [];
  const name = { name: facts.applicantName };
  return {
    subject: text('subject', { applicationId: facts.applicationId }),
    text: textBody([
      text('greeting', name),
      text('thanks'),
      textRows(rows),
      ...(travellers.length ? [[text('orderTitle'), ...textList(travellers)]] : []),
      [text('nextTitle'), ...textList(next)],
      [text('keepId'), `${text('receiptLabel')}: ${facts.confirmationUrl}`, `${text('statusLabel')}: ${facts.statusUrl}`],
      text('nonRefundable'),
    ]),
    html: htmlPage(language, [
      `<p>${html('greeting', name)}</p>`,
      `<p>${html('thanks')}</p>`,
      htmlRows(rows),
      ...(travellers.length ? [htmlHeading(html('orderTitle')), htmlList(travellers.map(escapeHtml))] : []),
      htmlHeading(html('nextTitle')),
      htmlList(next.map(escapeHtml)),
      `<p>${html('keepId')}</p>`,
      `<p><a href="${escapeHtml(facts.confirmationUrl)}">${html('receiptLink')}</a> · <a href="${escapeHtml(facts.statusUrl)}">${html('statusLink')}</a></p>`,
      htmlNote(html('nonRefundable')),
    ]),
  };
});
