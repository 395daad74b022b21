import { APPLICATION_TYPES, findVisaService } from '@evisa/reference-data';
import { escapeHtml, formatMoney, formatPaidAt } from './email-format';
import { isOrder, orderHtml, orderLines } from './payment-confirmation.layout';
import type { PaymentConfirmationFacts, RenderedEmail } from './payment-confirmation.facts';

const UNITS = { businessDays: 'business days', businessHours: 'business hours' } as const;

/** The payment confirmation in English. A new language is a sibling file registered in email-templates.ts. */
export function paymentConfirmationEn(facts: PaymentConfirmationFacts): RenderedEmail {
  const service = findVisaService(facts.visaService);
  const subCategory = service?.options.find((option) => option.value === facts.serviceSubCategory);
  const visaLabel = [service?.label ?? facts.visaService, subCategory?.label].filter(Boolean).join(', ');
  const type = APPLICATION_TYPES.find((candidate) => candidate.value === facts.applicationType)?.label ?? facts.applicationType;
  const { min, max, unit } = facts.processingTime;
  const processing = `${min} to ${max} ${UNITS[unit]}`;
  const money = (amount: number) => formatMoney(amount, facts.currency, 'en-US');

  const rows: [string, string][] = [
    ['Application ID', facts.applicationId],
    // An order's lead paid for everyone: each traveller stands beside their fee in the list below.
    [isOrder(facts) ? 'Paid by' : 'Applicant', facts.applicantName],
    ['Visa', visaLabel],
    ['Application type', `${type} (processing time: ${processing})`],
    ['Government fee', money(facts.governmentFee)],
    ['Service fee', money(facts.serviceFee)],
    ['Total paid', money(facts.total)],
    ['Date of payment', formatPaidAt(facts.paidAt)],
    ['PayPal transaction ID', facts.transactionId],
  ];
  const next = [
    'Our experts review your application and documents, and contact you if anything needs correcting.',
    `Processing takes ${processing} from now, as your application is complete with all documents.`,
    'Your electronic travel authorization (e-Visa) is sent to this e-mail address. Print it and carry it with your passport.',
  ];

  const travellers = orderLines(facts, money);
  const orderTitle = 'Travellers in this order';

  const subject = `Payment received: e-Visa application ${facts.applicationId}`;
  const text = [
    `Dear ${facts.applicantName},`,
    '',
    'Thank you. We have received your payment for your Indian e-Visa application.',
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    ...(travellers.length ? [orderTitle, ...travellers.map((line) => `- ${line}`), ''] : []),
    'What happens next',
    ...next.map((line) => `- ${line}`),
    '',
    'Keep your Application ID: you need it to check your status, print your e-Visa and contact us.',
    `Receipt: ${facts.confirmationUrl}`,
    `Application status: ${facts.statusUrl}`,
    '',
    'The fee is non-refundable, and the transaction cannot be cancelled or amended once paid.',
  ].join('\n');

  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#1b1f24">
<p>Dear ${escapeHtml(facts.applicantName)},</p>
<p>Thank you. We have received your payment for your Indian e-Visa application.</p>
<table cellpadding="6" style="border-collapse:collapse">${rows
    .map(([label, value]) => `<tr><th align="left" style="border-bottom:1px solid #d5dbe2">${escapeHtml(label)}</th><td style="border-bottom:1px solid #d5dbe2">${escapeHtml(value)}</td></tr>`)
    .join('')}</table>
${orderHtml(orderTitle, travellers)}<h2 style="font-size:18px">What happens next</h2>
<ul>${next.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p>Keep your Application ID: you need it to check your status, print your e-Visa and contact us.</p>
<p><a href="${escapeHtml(facts.confirmationUrl)}">View your receipt</a> · <a href="${escapeHtml(facts.statusUrl)}">Check your application status</a></p>
<p style="color:#4a5560;font-size:13px">The fee is non-refundable, and the transaction cannot be cancelled or amended once paid.</p>
</body></html>`;

  return { subject, text, html };
}
