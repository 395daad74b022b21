import { optionLabelsIn } from './option-labels';
import { paymentConfirmationIn } from './payment-confirmation.layout';

/** The payment confirmation in French (formal "vous"). */
export const paymentConfirmationFr = paymentConfirmationIn({
  locale: 'fr-FR',
  subject: (id) => `Paiement reçu : demande d'e-Visa ${id}`,
  greeting: (name) => `Bonjour ${name},`,
  thanks: "Merci. Nous avons bien reçu votre paiement pour votre demande d'e-Visa pour l'Inde.",
  labels: {
    applicationId: 'Identifiant de demande',
    applicant: 'Demandeur',
    payer: 'Payé par',
    visa: 'Visa',
    applicationType: 'Type de demande',
    governmentFee: 'Frais gouvernementaux',
    serviceFee: 'Frais de service',
    totalPaid: 'Total payé',
    paidOn: 'Date du paiement',
    transactionId: 'Identifiant de transaction PayPal',
  },
  options: optionLabelsIn('fr'),
  processing: ({ min, max, unit }) => `${min} à ${max} ${unit === 'businessDays' ? 'jours ouvrables' : 'heures ouvrables'}`,
  typeWithProcessing: (type, processing) => `${type} (délai de traitement : ${processing})`,
  nextTitle: 'Et ensuite ?',
  next: (processing) => [
    'Nos experts vérifient votre demande et vos documents, et vous contactent si quelque chose doit être corrigé.',
    `Le traitement prend ${processing} à compter de maintenant, votre demande étant complète avec tous ses documents.`,
    'Votre autorisation de voyage électronique (e-Visa) sera envoyée à cette adresse e-mail. Imprimez-la et gardez-la avec votre passeport.',
  ],
  keepId: 'Conservez votre identifiant de demande : il vous sera demandé pour suivre votre demande, imprimer votre e-Visa et nous contacter.',
  receiptLabel: 'Reçu',
  statusLabel: 'Statut de la demande',
  receiptLink: 'Voir votre reçu',
  statusLink: 'Suivre votre demande',
  orderTitle: 'Voyageurs de cette commande',
  nonRefundable: 'Les frais ne sont pas remboursables, et la transaction ne peut être ni annulée ni modifiée après le paiement.',
});
