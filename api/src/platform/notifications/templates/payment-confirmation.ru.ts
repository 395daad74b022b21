import { optionLabelsIn } from './option-labels';
import { paymentConfirmationIn } from './payment-confirmation.layout';

// After a range the noun agrees with its last number: 3–5 рабочих дней, 48–72 рабочих часа.
const RUSSIAN_PLURAL = new Intl.PluralRules('ru');
const UNITS = {
  businessDays: { one: 'рабочий день', few: 'рабочих дня', many: 'рабочих дней' },
  businessHours: { one: 'рабочий час', few: 'рабочих часа', many: 'рабочих часов' },
} as const;

/** The payment confirmation in Russian (formal "вы"). */
export const paymentConfirmationRu = paymentConfirmationIn({
  locale: 'ru-RU',
  subject: (id) => `Оплата получена: заявление на e-Visa ${id}`,
  greeting: (name) => `Здравствуйте, ${name}!`,
  thanks: 'Спасибо. Мы получили оплату по вашему заявлению на индийскую e-Visa.',
  labels: {
    applicationId: 'ID заявления',
    applicant: 'Заявитель',
    payer: 'Плательщик',
    visa: 'Виза',
    applicationType: 'Тип заявления',
    governmentFee: 'Государственный сбор',
    serviceFee: 'Стоимость услуг',
    totalPaid: 'Всего оплачено',
    paidOn: 'Дата оплаты',
    transactionId: 'ID транзакции PayPal',
  },
  options: optionLabelsIn('ru'),
  processing: ({ min, max, unit }) => `${min}–${max} ${UNITS[unit][RUSSIAN_PLURAL.select(max) as 'one' | 'few' | 'many']}`,
  typeWithProcessing: (type, processing) => `${type} (срок обработки: ${processing})`,
  nextTitle: 'Что дальше',
  next: (processing) => [
    'Наши эксперты проверят ваше заявление и документы и свяжутся с вами, если что-то потребуется исправить.',
    `Обработка займёт ${processing} начиная с этого момента, так как ваше заявление заполнено полностью и все документы загружены.`,
    'Электронное разрешение на поездку (e-Visa) будет отправлено на этот адрес электронной почты. Распечатайте его и возьмите вместе с паспортом.',
  ],
  keepId: 'Сохраните ID заявления: он понадобится для проверки статуса, печати e-Visa и обращения к нам.',
  receiptLabel: 'Квитанция',
  statusLabel: 'Статус заявления',
  receiptLink: 'Посмотреть квитанцию',
  statusLink: 'Проверить статус заявления',
  orderTitle: 'Путешественники в этом заказе',
  nonRefundable: 'Сбор не подлежит возврату, а после оплаты транзакцию нельзя отменить или изменить.',
});
