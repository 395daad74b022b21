import { optionLabelsIn } from './option-labels';
import { paymentConfirmationIn } from './payment-confirmation.layout';

/** The payment confirmation in Japanese (polite form). */
export const paymentConfirmationJa = paymentConfirmationIn({
  locale: 'ja-JP',
  subject: (id) => `お支払いを受け付けました：e-Visa申請 ${id}`,
  greeting: (name) => `${name} 様`,
  thanks: 'インドe-Visa申請のお支払いを受け付けました。誠にありがとうございます。',
  labels: {
    applicationId: '申請ID',
    applicant: '申請者',
    payer: '支払者',
    visa: 'ビザ',
    applicationType: '申請種別',
    governmentFee: '政府手数料',
    serviceFee: 'サービス料金',
    totalPaid: 'お支払い合計',
    paidOn: '支払日',
    transactionId: 'PayPal取引ID',
  },
  options: optionLabelsIn('ja'),
  processing: ({ min, max, unit }) => `${min}～${max}${unit === 'businessDays' ? '営業日' : '営業時間'}`,
  typeWithProcessing: (type, processing) => `${type}（処理時間：${processing}）`,
  nextTitle: '今後の流れ',
  next: (processing) => [
    '当社の専門家が申請と書類を確認し、修正が必要な場合はご連絡します。',
    `すべての書類がそろい申請が完了したため、処理には今から${processing}かかります。`,
    '電子渡航認証（e-Visa）はこのメールアドレスに送付されます。印刷して、パスポートと一緒に携帯してください。',
  ],
  keepId: '申請IDは大切に保管してください。申請状況の確認、e-Visaの印刷、お問い合わせの際に必要です。',
  receiptLabel: '領収書',
  statusLabel: '申請状況',
  receiptLink: '領収書を見る',
  statusLink: '申請状況を確認する',
  orderTitle: 'この注文の旅行者',
  nonRefundable: '料金は返金できません。また、お支払い後は取引のキャンセルや変更はできません。',
});
