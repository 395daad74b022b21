import { escapeHtml } from './email-format';
import type { ContactMessageFacts } from './contact-message.facts';
import type { RenderedEmail } from './payment-confirmation.facts';

type Wording = {
  subject: (reference: string) => string;
  greeting: string;
  received: string;
  reference: string;
  notYou: string;
};

// Anyone can type someone else's address into the form: the acknowledgement carries nothing the sender chose
// (not their message, name or application number), only the site's own words and the message's reference.
const WORDING: Record<string, Wording> = {
  en: {
    subject: (reference) => `We have received your message (${reference})`,
    greeting: 'Hello,',
    received: 'Thank you for contacting us. We have received your message and will answer you by e-mail or phone, usually within a few hours. Our team is available 24 hours a day, 7 days a week.',
    reference: 'Your reference',
    notYou: 'If you did not write to us, you can ignore this e-mail.',
  },
  fr: {
    subject: (reference) => `Nous avons bien reçu votre message (${reference})`,
    greeting: 'Bonjour,',
    received: 'Merci de nous avoir contactés. Nous avons bien reçu votre message et vous répondrons par e-mail ou par téléphone, généralement en quelques heures. Notre équipe est disponible 24 h/24, 7 j/7.',
    reference: 'Votre référence',
    notYou: "Si vous ne nous avez pas écrit, vous pouvez ignorer cet e-mail.",
  },
  de: {
    subject: (reference) => `Wir haben Ihre Nachricht erhalten (${reference})`,
    greeting: 'Guten Tag,',
    received: 'Vielen Dank für Ihre Nachricht. Wir haben sie erhalten und antworten Ihnen per E-Mail oder Telefon, in der Regel innerhalb weniger Stunden. Unser Team ist rund um die Uhr für Sie da.',
    reference: 'Ihre Referenz',
    notYou: 'Wenn Sie uns nicht geschrieben haben, können Sie diese E-Mail ignorieren.',
  },
  it: {
    subject: (reference) => `Abbiamo ricevuto il Suo messaggio (${reference})`,
    greeting: 'Gentile cliente,',
    received: 'Grazie per averci contattato. Abbiamo ricevuto il Suo messaggio e Le risponderemo via e-mail o per telefono, di solito entro poche ore. Il nostro team è disponibile 24 ore su 24, 7 giorni su 7.',
    reference: 'Il Suo riferimento',
    notYou: 'Se non ci ha scritto, può ignorare questa e-mail.',
  },
  ja: {
    subject: (reference) => `メッセージを受け付けました（${reference}）`,
    greeting: 'お客様',
    received: 'お問い合わせいただきありがとうございます。メッセージを受け付けました。通常数時間以内に、メールまたはお電話でご連絡いたします。当社のチームは24時間365日対応しています。',
    reference: '受付番号',
    notYou: 'お心当たりのない場合は、このメールを破棄してください。',
  },
  ru: {
    subject: (reference) => `Мы получили ваше сообщение (${reference})`,
    greeting: 'Здравствуйте!',
    received: 'Спасибо, что обратились к нам. Мы получили ваше сообщение и ответим вам по электронной почте или по телефону, как правило, в течение нескольких часов. Наша команда работает круглосуточно и без выходных.',
    reference: 'Номер вашего обращения',
    notYou: 'Если вы нам не писали, просто проигнорируйте это письмо.',
  },
  es: {
    subject: (reference) => `Hemos recibido su mensaje (${reference})`,
    greeting: 'Estimado/a cliente:',
    received: 'Gracias por ponerse en contacto con nosotros. Hemos recibido su mensaje y le responderemos por correo electrónico o por teléfono, normalmente en pocas horas. Nuestro equipo atiende las 24 horas del día, los 7 días de la semana.',
    reference: 'Su referencia',
    notYou: 'Si no nos ha escrito, puede ignorar este correo electrónico.',
  },
  sv: {
    subject: (reference) => `Vi har tagit emot ditt meddelande (${reference})`,
    greeting: 'Hej,',
    received: 'Tack för att du kontaktade oss. Vi har tagit emot ditt meddelande och svarar dig via e-post eller telefon, vanligtvis inom några timmar. Vårt team finns tillgängligt dygnet runt, alla dagar i veckan.',
    reference: 'Din referens',
    notYou: 'Om du inte har skrivit till oss kan du bortse från det här mejlet.',
  },
};

function acknowledgementIn(language: string, wording: Wording): (facts: ContactMessageFacts) => RenderedEmail {
  return (facts) => {
    const text = [wording.greeting, '', wording.received, '', `${wording.reference}: ${facts.reference}`, '', wording.notYou].join('\n');
    const html = `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#1b1f24">
<p>${escapeHtml(wording.greeting)}</p>
<p>${escapeHtml(wording.received)}</p>
<p>${escapeHtml(wording.reference)}: <strong>${escapeHtml(facts.reference)}</strong></p>
<p style="color:#4a5560;font-size:13px">${escapeHtml(wording.notYou)}</p>
</body></html>`;
    return { subject: wording.subject(facts.reference), text, html };
  };
}

/** The acknowledgement sent to whoever wrote through the contact form, by language. */
export const CONTACT_ACKNOWLEDGEMENTS: Record<string, (facts: ContactMessageFacts) => RenderedEmail> = Object.fromEntries(
  Object.entries(WORDING).map(([language, wording]) => [language, acknowledgementIn(language, wording)]),
);
