import { escapeHtml } from './email-format';
import type { RenderedEmail } from './payment-confirmation.facts';

/** What the e-mails about an unpaid application say: its number, where to continue, how long it is kept. */
export type DraftEmailFacts = {
  applicationId: string;
  /** The resume page, with the number in the fragment only (never sent to a server; no date of birth, no passport data). */
  resumeUrl: string;
  /** Days after its last change that an unpaid application is deleted (RETENTION_DRAFT_DAYS). */
  keptDays: number;
};

/** The reminder also carries the one-click opt-out. */
export type DraftReminderFacts = DraftEmailFacts & { unsubscribeUrl: string };

type Wording = {
  resumeSubject: (id: string) => string;
  reminderSubject: (id: string) => string;
  greeting: string;
  started: string;
  number: string;
  resume: string;
  button: string;
  notPaid: string;
  kept: (days: number) => string;
  notYou: string;
  onlyOnce: string;
  unsubscribe: string;
  pageTitle: string;
  pageConfirm: string;
  pageButton: string;
  pageDone: string;
  pageInvalid: string;
  linkSubject: (id: string) => string;
  linkAsked: string;
  linkExpires: (days: number) => string;
  linkNotYou: string;
};

// Anyone could type someone else's address in step 1: these mails carry nothing the applicant typed (no name, no
// date of birth, no passport data), only the number and a resume link that opens only that application.
const WORDING: Record<string, Wording> = {
  en: {
    resumeSubject: (id) => `Your e-Visa application number: ${id}`,
    reminderSubject: (id) => `Your e-Visa application ${id} is not finished`,
    greeting: 'Hello,',
    started: 'You have started an application for an Indian e-Visa. Keep this number: with it and your date of birth you can continue your application at any time until you pay.',
    number: 'Your temporary application number',
    resume: 'Continue your application',
    button: 'Continue my application',
    notPaid: 'Your application for an Indian e-Visa is saved but not finished or paid yet. You can continue it with your application number and your date of birth.',
    kept: (days) => `An unpaid application is deleted ${days} days after its last change.`,
    notYou: 'If you did not start this application, you can ignore this e-mail.',
    onlyOnce: 'We send this reminder only once.',
    unsubscribe: 'Do not send me reminders',
    pageTitle: 'Reminders about your e-Visa application',
    pageConfirm: 'Press the button to stop reminders about unpaid applications to this e-mail address.',
    pageButton: 'Stop reminders',
    pageDone: 'Done: we will send no more reminders to this e-mail address.',
    pageInvalid: 'This link is not valid. Please use the link in the most recent e-mail we sent you.',
    linkSubject: (id) => `Your link to e-Visa application ${id}`,
    linkAsked: 'You asked for a link to your application for an Indian e-Visa. It opens your application in your browser without your date of birth.',
    linkExpires: (days) => `The link works for ${days} days. Anyone who has it can open your application: do not forward this e-mail.`,
    linkNotYou: 'If you did not ask for this link, you can ignore this e-mail: your application stays closed to others.',
  },
  fr: {
    resumeSubject: (id) => `Votre numéro de demande d'e-Visa : ${id}`,
    reminderSubject: (id) => `Votre demande d'e-Visa ${id} n'est pas terminée`,
    greeting: 'Bonjour,',
    started: "Vous avez commencé une demande d'e-Visa pour l'Inde. Conservez ce numéro : avec lui et votre date de naissance, vous pouvez reprendre votre demande à tout moment jusqu'au paiement.",
    number: 'Votre numéro de demande provisoire',
    resume: 'Reprendre votre demande',
    button: 'Reprendre ma demande',
    notPaid: "Votre demande d'e-Visa pour l'Inde est enregistrée mais n'est pas encore terminée ni payée. Vous pouvez la reprendre avec votre numéro de demande et votre date de naissance.",
    kept: (days) => `Une demande non payée est supprimée ${days} jours après sa dernière modification.`,
    notYou: "Si vous n'avez pas commencé cette demande, vous pouvez ignorer cet e-mail.",
    onlyOnce: "Nous n'envoyons ce rappel qu'une seule fois.",
    unsubscribe: 'Ne plus m’envoyer de rappels',
    pageTitle: 'Rappels concernant votre demande d\'e-Visa',
    pageConfirm: 'Appuyez sur le bouton pour ne plus recevoir de rappels sur les demandes non payées à cette adresse e-mail.',
    pageButton: 'Arrêter les rappels',
    pageDone: 'C\'est fait : nous n\'enverrons plus de rappels à cette adresse e-mail.',
    pageInvalid: 'Ce lien n\'est pas valide. Veuillez utiliser le lien du dernier e-mail que nous vous avons envoyé.',
    linkSubject: (id) => `Votre lien vers la demande d'e-Visa ${id}`,
    linkAsked: "Vous avez demandé un lien vers votre demande d'e-Visa pour l'Inde. Il ouvre votre demande dans votre navigateur sans votre date de naissance.",
    linkExpires: (days) => `Le lien est valable ${days} jours. Toute personne qui le possède peut ouvrir votre demande : ne transférez pas cet e-mail.`,
    linkNotYou: "Si vous n'avez pas demandé ce lien, vous pouvez ignorer cet e-mail : votre demande reste fermée aux autres.",
  },
  de: {
    resumeSubject: (id) => `Ihre e-Visa-Antragsnummer: ${id}`,
    reminderSubject: (id) => `Ihr e-Visa-Antrag ${id} ist noch nicht abgeschlossen`,
    greeting: 'Guten Tag,',
    started: 'Sie haben einen Antrag auf ein indisches e-Visum begonnen. Bewahren Sie diese Nummer auf: Mit ihr und Ihrem Geburtsdatum können Sie Ihren Antrag bis zur Zahlung jederzeit fortsetzen.',
    number: 'Ihre vorläufige Antragsnummer',
    resume: 'Antrag fortsetzen',
    button: 'Meinen Antrag fortsetzen',
    notPaid: 'Ihr Antrag auf ein indisches e-Visum ist gespeichert, aber noch nicht abgeschlossen oder bezahlt. Sie können ihn mit Ihrer Antragsnummer und Ihrem Geburtsdatum fortsetzen.',
    kept: (days) => `Ein unbezahlter Antrag wird ${days} Tage nach seiner letzten Änderung gelöscht.`,
    notYou: 'Wenn Sie diesen Antrag nicht begonnen haben, können Sie diese E-Mail ignorieren.',
    onlyOnce: 'Wir senden diese Erinnerung nur einmal.',
    unsubscribe: 'Keine Erinnerungen mehr senden',
    pageTitle: 'Erinnerungen zu Ihrem e-Visa-Antrag',
    pageConfirm: 'Klicken Sie auf die Schaltfläche, um keine Erinnerungen zu unbezahlten Anträgen mehr an diese E-Mail-Adresse zu erhalten.',
    pageButton: 'Erinnerungen beenden',
    pageDone: 'Erledigt: Wir senden keine Erinnerungen mehr an diese E-Mail-Adresse.',
    pageInvalid: 'Dieser Link ist ungültig. Bitte verwenden Sie den Link aus der letzten E-Mail, die wir Ihnen gesendet haben.',
    linkSubject: (id) => `Ihr Link zum e-Visa-Antrag ${id}`,
    linkAsked: 'Sie haben einen Link zu Ihrem Antrag auf ein indisches e-Visa angefordert. Er öffnet Ihren Antrag in Ihrem Browser ohne Ihr Geburtsdatum.',
    linkExpires: (days) => `Der Link gilt ${days} Tage. Wer ihn hat, kann Ihren Antrag öffnen: Leiten Sie diese E-Mail nicht weiter.`,
    linkNotYou: 'Wenn Sie diesen Link nicht angefordert haben, können Sie diese E-Mail ignorieren: Ihr Antrag bleibt für andere verschlossen.',
  },
  it: {
    resumeSubject: (id) => `Il numero della Sua domanda di e-Visa: ${id}`,
    reminderSubject: (id) => `La Sua domanda di e-Visa ${id} non è completa`,
    greeting: 'Gentile cliente,',
    started: "Ha iniziato una domanda di e-Visa per l'India. Conservi questo numero: con esso e la Sua data di nascita può riprendere la domanda in qualsiasi momento fino al pagamento.",
    number: 'Il Suo numero di domanda provvisorio',
    resume: 'Riprenda la Sua domanda',
    button: 'Riprendi la mia domanda',
    notPaid: "La Sua domanda di e-Visa per l'India è salvata ma non ancora completata né pagata. Può riprenderla con il numero di domanda e la Sua data di nascita.",
    kept: (days) => `Una domanda non pagata viene cancellata ${days} giorni dopo l'ultima modifica.`,
    notYou: 'Se non ha iniziato questa domanda, può ignorare questa e-mail.',
    onlyOnce: 'Inviamo questo promemoria una sola volta.',
    unsubscribe: 'Non inviarmi promemoria',
    pageTitle: 'Promemoria sulla Sua domanda di e-Visa',
    pageConfirm: 'Prema il pulsante per non ricevere più promemoria sulle domande non pagate a questo indirizzo e-mail.',
    pageButton: 'Interrompi i promemoria',
    pageDone: 'Fatto: non invieremo più promemoria a questo indirizzo e-mail.',
    pageInvalid: 'Questo link non è valido. Usi il link dell\'ultima e-mail che Le abbiamo inviato.',
    linkSubject: (id) => `Il suo link alla domanda di e-Visa ${id}`,
    linkAsked: "Ha chiesto un link alla sua domanda di e-Visa per l'India. Apre la domanda nel suo browser senza la data di nascita.",
    linkExpires: (days) => `Il link vale ${days} giorni. Chiunque lo abbia può aprire la sua domanda: non inoltri questa e-mail.`,
    linkNotYou: 'Se non ha chiesto questo link, può ignorare questa e-mail: la sua domanda resta chiusa agli altri.',
  },
  ja: {
    resumeSubject: (id) => `e-Visa申請番号：${id}`,
    reminderSubject: (id) => `e-Visa申請 ${id} はまだ完了していません`,
    greeting: 'お客様',
    started: 'インドのe-Visa申請を開始されました。この番号を保管してください。この番号と生年月日があれば、お支払いまでいつでも申請を再開できます。',
    number: '仮申請番号',
    resume: '申請を再開する',
    button: '申請を再開する',
    notPaid: 'インドのe-Visa申請は保存されていますが、まだ完了またはお支払いが済んでいません。申請番号と生年月日で再開できます。',
    kept: (days) => `未払いの申請は、最後の変更から${days}日後に削除されます。`,
    notYou: 'この申請にお心当たりのない場合は、このメールを破棄してください。',
    onlyOnce: 'このリマインダーは一度だけお送りします。',
    unsubscribe: 'リマインダーを受け取らない',
    pageTitle: 'e-Visa申請に関するリマインダー',
    pageConfirm: 'このメールアドレスへの未払い申請に関するリマインダーを停止するには、ボタンを押してください。',
    pageButton: 'リマインダーを停止',
    pageDone: '完了しました。このメールアドレスにはリマインダーをお送りしません。',
    pageInvalid: 'このリンクは無効です。最新のメールに記載されたリンクをご利用ください。',
    linkSubject: (id) => `e-Visa申請 ${id} へのリンク`,
    linkAsked: 'インドe-Visa申請へのリンクのご依頼を受け付けました。このリンクで、生年月日を入力せずにブラウザで申請を開けます。',
    linkExpires: (days) => `リンクの有効期間は${days}日間です。リンクを知っている人は誰でも申請を開けるため、このメールを転送しないでください。`,
    linkNotYou: 'このリンクを依頼していない場合は、このメールを無視してください。申請が他の人に開かれることはありません。',
  },
  ru: {
    resumeSubject: (id) => `Номер вашей заявки на e-Visa: ${id}`,
    reminderSubject: (id) => `Ваша заявка на e-Visa ${id} не завершена`,
    greeting: 'Здравствуйте!',
    started: 'Вы начали заявку на индийскую электронную визу. Сохраните этот номер: с ним и датой рождения вы можете продолжить заявку в любое время до оплаты.',
    number: 'Временный номер вашей заявки',
    resume: 'Продолжить заявку',
    button: 'Продолжить мою заявку',
    notPaid: 'Ваша заявка на индийскую электронную визу сохранена, но ещё не завершена и не оплачена. Вы можете продолжить её по номеру заявки и дате рождения.',
    kept: (days) => `Неоплаченная заявка удаляется через ${days} дней после последнего изменения.`,
    notYou: 'Если вы не начинали эту заявку, просто проигнорируйте это письмо.',
    onlyOnce: 'Мы отправляем это напоминание только один раз.',
    unsubscribe: 'Не присылать напоминания',
    pageTitle: 'Напоминания о вашей заявке на e-Visa',
    pageConfirm: 'Нажмите кнопку, чтобы больше не получать напоминания о неоплаченных заявках на этот адрес.',
    pageButton: 'Отключить напоминания',
    pageDone: 'Готово: мы больше не будем присылать напоминания на этот адрес.',
    pageInvalid: 'Эта ссылка недействительна. Воспользуйтесь ссылкой из последнего письма, которое мы вам отправили.',
    linkSubject: (id) => `Ваша ссылка на заявление на e-Visa ${id}`,
    linkAsked: 'Вы запросили ссылку на ваше заявление на индийскую e-Visa. Она открывает заявление в вашем браузере без даты рождения.',
    linkExpires: (days) => `Ссылка действует ${days} дн. Любой, у кого она есть, может открыть ваше заявление: не пересылайте это письмо.`,
    linkNotYou: 'Если вы не запрашивали эту ссылку, просто проигнорируйте письмо: ваше заявление останется закрытым для других.',
  },
  es: {
    resumeSubject: (id) => `Su número de solicitud de e-Visa: ${id}`,
    reminderSubject: (id) => `Su solicitud de e-Visa ${id} no está terminada`,
    greeting: 'Estimado/a cliente:',
    started: 'Ha comenzado una solicitud de e-Visa para la India. Guarde este número: con él y su fecha de nacimiento puede continuar su solicitud en cualquier momento hasta el pago.',
    number: 'Su número de solicitud provisional',
    resume: 'Continuar su solicitud',
    button: 'Continuar mi solicitud',
    notPaid: 'Su solicitud de e-Visa para la India está guardada, pero aún no está terminada ni pagada. Puede continuarla con su número de solicitud y su fecha de nacimiento.',
    kept: (days) => `Una solicitud no pagada se elimina ${days} días después de su último cambio.`,
    notYou: 'Si no ha comenzado esta solicitud, puede ignorar este correo electrónico.',
    onlyOnce: 'Solo enviamos este recordatorio una vez.',
    unsubscribe: 'No enviarme recordatorios',
    pageTitle: 'Recordatorios sobre su solicitud de e-Visa',
    pageConfirm: 'Pulse el botón para dejar de recibir recordatorios sobre solicitudes no pagadas en esta dirección de correo electrónico.',
    pageButton: 'Dejar de recibir recordatorios',
    pageDone: 'Hecho: no enviaremos más recordatorios a esta dirección de correo electrónico.',
    pageInvalid: 'Este enlace no es válido. Utilice el enlace del correo electrónico más reciente que le enviamos.',
    linkSubject: (id) => `Su enlace a la solicitud de e-Visa ${id}`,
    linkAsked: 'Ha pedido un enlace a su solicitud de e-Visa para la India. Abre su solicitud en su navegador sin su fecha de nacimiento.',
    linkExpires: (days) => `El enlace es válido durante ${days} días. Cualquiera que lo tenga puede abrir su solicitud: no reenvíe este correo.`,
    linkNotYou: 'Si no ha pedido este enlace, puede ignorar este correo: su solicitud sigue cerrada a los demás.',
  },
  sv: {
    resumeSubject: (id) => `Ditt ansökningsnummer för e-Visa: ${id}`,
    reminderSubject: (id) => `Din e-Visa-ansökan ${id} är inte klar`,
    greeting: 'Hej,',
    started: 'Du har påbörjat en ansökan om indiskt e-Visa. Spara det här numret: med det och ditt födelsedatum kan du fortsätta ansökan när som helst tills du betalar.',
    number: 'Ditt tillfälliga ansökningsnummer',
    resume: 'Fortsätt din ansökan',
    button: 'Fortsätt min ansökan',
    notPaid: 'Din ansökan om indiskt e-Visa är sparad men ännu inte klar eller betald. Du kan fortsätta den med ditt ansökningsnummer och ditt födelsedatum.',
    kept: (days) => `En obetald ansökan raderas ${days} dagar efter den senaste ändringen.`,
    notYou: 'Om du inte har påbörjat den här ansökan kan du bortse från det här mejlet.',
    onlyOnce: 'Vi skickar den här påminnelsen bara en gång.',
    unsubscribe: 'Skicka inga påminnelser till mig',
    pageTitle: 'Påminnelser om din e-Visa-ansökan',
    pageConfirm: 'Tryck på knappen för att inte få fler påminnelser om obetalda ansökningar till den här e-postadressen.',
    pageButton: 'Stoppa påminnelser',
    pageDone: 'Klart: vi skickar inga fler påminnelser till den här e-postadressen.',
    pageInvalid: 'Länken är inte giltig. Använd länken i det senaste mejlet vi skickade dig.',
    linkSubject: (id) => `Din länk till e-visumansökan ${id}`,
    linkAsked: 'Du har bett om en länk till din ansökan om indiskt e-visum. Den öppnar ansökan i din webbläsare utan ditt födelsedatum.',
    linkExpires: (days) => `Länken gäller i ${days} dagar. Den som har den kan öppna din ansökan: vidarebefordra inte det här e-postmeddelandet.`,
    linkNotYou: 'Om du inte har bett om länken kan du bortse från det här meddelandet: din ansökan förblir stängd för andra.',
  },
};

