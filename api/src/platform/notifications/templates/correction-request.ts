import { escapeHtml, formatPaidAt } from './email-format';
import type { RenderedEmail } from './payment-confirmation.facts';

/** What the e-mail asking an applicant for corrections says, as data. */
export type CorrectionRequestFacts = {
  applicantName: string;
  applicationId: string;
  /** The reviewer's own words, shown as written. */
  message: string;
  answers: number;
  documents: number;
  /** The signed, time-limited link that opens the requested items. */
  link: string;
  /** ISO timestamp when the link stops working. */
  linkExpiresAt: string;
};

type Wording = {
  subject: (id: string) => string;
  greeting: (name: string) => string;
  intro: (id: string) => string;
  messageTitle: string;
  items: (answers: number, documents: number) => string;
  action: string;
  expires: (when: string) => string;
  onlyThese: string;
};

const WORDING: Record<string, Wording> = {
  en: {
    subject: (id) => `Please correct your e-Visa application ${id}`,
    greeting: (name) => `Dear ${name},`,
    intro: (id) => `Our expert has reviewed your e-Visa application ${id} and needs you to correct a few things before we can submit it.`,
    messageTitle: 'Message from our expert',
    items: (a, d) => `To correct: ${a} answer(s) and ${d} document(s) or photo(s).`,
    action: 'Open your corrections',
    expires: (when) => `This link works until ${when}. It opens only the items our expert asked about.`,
    onlyThese: 'When you have made the changes, press "Send corrections" so that we can continue with your application.',
  },
  fr: {
    subject: (id) => `Veuillez corriger votre demande d'e-Visa ${id}`,
    greeting: (name) => `Bonjour ${name},`,
    intro: (id) => `Notre expert a vérifié votre demande d'e-Visa ${id} et a besoin que vous corrigiez quelques éléments avant que nous puissions la soumettre.`,
    messageTitle: 'Message de notre expert',
    items: (a, d) => `À corriger : ${a} réponse(s) et ${d} document(s) ou photo(s).`,
    action: 'Ouvrir vos corrections',
    expires: (when) => `Ce lien fonctionne jusqu'au ${when}. Il n'ouvre que les éléments signalés par notre expert.`,
    onlyThese: 'Une fois les modifications faites, appuyez sur « Envoyer les corrections » pour que nous puissions poursuivre votre demande.',
  },
  de: {
    subject: (id) => `Bitte korrigieren Sie Ihren e-Visa-Antrag ${id}`,
    greeting: (name) => `Guten Tag ${name},`,
    intro: (id) => `Unser Experte hat Ihren e-Visa-Antrag ${id} geprüft. Bevor wir ihn einreichen können, müssen Sie einige Angaben korrigieren.`,
    messageTitle: 'Nachricht unseres Experten',
    items: (a, d) => `Zu korrigieren: ${a} Angabe(n) und ${d} Dokument(e) oder Foto(s).`,
    action: 'Korrekturen öffnen',
    expires: (when) => `Dieser Link gilt bis ${when}. Er öffnet nur die Punkte, die unser Experte genannt hat.`,
    onlyThese: 'Wenn Sie die Änderungen vorgenommen haben, klicken Sie auf „Korrekturen senden“, damit wir Ihren Antrag weiterbearbeiten können.',
  },
  it: {
    subject: (id) => `Corregga la Sua domanda di e-Visa ${id}`,
    greeting: (name) => `Gentile ${name},`,
    intro: (id) => `Il nostro esperto ha esaminato la Sua domanda di e-Visa ${id} e ha bisogno che Lei corregga alcuni dati prima di poterla presentare.`,
    messageTitle: 'Messaggio del nostro esperto',
    items: (a, d) => `Da correggere: ${a} risposta/e e ${d} documento/i o foto.`,
    action: 'Apri le correzioni',
    expires: (when) => `Questo link è valido fino al ${when}. Apre solo gli elementi indicati dal nostro esperto.`,
    onlyThese: 'Dopo aver apportato le modifiche, prema «Invia le correzioni» così potremo proseguire con la Sua domanda.',
  },
  ja: {
    subject: (id) => `e-Visa申請 ${id} の修正のお願い`,
    greeting: (name) => `${name} 様`,
    intro: (id) => `専門スタッフがe-Visa申請 ${id} を確認しました。申請を提出する前に、いくつかの項目を修正していただく必要があります。`,
    messageTitle: '専門スタッフからのメッセージ',
    items: (a, d) => `修正が必要な項目：回答 ${a} 件、書類・写真 ${d} 件`,
    action: '修正画面を開く',
    expires: (when) => `このリンクは ${when} まで有効です。専門スタッフが指摘した項目のみを開きます。`,
    onlyThese: '修正が終わりましたら「修正を送信」を押してください。引き続き申請の手続きを進めます。',
  },
  ru: {
    subject: (id) => `Пожалуйста, исправьте заявку на e-Visa ${id}`,
    greeting: (name) => `Здравствуйте, ${name}!`,
    intro: (id) => `Наш эксперт проверил вашу заявку на e-Visa ${id}. Прежде чем мы сможем её подать, нужно исправить несколько пунктов.`,
    messageTitle: 'Сообщение нашего эксперта',
    items: (a, d) => `Исправить: ответов — ${a}, документов или фотографий — ${d}.`,
    action: 'Открыть исправления',
    expires: (when) => `Ссылка действует до ${when}. Она открывает только пункты, указанные экспертом.`,
    onlyThese: 'Внеся изменения, нажмите «Отправить исправления», чтобы мы могли продолжить работу с вашей заявкой.',
  },
  es: {
    subject: (id) => `Corrija su solicitud de e-Visa ${id}`,
    greeting: (name) => `Estimado/a ${name}:`,
    intro: (id) => `Nuestro experto ha revisado su solicitud de e-Visa ${id} y necesita que corrija algunos datos antes de que podamos presentarla.`,
    messageTitle: 'Mensaje de nuestro experto',
    items: (a, d) => `Para corregir: ${a} respuesta(s) y ${d} documento(s) o foto(s).`,
    action: 'Abrir sus correcciones',
    expires: (when) => `Este enlace funciona hasta el ${when}. Solo abre los elementos que ha indicado nuestro experto.`,
    onlyThese: 'Cuando haya hecho los cambios, pulse «Enviar correcciones» para que podamos continuar con su solicitud.',
  },
  sv: {
    subject: (id) => `Rätta din e-Visa-ansökan ${id}`,
    greeting: (name) => `Hej ${name},`,
    intro: (id) => `Vår expert har granskat din e-Visa-ansökan ${id} och behöver att du rättar några uppgifter innan vi kan lämna in den.`,
    messageTitle: 'Meddelande från vår expert',
    items: (a, d) => `Att rätta: ${a} svar och ${d} dokument eller foton.`,
    action: 'Öppna dina rättelser',
    expires: (when) => `Länken fungerar till ${when}. Den öppnar bara de punkter som vår expert har angett.`,
    onlyThese: 'När du har gjort ändringarna trycker du på ”Skicka rättelser” så att vi kan fortsätta med din ansökan.',
  },
};

