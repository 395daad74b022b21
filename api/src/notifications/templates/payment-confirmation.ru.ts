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
    visa: 'Виза',
    applicationType: 'Тип заявления',
    governmentFee: 'Государственный сбор',
    serviceFee: 'Стоимость услуг',
    totalPaid: 'Всего оплачено',
    paidOn: 'Дата оплаты',
    transactionId: 'ID транзакции PayPal',
  },
  applicationTypes: { normal: 'Обычная', urgent: 'Срочная' },
  processing: ({ min, max, unit }) => `${min}–${max} ${UNITS[unit][RUSSIAN_PLURAL.select(max) as 'one' | 'few' | 'many']}`,
  typeWithProcessing: (type, processing) => `${type} (срок обработки: ${processing})`,
  visaServices: {
    tourist: 'Виза e-Tourist',
    medical: 'Виза e-Medical',
    business: 'Виза e-Business',
    conference: 'Виза e-Conference',
    medicalAttendant: 'Виза e-Medical Attendant',
    ayush: 'Виза e-Ayush',
    ayushAttendant: 'Виза e-Ayush Attendant',
  },
  subCategories: {
    '30D': '30 дней (двукратный въезд)',
    '1YR': '1 год (многократный въезд)',
    '5YR': '5 лет (многократный въезд)',
    shortTermMedicalTreatment: 'Краткосрочное лечение заявителя',
    setUpVenture: 'Открытие промышленного или коммерческого предприятия',
    salePurchaseTrade: 'Продажа/покупка/торговля',
    businessMeetings: 'Участие в технических или деловых встречах',
    recruitManpower: 'Набор персонала',
    exhibitions: 'Участие в выставках и ярмарках',
    projectExpert: 'Эксперт/специалист в рамках текущего проекта',
    conductingTours: 'Проведение туров',
    gianLectures: 'Чтение лекций в рамках Global Initiative for Academic Networks (GIAN)',
    pliSpecsEmcScheme: 'Деловая цель в рамках программ PLI, SPECS или EMC 2.0',
    sportsActivity: 'Спортивная деятельность',
    joinVessel: 'Посадка на судно',
    attendConference: 'Участие в конференции, семинаре или мастер-классе, организованном государственным органом Индии',
    patientAttendant: 'Сопровождение пациента, едущего в Индию по визе e-Medical',
    ayushTreatment: 'Лечение по системам Аюш / индийской традиционной медицины',
    ayushPatientAttendant: 'Сопровождение пациента, едущего в Индию по визе e-Ayush',
  },
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
  nonRefundable: 'Сбор не подлежит возврату, а после оплаты транзакцию нельзя отменить или изменить.',
});
