import { escapeHtml } from './email-format';
import type { RenderedEmail } from './payment-confirmation.facts';
import type { VisaRefusedFacts } from './visa-result.facts';

type Wording = {
  subject: (applicationId: string) => string;
  greeting: (name: string) => string;
  refused: string;
  applicationId: string;
  governmentReference: string;
  reason: string;
  whatTitle: string;
  what: string[];
  contact: string;
};

const WORDING: Record<string, Wording> = {
  en: {
    subject: (id) => `Your e-Visa application ${id} was refused`,
    greeting: (name) => `Dear ${name},`,
    refused: 'We are sorry: the Government of India has refused your e-Visa application.',
    applicationId: 'Application ID',
    governmentReference: 'Government reference',
    reason: 'Reason given',
    whatTitle: 'What you can do',
    what: [
      'You can submit a new application once the reason above is resolved, for example with a corrected answer or a clearer document.',
      'The fee of this application cannot be refunded: there is no refund on refusal.',
    ],
    contact: 'If you have a question, contact us and quote your application ID',
  },
  fr: {
    subject: (id) => `Votre demande d'e-Visa ${id} a été refusée`,
    greeting: (name) => `Bonjour ${name},`,
    refused: "Nous sommes désolés : le gouvernement indien a refusé votre demande d'e-Visa.",
    applicationId: 'Numéro de demande',
    governmentReference: 'Référence du gouvernement',
    reason: 'Motif indiqué',
    whatTitle: 'Ce que vous pouvez faire',
    what: [
      'Vous pouvez déposer une nouvelle demande une fois le motif ci-dessus résolu, par exemple avec une réponse corrigée ou un document plus lisible.',
      "Les frais de cette demande ne peuvent pas être remboursés : aucun remboursement n'est possible en cas de refus.",
    ],
    contact: 'Pour toute question, contactez-nous en indiquant votre numéro de demande',
  },
  de: {
    subject: (id) => `Ihr e-Visum-Antrag ${id} wurde abgelehnt`,
    greeting: (name) => `Guten Tag ${name},`,
    refused: 'Es tut uns leid: Die Regierung Indiens hat Ihren e-Visum-Antrag abgelehnt.',
    applicationId: 'Antrags-ID',
    governmentReference: 'Referenz der Regierung',
    reason: 'Angegebener Grund',
    whatTitle: 'Was Sie tun können',
    what: [
      'Sie können einen neuen Antrag stellen, sobald der oben genannte Grund behoben ist, zum Beispiel mit einer korrigierten Angabe oder einem besser lesbaren Dokument.',
      'Die Gebühr dieses Antrags kann nicht erstattet werden: Bei einer Ablehnung gibt es keine Erstattung.',
    ],
    contact: 'Wenn Sie Fragen haben, kontaktieren Sie uns unter Angabe Ihrer Antrags-ID',
  },
  it: {
    subject: (id) => `La Sua domanda di e-Visa ${id} è stata respinta`,
    greeting: (name) => `Gentile ${name},`,
    refused: 'Siamo spiacenti: il Governo dell’India ha respinto la Sua domanda di e-Visa.',
    applicationId: 'ID della domanda',
    governmentReference: 'Riferimento del governo',
    reason: 'Motivo indicato',
    whatTitle: 'Che cosa può fare',
    what: [
      'Può presentare una nuova domanda dopo aver risolto il motivo indicato sopra, per esempio con una risposta corretta o un documento più leggibile.',
      'La tariffa di questa domanda non può essere rimborsata: in caso di rifiuto non è previsto alcun rimborso.',
    ],
    contact: 'Per qualsiasi domanda ci contatti indicando l’ID della domanda',
  },
  ja: {
    subject: (id) => `e-Visa申請 ${id} は却下されました`,
    greeting: (name) => `${name} 様`,
    refused: '誠に残念ながら、インド政府はあなたのe-Visa申請を却下しました。',
    applicationId: '申請ID',
    governmentReference: '政府の照会番号',
    reason: '示された理由',
    whatTitle: 'できること',
    what: [
      '上記の理由を解消したうえで（回答の訂正や、より鮮明な書類など）、新しい申請を行うことができます。',
      'この申請の手数料は返金できません。却下の場合の返金はありません。',
    ],
    contact: 'ご質問は、申請IDを添えてお問い合わせください',
  },
  ru: {
    subject: (id) => `Ваша заявка на e-Visa ${id} отклонена`,
    greeting: (name) => `Здравствуйте, ${name}!`,
    refused: 'К сожалению, правительство Индии отклонило вашу заявку на e-Visa.',
    applicationId: 'Номер заявки',
    governmentReference: 'Номер правительства',
    reason: 'Указанная причина',
    whatTitle: 'Что можно сделать',
    what: [
      'Вы можете подать новую заявку, устранив указанную выше причину, например исправив ответ или приложив более чёткий документ.',
      'Сбор за эту заявку не возвращается: при отказе возврат не предусмотрен.',
    ],
    contact: 'Если у вас есть вопросы, свяжитесь с нами и укажите номер заявки',
  },
  es: {
    subject: (id) => `Su solicitud de e-Visa ${id} ha sido denegada`,
    greeting: (name) => `Estimado/a ${name}:`,
    refused: 'Lo sentimos: el Gobierno de la India ha denegado su solicitud de e-Visa.',
    applicationId: 'ID de la solicitud',
    governmentReference: 'Referencia del Gobierno',
    reason: 'Motivo indicado',
    whatTitle: 'Qué puede hacer',
    what: [
      'Puede presentar una nueva solicitud una vez resuelto el motivo indicado, por ejemplo con una respuesta corregida o un documento más legible.',
      'La tasa de esta solicitud no se puede reembolsar: no hay reembolso en caso de denegación.',
    ],
    contact: 'Si tiene alguna pregunta, contáctenos indicando el ID de su solicitud',
  },
  sv: {
    subject: (id) => `Din ansökan om e-visum ${id} har avslagits`,
    greeting: (name) => `Hej ${name},`,
    refused: 'Tyvärr har Indiens regering avslagit din ansökan om e-visum.',
    applicationId: 'Ansöknings-ID',
    governmentReference: 'Regeringens referens',
    reason: 'Angivet skäl',
    whatTitle: 'Vad du kan göra',
    what: [
      'Du kan lämna in en ny ansökan när skälet ovan är åtgärdat, till exempel med ett rättat svar eller ett tydligare dokument.',
      'Avgiften för den här ansökan kan inte återbetalas: vid avslag sker ingen återbetalning.',
    ],
    contact: 'Om du har frågor kan du kontakta oss och ange ditt ansöknings-ID',
  },
};