function correctionRequestIn(language: string, wording: Wording): (facts: CorrectionRequestFacts) => RenderedEmail {
  return (facts) => {
    const when = formatPaidAt(facts.linkExpiresAt);
    const items = wording.items(facts.answers, facts.documents);
    const text = [
      wording.greeting(facts.applicantName),
      '',
      wording.intro(facts.applicationId),
      '',
      `${wording.messageTitle}:`,
      facts.message,
      '',
      items,
      '',
      `${wording.action}: ${facts.link}`,
      wording.expires(when),
      '',
      wording.onlyThese,
    ].join('\n');
    const html = `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#1b1f24">
<p>${escapeHtml(wording.greeting(facts.applicantName))}</p>
<p>${escapeHtml(wording.intro(facts.applicationId))}</p>
<h2 style="font-size:18px">${escapeHtml(wording.messageTitle)}</h2>
<blockquote style="white-space:pre-wrap;border-left:3px solid #d5dbe2;margin:0;padding:0 12px">${escapeHtml(facts.message)}</blockquote>
<p>${escapeHtml(items)}</p>
<p><a href="${escapeHtml(facts.link)}">${escapeHtml(wording.action)}</a></p>
<p style="color:#4a5560;font-size:13px">${escapeHtml(wording.expires(when))}</p>
<p>${escapeHtml(wording.onlyThese)}</p>
</body></html>`;
    return { subject: wording.subject(facts.applicationId), text, html };
  };
}

/** The e-mail asking an applicant for corrections, by language. */
export const CORRECTION_REQUESTS: Record<string, (facts: CorrectionRequestFacts) => RenderedEmail> = Object.fromEntries(
  Object.entries(WORDING).map(([language, wording]) => [language, correctionRequestIn(language, wording)]),
);
