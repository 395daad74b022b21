import { optionLabelsIn } from './option-labels';
import { paymentConfirmationIn } from './payment-confirmation.layout';

/** The payment confirmation in German (formal "Sie"). */
export const paymentConfirmationDe = paymentConfirmationIn({
  locale: 'de-DE',
  subject: (id) => `Zahlung erhalten: e-Visa-Antrag ${id}`,
  greeting: (name) => `Guten Tag ${name},`,
  thanks: 'Vielen Dank. Wir haben Ihre Zahlung für Ihren Antrag auf ein indisches e-Visa erhalten.',
  labels: {
    applicationId: 'Antrags-ID',
    applicant: 'Antragsteller',
    payer: 'Bezahlt von',
    visa: 'Visum',
    applicationType: 'Antragsart',
    governmentFee: 'Regierungsgebühr',
    serviceFee: 'Servicegebühr',
    totalPaid: 'Bezahlter Gesamtbetrag',
    paidOn: 'Zahlungsdatum',
    transactionId: 'PayPal-Transaktions-ID',
  },
  options: optionLabelsIn('de'),
  processing: ({ min, max, unit }) => `${min} bis ${max} ${unit === 'businessDays' ? 'Werktage' : 'Arbeitsstunden'}`,
  typeWithProcessing: (type, processing) => `${type} (Bearbeitungszeit: ${processing})`,
  nextTitle: 'Wie es weitergeht',
  next: (processing) => [
    'Unsere Experten prüfen Ihren Antrag und Ihre Dokumente und melden sich bei Ihnen, falls etwas korrigiert werden muss.',
    `Die Bearbeitung dauert ab jetzt ${processing}, da Ihr Antrag mit allen Dokumenten vollständig ist.`,
    'Ihre elektronische Reisegenehmigung (e-Visa) wird an diese E-Mail-Adresse gesendet. Drucken Sie sie aus und führen Sie sie zusammen mit Ihrem Reisepass mit.',
  ],
  keepId: 'Bewahren Sie Ihre Antrags-ID auf: Sie benötigen sie, um den Status abzufragen, Ihr e-Visa auszudrucken und uns zu kontaktieren.',
  receiptLabel: 'Quittung',
  statusLabel: 'Antragsstatus',
  receiptLink: 'Ihre Quittung ansehen',
  statusLink: 'Status Ihres Antrags prüfen',
  orderTitle: 'Reisende dieser Bestellung',
  nonRefundable: 'Die Gebühr ist nicht erstattungsfähig, und die Transaktion kann nach der Zahlung weder storniert noch geändert werden.',
});
