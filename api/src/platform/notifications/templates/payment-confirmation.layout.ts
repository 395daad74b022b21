import { APPLICATION_TYPES, findVisaService, type ProcessingTime } from '@evisa/reference-data';
import { escapeHtml, formatMoney, formatPaidAt } from './email-format';
import type { OptionLabels } from './option-labels';
import type { PaymentConfirmationFacts, RenderedEmail } from './payment-confirmation.facts';

/** Everything the payment confirmation says in one language; the layout below is the same in every language. */
export type PaymentConfirmationWording = {
  /** BCP 47 tag for amounts ('fr-FR': 114,00 $US) and the mail's lang attribute. */
  locale: string;
  subject: (applicationId: string) => string;
  greeting: (name: string) => string;
  thanks: string;
  labels: {
    applicationId: string;
    applicant: string;
    /** In place of `applicant` for an order of several travellers: the lead paid, each traveller is listed with their fee. */
    payer: string;
    visa: string;
    applicationType: string;
    governmentFee: string;
    serviceFee: string;
    totalPaid: string;
    paidOn: string;
    transactionId: string;
  };
  /** The visa and application-type names, from the site's translations (option-labels.ts). */
  options: OptionLabels;
  processing: (time: ProcessingTime) => string;
  typeWithProcessing: (type: string, processing: string) => string;
  nextTitle: string;
  next: (processing: string) => string[];
  keepId: string;
  receiptLabel: string;
  statusLabel: string;
  receiptLink: string;
  statusLink: string;
  /** Heading of the list of an order's travellers in the lead's confirmation. */
  orderTitle: string;
  nonRefundable: string;
};

function visaLabel(wording: PaymentConfirmationWording, facts: PaymentConfirmationFacts): string {
  const service = findVisaService(facts.visaService);
  const subCategory = service?.options.find((option) => option.value === facts.serviceSubCategory);
  const serviceLabel = wording.options.visaService[facts.visaService] ?? service?.label ?? facts.visaService;
  const subLabel = subCategory ? (wording.options.visaSubCategory[subCategory.value] ?? subCategory.label) : undefined;
  return [serviceLabel, subLabel].filter(Boolean).join(', ');
}

/** Whether the payment covered an order of several travellers (the lead's confirmation lists them). */
export const isOrder = (facts: PaymentConfirmationFacts) => (facts.travellers?.length ?? 0) > 1;

/** The lines of an order's travellers ("Name (number): fee"); empty for a confirmation of one application. */
export function orderLines(facts: PaymentConfirmationFacts, money: (amount: number) => string): string[] {
  if (!facts.travellers || !isOrder(facts)) return [];
  return facts.travellers.map((traveller) => `${traveller.name} (${traveller.applicationId}): ${money(traveller.total)}`);
}

/** The travellers' list in the HTML mail, under its heading; empty without one. */
export function orderHtml(title: string, lines: readonly string[]): string {
  if (!lines.length) return '';
  return `<h2 style="font-size:18px">${escapeHtml(title)}</h2>\n<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>\n`;
}

/** The payment confirmation in a translated wording: the same facts, rows and links as the English template. */
export function paymentConfirmationIn(wording: PaymentConfirmationWording): (facts: PaymentConfirmationFacts) => RenderedEmail {
  return (facts) => {
    const typeLabel = wording.options.applicationType[facts.applicationType] ?? APPLICATION_TYPES.find((t) => t.value === facts.applicationType)?.label ?? facts.applicationType;
    const processing = wording.processing(facts.processingTime);
    const money = (amount: number) => formatMoney(amount, facts.currency, wording.locale);
    const { labels } = wording;
    const rows: [string, string][] = [
      [labels.applicationId, facts.applicationId],
      [isOrder(facts) ? labels.payer : labels.applicant, facts.applicantName],
      [labels.visa, visaLabel(wording, facts)],
      [labels.applicationType, wording.typeWithProcessing(typeLabel, processing)],
      [labels.governmentFee, money(facts.governmentFee)],
      [labels.serviceFee, money(facts.serviceFee)],
      [labels.totalPaid, money(facts.total)],
      [labels.paidOn, formatPaidAt(facts.paidAt)],
      [labels.transactionId, facts.transactionId],
    ];
    const next = wording.next(processing);
    const travellers = orderLines(facts, money);
    const subject = wording.subject(facts.applicationId);
    const text = [
      wording.greeting(facts.applicantName),
      '',
      wording.thanks,
      '',
      ...rows.map(([label, value]) => `${label}: ${value}`),
      '',
      ...(travellers.length ? [wording.orderTitle, ...travellers.map((line) => `- ${line}`), ''] : []),
      wording.nextTitle,
      ...next.map((line) => `- ${line}`),
      '',
      wording.keepId,
      `${wording.receiptLabel}: ${facts.confirmationUrl}`,
      `${wording.statusLabel}: ${facts.statusUrl}`,
      '',
      wording.nonRefundable,
    ].join('\n');
    const lang = wording.locale.split('-')[0];
    const html = `<!doctype html><html lang="${lang}"><body style="font-family:Arial,sans-serif;color:#1b1f24">
<p>${escapeHtml(wording.greeting(facts.applicantName))}</p>
<p>${escapeHtml(wording.thanks)}</p>
<table cellpadding="6" style="border-collapse:collapse">${rows
      .map(([label, value]) => `<tr><th align="left" style="border-bottom:1px solid #d5dbe2">${escapeHtml(label)}</th><td style="border-bottom:1px solid #d5dbe2">${escapeHtml(value)}</td></tr>`)
      .join('')}</table>
${orderHtml(wording.orderTitle, travellers)}<h2 style="font-size:18px">${escapeHtml(wording.nextTitle)}</h2>
<ul>${next.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p>${escapeHtml(wording.keepId)}</p>
<p><a href="${escapeHtml(facts.confirmationUrl)}">${escapeHtml(wording.receiptLink)}</a> · <a href="${escapeHtml(facts.statusUrl)}">${escapeHtml(wording.statusLink)}</a></p>
<p style="color:#4a5560;font-size:13px">${escapeHtml(wording.nonRefundable)}</p>
</body></html>`;
    return { subject, text, html };
  };
}