export const DRAFT_EMAIL_LANGUAGES = Object.keys(WORDING);

const wordingIn = (language: string | undefined): [string, Wording] =>
  language && Object.hasOwn(WORDING, language) ? [language, WORDING[language]] : ['en', WORDING.en];

const page = (language: string, paragraphs: string) =>
  `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#1b1f24">\n${paragraphs}\n</body></html>`;

const link = (url: string, text: string) => `<p><a href="${escapeHtml(url)}" style="color:#0b5cad">${escapeHtml(text)}</a></p>`;

/** After step 1: the temporary number and where to continue, in the applicant's language (English otherwise). */
export function renderDraftResume(language: string | undefined, facts: DraftEmailFacts): RenderedEmail & { language: string } {
  const [chosen, w] = wordingIn(language);
  const text = [w.greeting, '', w.started, '', `${w.number}: ${facts.applicationId}`, '', `${w.resume}: ${facts.resumeUrl}`, '', w.kept(facts.keptDays), '', w.notYou].join('\n');
  const html = page(
    chosen,
    [
      `<p>${escapeHtml(w.greeting)}</p>`,
      `<p>${escapeHtml(w.started)}</p>`,
      `<p>${escapeHtml(w.number)}: <strong>${escapeHtml(facts.applicationId)}</strong></p>`,
      link(facts.resumeUrl, w.button),
      `<p>${escapeHtml(w.kept(facts.keptDays))}</p>`,
      `<p style="color:#4a5560;font-size:13px">${escapeHtml(w.notYou)}</p>`,
    ].join('\n'),
  );
  return { subject: w.resumeSubject(facts.applicationId), text, html, language: chosen };
}

