import { escapeHtml } from './email-format';
import type { ContactMessageFacts } from './contact-message.facts';
import type { RenderedEmail } from './payment-confirmation.facts';

type Wording = {
  subject: (reference: string) => string;
  greeting: (name: string) => string;
  received: string;
  reference: string;
  applicationId: string;
  notYou: string;
};

// The acknowledgement does not repeat the message: anyone can type someone else's address into the form, and
// the site must not carry their text to that mailbox.
const WORDING: Record<string, Wording> = {
  en: {
    subject: (reference) => `We have received your message (${reference})`,
    greeting: (name) => `Dear ${name},`,
    received: 'Thank you for contacting us. We have received your message and will answer you by e-mail or phone, usually within a few hours. Our team is available 24 hours a day, 7 days a week.',
    reference: 'Your reference',
    applicationId: 'Application number',
    notYou: 'If you did not write to us, you can ignore this e-mail.',
  },
  fr: {
    subject: (reference) => `Nous avons bien reçu votre message (${reference})`,
    greeting: (name) => `Bonjour ${name},`,
    received: 'Merci de nous avoir contactés. Nous avons bien reçu votre message et vous répondrons par e-mail ou par téléphone, généralement en quelques heures. Notre équipe est disponible 24 h/24, 7 j/7.',
    reference: 'Votre référence',
    applicationId: 'Numéro de demande',
    notYou: "Si vous ne nous avez pas écrit, vous pouvez ignorer cet e-mail.",
  },
  de: {
    subject: (reference) => `Wir haben Ihre Nachricht erhalten (${reference})`,
    greeting: (name) => `Guten Tag ${name},`,
    received: 'Vielen Dank für Ihre Nachricht. Wir haben sie erhalten und antworten Ihnen per E-Mail oder Telefon, in der Regel innerhalb weniger Stunden. Unser Team ist rund um die Uhr für Sie da.',
    reference: 'Ihre Referenz',
    applicationId: 'Antragsnummer',
    notYou: 'Wenn Sie uns nicht geschrieben haben, können Sie diese E-Mail ignorieren.',
  },
  it: {
    subject: (reference) => `Abbiamo ricevuto il Suo messaggio (${reference})`,
    greeting: (name) => `Gentile ${name},`,
    received: 'Grazie per averci contattato. Abbiamo ricevuto il Suo messaggio e Le risponderemo via e-mail o per telefono, di solito entro poche ore. Il nostro team è disponibile 24 ore su 24, 7 giorni su 7.',
    reference: 'Il Suo riferimento',
    applicationId: 'Numero della domanda',
    notYou: 'Se non ci ha scritto, può ignorare questa e-mail.',
  },
  ja: {
    subject: (reference) => `メッセージを受け付けました（${reference}）`,
    greeting: (name) => `${name} 様`,
    received: 'お問い合わせいただきありがとうございます。メッセージを受け付けました。通常数時間以内に、メールまたはお電話でご連絡いたします。当社のチームは24時間365日対応しています。',
    reference: '受付番号',
    applicationId: '申請番号',
    notYou: 'お心当たりのない場合は、このメールを破棄してください。',
  },
  ru: {
    subject: (reference) => `Мы получили ваше сообщение (${reference})`,
    greeting: (name) => `Здравствуйте, ${name}!`,
    received: 'Спасибо, что обратились к нам. Мы получили ваше сообщение и ответим вам по электронной почте или по телефону, как правило, в течение нескольких часов. Наша команда работает круглосуточно и без выходных.',
    reference: 'Номер вашего обращения',
    applicationId: 'Номер заявления',
    notYou: 'Если вы нам не писали, просто проигнорируйте это письмо.',
  },
  es: {
    subject: (reference) => `Hemos recibido su mensaje (${reference})`,
    greeting: (name) => `Estimado/a ${name}:`,
    received: 'Gracias por ponerse en contacto con nosotros. Hemos recibido su mensaje y le responderemos por correo electrónico o por teléfono, normalmente en pocas horas. Nuestro equipo atiende las 24 horas del día, los 7 días de la semana.',
    reference: 'Su referencia',
    applicationId: 'Número de solicitud',
    notYou: 'Si no nos ha escrito, puede ignorar este correo electrónico.',
  },
  sv: {
    subject: (reference) => `Vi har tagit emot ditt meddelande (${reference})`,
    greeting: (name) => `Hej ${name},`,
    received: 'Tack för att du kontaktade oss. Vi har tagit emot ditt meddelande och svarar dig via e-post eller telefon, vanligtvis inom några timmar. Vårt team finns tillgängligt dygnet runt, alla dagar i veckan.',
    reference: 'Din referens',
    applicationId: 'Ansökningsnummer',
    notYou: 'Om du inte har skrivit till oss kan du bortse från det här mejlet.',
  },
};

function acknowledgementIn(language: string, wording: Wording): (facts: ContactMessageFacts) => RenderedEmail {
  return (facts) => {
    const lines: [string, string][] = [[wording.reference, facts.reference]];
    if (facts.applicationId) lines.push([wording.applicationId, facts.applicationId]);
    const text = [wording.greeting(facts.name), '', wording.received, '', ...lines.map(([label, value]) => `${label}: ${value}`), '', wording.notYou].join('\n');
    const html = `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#1b1f24">
<p>${escapeHtml(wording.greeting(facts.name))}</p>
<p>${escapeHtml(wording.received)}</p>
<p>${lines.map(([label, value]) => `${escapeHtml(label)}: <strong>${escapeHtml(value)}</strong>`).join('<br>')}</p>
<p style="color:#4a5560;font-size:13px">${escapeHtml(wording.notYou)}</p>
</body></html>`;
    return { subject: wording.subject(facts.reference), text, html };
  };
}

/** The acknowledgement sent to whoever wrote through the contact form, by language. */
export const CONTACT_ACKNOWLEDGEMENTS: Record<string, (facts: ContactMessageFacts) => RenderedEmail> = Object.fromEntries(
  Object.entries(WORDING).map(([language, wording]) => [language, acknowledgementIn(language, wording)]),
);
