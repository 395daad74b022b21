import { escapeHtml, formatMoney } from './email-format';
import type { RenderedEmail } from './payment-confirmation.facts';

/** What the e-mail telling an applicant about a refund says, as data. */
export type RefundNoticeFacts = {
  applicantName: string;
  applicationId: string;
  /** The amount of this refund. */
  amount: number;
  currency: string;
  /** The whole payment was refunded: the application will not be processed further. */
  full: boolean;
};

type Wording = {
  locale: string;
  subject: (id: string) => string;
  greeting: (name: string) => string;
  refunded: (amount: string, id: string) => string;
  full: string;
  partial: string;
  delay: string;
};

const WORDING: Record<string, Wording> = {
  en: {
    locale: 'en-GB',
    subject: (id) => `Refund for your e-Visa application ${id}`,
    greeting: (name) => `Dear ${name},`,
    refunded: (amount, id) => `We have refunded ${amount} of your payment for e-Visa application ${id} through PayPal.`,
    full: 'Your whole payment has been refunded, so we will not process this application any further.',
    partial: 'The rest of your payment is not affected, and your application continues as before.',
    delay: 'The money goes back to the PayPal account or card you paid with; it can take a few business days to appear.',
  },
  fr: {
    locale: 'fr-FR',
    subject: (id) => `Remboursement de votre demande d'e-Visa ${id}`,
    greeting: (name) => `Bonjour ${name},`,
    refunded: (amount, id) => `Nous vous avons remboursé ${amount} de votre paiement pour la demande d'e-Visa ${id} via PayPal.`,
    full: "La totalité de votre paiement a été remboursée : nous ne traiterons donc plus cette demande.",
    partial: 'Le reste de votre paiement n’est pas concerné et votre demande se poursuit comme prévu.',
    delay: "L'argent revient sur le compte PayPal ou la carte utilisés pour le paiement ; il peut falloir quelques jours ouvrables pour qu'il apparaisse.",
  },
  de: {
    locale: 'de-DE',
    subject: (id) => `Erstattung zu Ihrem e-Visa-Antrag ${id}`,
    greeting: (name) => `Guten Tag ${name},`,
    refunded: (amount, id) => `Wir haben Ihnen ${amount} Ihrer Zahlung für den e-Visa-Antrag ${id} über PayPal erstattet.`,
    full: 'Ihre gesamte Zahlung wurde erstattet; wir bearbeiten diesen Antrag daher nicht weiter.',
    partial: 'Der Rest Ihrer Zahlung ist davon nicht betroffen, und Ihr Antrag wird wie bisher bearbeitet.',
    delay: 'Das Geld geht auf das PayPal-Konto oder die Karte zurück, mit der Sie bezahlt haben; bis es dort erscheint, kann es einige Werktage dauern.',
  },
  it: {
    locale: 'it-IT',
    subject: (id) => `Rimborso per la Sua domanda di e-Visa ${id}`,
    greeting: (name) => `Gentile ${name},`,
    refunded: (amount, id) => `Le abbiamo rimborsato ${amount} del pagamento per la domanda di e-Visa ${id} tramite PayPal.`,
    full: "L'intero pagamento è stato rimborsato: la domanda non sarà quindi più elaborata.",
    partial: 'Il resto del pagamento non cambia e la Sua domanda prosegue come prima.',
    delay: 'Il denaro torna sul conto PayPal o sulla carta usati per il pagamento; possono servire alcuni giorni lavorativi perché compaia.',
  },
  ja: {
    locale: 'ja-JP',
    subject: (id) => `e-Visa申請 ${id} の返金について`,
    greeting: (name) => `${name} 様`,
    refunded: (amount, id) => `e-Visa申請 ${id} のお支払いのうち ${amount} をPayPal経由で返金しました。`,
    full: 'お支払いの全額を返金しましたので、この申請の手続きはこれで終了となります。',
    partial: '残りのお支払いには影響がなく、申請の手続きはこれまでどおり続きます。',
    delay: '返金はお支払いに使われたPayPalアカウントまたはカードに戻ります。反映まで数営業日かかる場合があります。',
  },
  ru: {
    locale: 'ru-RU',
    subject: (id) => `Возврат средств по заявке на e-Visa ${id}`,
    greeting: (name) => `Здравствуйте, ${name}!`,
    refunded: (amount, id) => `Мы вернули вам ${amount} из оплаты заявки на e-Visa ${id} через PayPal.`,
    full: 'Вся оплата возвращена, поэтому мы больше не будем обрабатывать эту заявку.',
    partial: 'Остальная часть оплаты не затронута, работа с заявкой продолжается.',
    delay: 'Деньги вернутся на счёт PayPal или карту, которыми вы платили; зачисление может занять несколько рабочих дней.',
  },
  es: {
    locale: 'es-ES',
    subject: (id) => `Reembolso de su solicitud de e-Visa ${id}`,
    greeting: (name) => `Estimado/a ${name}:`,
    refunded: (amount, id) => `Le hemos reembolsado ${amount} de su pago de la solicitud de e-Visa ${id} a través de PayPal.`,
    full: 'Se le ha reembolsado todo el pago, por lo que no seguiremos tramitando esta solicitud.',
    partial: 'El resto de su pago no cambia y su solicitud sigue adelante como hasta ahora.',
    delay: 'El dinero vuelve a la cuenta de PayPal o la tarjeta con la que pagó; puede tardar unos días hábiles en aparecer.',
  },
  sv: {
    locale: 'sv-SE',
    subject: (id) => `Återbetalning för din e-Visa-ansökan ${id}`,
    greeting: (name) => `Hej ${name},`,
    refunded: (amount, id) => `Vi har återbetalat ${amount} av din betalning för e-Visa-ansökan ${id} via PayPal.`,
    full: 'Hela betalningen har återbetalats, så vi behandlar inte ansökan vidare.',
    partial: 'Resten av din betalning påverkas inte, och din ansökan fortsätter som tidigare.',
    delay: 'Pengarna går tillbaka till det PayPal-konto eller kort du betalade med; det kan ta några bankdagar innan de syns.',
  },
};

function refundNoticeIn(language: string, wording: Wording): (facts: RefundNoticeFacts) => RenderedEmail {
  return (facts) => {
    const refunded = wording.refunded(formatMoney(facts.amount, facts.currency, wording.locale), facts.applicationId);
    const what = facts.full ? wording.full : wording.partial;
    const text = [wording.greeting(facts.applicantName), '', refunded, what, '', wording.delay].join('\n');
    const html = `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#1b1f24">
<p>${escapeHtml(wording.greeting(facts.applicantName))}</p>
<p>${escapeHtml(refunded)}</p>
<p>${escapeHtml(what)}</p>
<p style="color:#4a5560;font-size:13px">${escapeHtml(wording.delay)}</p>
</body></html>`;
    return { subject: wording.subject(facts.applicationId), text, html };
  };
}

/** The e-mail telling an applicant about a refund, by language. */
export const REFUND_NOTICES: Record<string, (facts: RefundNoticeFacts) => RenderedEmail> = Object.fromEntries(
  Object.entries(WORDING).map(([language, wording]) => [language, refundNoticeIn(language, wording)]),
);