/** A few days after the last change of an unpaid application: once, with the opt-out. */
export function renderDraftReminder(language: string | undefined, facts: DraftReminderFacts): RenderedEmail & { language: string } {
  const [chosen, w] = wordingIn(language);
  const text = [
    w.greeting,
    '',
    w.notPaid,
    '',
    `${w.number}: ${facts.applicationId}`,
    '',
    `${w.resume}: ${facts.resumeUrl}`,
    '',
    w.kept(facts.keptDays),
    '',
    `${w.onlyOnce} ${w.unsubscribe}: ${facts.unsubscribeUrl}`,
  ].join('\n');
  const html = page(
    chosen,
    [
      `<p>${escapeHtml(w.greeting)}</p>`,
      `<p>${escapeHtml(w.notPaid)}</p>`,
      `<p>${escapeHtml(w.number)}: <strong>${escapeHtml(facts.applicationId)}</strong></p>`,
      link(facts.resumeUrl, w.button),
      `<p>${escapeHtml(w.kept(facts.keptDays))}</p>`,
      `<p style="color:#4a5560;font-size:13px">${escapeHtml(w.onlyOnce)} <a href="${escapeHtml(facts.unsubscribeUrl)}" style="color:#4a5560">${escapeHtml(w.unsubscribe)}</a></p>`,
    ].join('\n'),
  );
  return { subject: w.reminderSubject(facts.applicationId), text, html, language: chosen };
}