function refusedIn(language: string, wording: Wording): (facts: VisaRefusedFacts) => RenderedEmail {
  return (facts) => {
    const rows: [string, string][] = [
      [wording.applicationId, facts.applicationId],
      [wording.governmentReference, facts.governmentReference],
      [wording.reason, facts.reason],
    ];
    const text = [
      wording.greeting(facts.applicantName),
      '',
      wording.refused,
      '',
      ...rows.map(([label, value]) => `${label}: ${value}`),
      '',
      wording.whatTitle,
      ...wording.what.map((line) => `- ${line}`),
      `- ${wording.contact}: ${facts.contactUrl}`,
    ].join('\n');
    const html = `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#1b1f24">
<p>${escapeHtml(wording.greeting(facts.applicantName))}</p>
<p>${escapeHtml(wording.refused)}</p>
<table cellpadding="6" style="border-collapse:collapse">${rows
      .map(([label, value]) => `<tr><th align="left" valign="top" style="border-bottom:1px solid #d5dbe2">${escapeHtml(label)}</th><td style="border-bottom:1px solid #d5dbe2;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`)
      .join('')}</table>
<h2 style="font-size:18px">${escapeHtml(wording.whatTitle)}</h2>
<ul>${wording.what.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}<li>${escapeHtml(wording.contact)}: <a href="${escapeHtml(facts.contactUrl)}">${escapeHtml(facts.contactUrl)}</a></li></ul>
</body></html>`;
    return { subject: wording.subject(facts.applicationId), text, html };
  };
}

/** The e-mail of a refusal: the government's reason and what the applicant can do, by language. */
export const VISA_REFUSED: Record<string, (facts: VisaRefusedFacts) => RenderedEmail> = Object.fromEntries(
  Object.entries(WORDING).map(([language, wording]) => [language, refusedIn(language, wording)]),
);
