import { optionLabelsIn } from './option-labels';
import { paymentConfirmationIn } from './payment-confirmation.layout';

/** The payment confirmation in Spanish (formal "usted"). */
export const paymentConfirmationEs = paymentConfirmationIn({
  locale: 'es-ES',
  subject: (id) => `Pago recibido: solicitud de e-Visa ${id}`,
  greeting: (name) => `Estimado/a ${name}:`,
  thanks: 'Gracias. Hemos recibido el pago de su solicitud de e-Visa para la India.',
  labels: {
    applicationId: 'ID de solicitud',
    applicant: 'Solicitante',
    payer: 'Pagado por',
    visa: 'Visado',
    applicationType: 'Tipo de solicitud',
    governmentFee: 'Tasa gubernamental',
    serviceFee: 'Tarifa de servicio',
    totalPaid: 'Total pagado',
    paidOn: 'Fecha de pago',
    transactionId: 'ID de transacción de PayPal',
  },
  options: optionLabelsIn('es'),
  processing: ({ min, max, unit }) => `de ${min} a ${max} ${unit === 'businessDays' ? 'días hábiles' : 'horas hábiles'}`,
  typeWithProcessing: (type, processing) => `${type} (plazo de tramitación: ${processing})`,
  nextTitle: 'Próximos pasos',
  next: (processing) => [
    'Nuestros expertos revisan su solicitud y sus documentos, y se ponen en contacto con usted si hay algo que corregir.',
    `La tramitación tarda ${processing} a partir de ahora, ya que su solicitud está completa con todos sus documentos.`,
    'Su autorización electrónica de viaje (e-Visa) se enviará a esta dirección de correo electrónico. Imprímala y llévela junto con su pasaporte.',
  ],
  keepId: 'Conserve su ID de solicitud: lo necesitará para consultar el estado, imprimir su e-Visa y ponerse en contacto con nosotros.',
  receiptLabel: 'Recibo',
  statusLabel: 'Estado de la solicitud',
  receiptLink: 'Ver su recibo',
  statusLink: 'Consultar el estado de su solicitud',
  orderTitle: 'Viajeros de este pedido',
  nonRefundable: 'La tasa no es reembolsable y, una vez pagada, la transacción no se puede cancelar ni modificar.',
});