export type OptOutPageState = 'confirm' | 'done' | 'invalid';

/**
 * The page the opt-out link opens (the API answers it as HTML): a button that posts the one-click opt-out (a GET
 * changes nothing, so a mail scanner that follows links opts nobody out), then the confirmation.
 */
export function renderOptOutPage(language: string | undefined, state: OptOutPageState): string {
  const [chosen, w] = wordingIn(language);
  const body =
    state === 'confirm'
      ? `<p>${escapeHtml(w.pageConfirm)}</p>\n<form method="post"><button type="submit" style="font:inherit;padding:8px 16px">${escapeHtml(w.pageButton)}</button></form>`
      : `<p>${escapeHtml(state === 'done' ? w.pageDone : w.pageInvalid)}</p>`;
  return `<!doctype html><html lang="${chosen}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(w.pageTitle)}</title></head><body style="font-family:Arial,sans-serif;color:#1b1f24;max-width:40rem;margin:2rem auto;padding:0 1rem">\n<h1 style="font-size:1.4rem">${escapeHtml(w.pageTitle)}</h1>\n${body}\n</body></html>`;
}

/** Asked for on the resume page: a link that opens the application without the date of birth. */
export function renderResumeLink(language: string | undefined, facts: DraftEmailFacts & { linkDays: number }): RenderedEmail & { language: string } {
  const [chosen, w] = wordingIn(language);
  const text = [w.greeting, '', w.linkAsked, '', `${w.number}: ${facts.applicationId}`, '', `${w.resume}: ${facts.resumeUrl}`, '', w.linkExpires(facts.linkDays), '', w.linkNotYou].join('\n');
  const html = page(
    chosen,
    [
      `<p>${escapeHtml(w.greeting)}</p>`,
      `<p>${escapeHtml(w.linkAsked)}</p>`,
      `<p>${escapeHtml(w.number)}: <strong>${escapeHtml(facts.applicationId)}</strong></p>`,
      link(facts.resumeUrl, w.button),
      `<p>${escapeHtml(w.linkExpires(facts.linkDays))}</p>`,
      `<p style="color:#4a5560;font-size:13px">${escapeHtml(w.linkNotYou)}</p>`,
    ].join('\n'),
  );
  return { subject: w.linkSubject(facts.applicationId), text, html, language: chosen };
}
