import { optionLabelsIn } from './option-labels';
import { paymentConfirmationIn } from './payment-confirmation.layout';

/** The payment confirmation in Swedish ("du", the norm in Swedish public and commercial writing). */
export const paymentConfirmationSv = paymentConfirmationIn({
  locale: 'sv-SE',
  subject: (id) => `Betalningen har tagits emot: e-Visa-ansökan ${id}`,
  greeting: (name) => `Hej ${name},`,
  thanks: 'Tack. Vi har tagit emot din betalning för din ansökan om indiskt e-Visa.',
  labels: {
    applicationId: 'Ansöknings-ID',
    applicant: 'Sökande',
    payer: 'Betalat av',
    visa: 'Visum',
    applicationType: 'Ansökningstyp',
    governmentFee: 'Statlig avgift',
    serviceFee: 'Serviceavgift',
    totalPaid: 'Totalt betalt',
    paidOn: 'Betalningsdatum',
    transactionId: 'PayPal-transaktions-ID',
  },
  options: optionLabelsIn('sv'),
  processing: ({ min, max, unit }) => `${min} till ${max} ${unit === 'businessDays' ? 'arbetsdagar' : 'arbetstimmar'}`,
  typeWithProcessing: (type, processing) => `${type} (handläggningstid: ${processing})`,
  nextTitle: 'Vad händer nu',
  next: (processing) => [
    'Våra experter granskar din ansökan och dina dokument och kontaktar dig om något behöver rättas.',
    `Handläggningen tar ${processing} från och med nu, eftersom din ansökan är komplett med alla dokument.`,
    'Ditt elektroniska resetillstånd (e-Visa) skickas till den här e-postadressen. Skriv ut det och ha det med dig tillsammans med passet.',
  ],
  keepId: 'Spara ditt ansöknings-ID: du behöver det för att se status, skriva ut ditt e-Visa och kontakta oss.',
  receiptLabel: 'Kvitto',
  statusLabel: 'Ansökans status',
  receiptLink: 'Visa ditt kvitto',
  statusLink: 'Se status för din ansökan',
  orderTitle: 'Resenärer i denna beställning',
  nonRefundable: 'Avgiften återbetalas inte, och transaktionen kan inte avbrytas eller ändras efter betalningen.',
});
