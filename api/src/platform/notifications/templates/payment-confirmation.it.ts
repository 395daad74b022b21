import { optionLabelsIn } from './option-labels';
import { paymentConfirmationIn } from './payment-confirmation.layout';

/** The payment confirmation in Italian (formal "Lei"). */
export const paymentConfirmationIt = paymentConfirmationIn({
  locale: 'it-IT',
  subject: (id) => `Pagamento ricevuto: domanda di e-Visa ${id}`,
  greeting: (name) => `Gentile ${name},`,
  thanks: 'Grazie. Abbiamo ricevuto il Suo pagamento per la domanda di e-Visa per l\'India.',
  labels: {
    applicationId: 'ID della domanda',
    applicant: 'Richiedente',
    payer: 'Pagato da',
    visa: 'Visto',
    applicationType: 'Tipo di domanda',
    governmentFee: 'Tassa governativa',
    serviceFee: 'Tariffa di servizio',
    totalPaid: 'Totale pagato',
    paidOn: 'Data del pagamento',
    transactionId: 'ID della transazione PayPal',
  },
  options: optionLabelsIn('it'),
  processing: ({ min, max, unit }) => `da ${min} a ${max} ${unit === 'businessDays' ? 'giorni lavorativi' : 'ore lavorative'}`,
  typeWithProcessing: (type, processing) => `${type} (tempi di elaborazione: ${processing})`,
  nextTitle: 'Che cosa succede ora',
  next: (processing) => [
    'I nostri esperti controllano la domanda e i documenti e La contattano se qualcosa va corretto.',
    `L'elaborazione richiede ${processing} a partire da ora, poiché la domanda è completa di tutti i documenti.`,
    'La Sua autorizzazione di viaggio elettronica (e-Visa) sarà inviata a questo indirizzo e-mail. La stampi e la porti con sé insieme al passaporto.',
  ],
  keepId: 'Conservi l\'ID della domanda: Le servirà per verificare lo stato, stampare l\'e-Visa e contattarci.',
  receiptLabel: 'Ricevuta',
  statusLabel: 'Stato della domanda',
  receiptLink: 'Visualizza la ricevuta',
  statusLink: 'Verifica lo stato della domanda',
  orderTitle: 'Viaggiatori di questo ordine',
  nonRefundable: 'La tariffa non è rimborsabile e, una volta pagata, la transazione non può essere annullata né modificata.',
});
