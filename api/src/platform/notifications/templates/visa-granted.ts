import { escapeHtml } from './email-format';
import type { RenderedEmail } from './payment-confirmation.facts';
import type { VisaResultFacts } from './visa-result.facts';

type Wording = {
  subject: (applicationId: string) => string;
  greeting: (name: string) => string;
  granted: string;
  applicationId: string;
  governmentReference: string;
  attached: string;
  download: string;
  travel: string;
};

const WORDING: Record<string, Wording> = {
  en: {
    subject: (id) => `Your e-Visa is granted: application ${id}`,
    greeting: (name) => `Dear ${name},`,
    granted: 'Good news: the Government of India has granted your e-Visa.',
    applicationId: 'Application ID',
    governmentReference: 'Government reference',
    attached: 'Your e-Visa (electronic travel authorization) is attached to this e-mail as a PDF file.',
    download: 'You can also download it at any time from your application on the status page',
    travel: 'Print the e-Visa and carry it with your passport when you travel. Your biometrics are taken on arrival in India.',
  },
  fr: {
    subject: (id) => `Votre e-Visa est accordé : demande ${id}`,
    greeting: (name) => `Bonjour ${name},`,
    granted: 'Bonne nouvelle : le gouvernement indien vous a accordé votre e-Visa.',
    applicationId: 'Numéro de demande',
    governmentReference: 'Référence du gouvernement',
    attached: 'Votre e-Visa (autorisation électronique de voyage) est joint à cet e-mail au format PDF.',
    download: 'Vous pouvez aussi le télécharger à tout moment depuis votre demande, sur la page de suivi',
    travel: "Imprimez l'e-Visa et gardez-le avec votre passeport pendant le voyage. Vos données biométriques sont relevées à l'arrivée en Inde.",
  },
  de: {
    subject: (id) => `Ihr e-Visum wurde erteilt: Antrag ${id}`,
    greeting: (name) => `Guten Tag ${name},`,
    granted: 'Gute Nachrichten: Die Regierung Indiens hat Ihr e-Visum erteilt.',
    applicationId: 'Antrags-ID',
    governmentReference: 'Referenz der Regierung',
    attached: 'Ihr e-Visum (elektronische Reisegenehmigung) ist dieser E-Mail als PDF-Datei beigefügt.',
    download: 'Sie können es auch jederzeit über Ihren Antrag auf der Statusseite herunterladen',
    travel: 'Drucken Sie das e-Visum aus und führen Sie es auf der Reise zusammen mit Ihrem Reisepass mit. Ihre biometrischen Daten werden bei der Ankunft in Indien erfasst.',
  },
  it: {
    subject: (id) => `Il Suo e-Visa è stato concesso: domanda ${id}`,
    greeting: (name) => `Gentile ${name},`,
    granted: 'Buone notizie: il Governo dell’India Le ha concesso l’e-Visa.',
    applicationId: 'ID della domanda',
    governmentReference: 'Riferimento del governo',
    attached: 'Il Suo e-Visa (autorizzazione elettronica di viaggio) è allegato a questa e-mail in formato PDF.',
    download: 'Può anche scaricarlo in qualsiasi momento dalla Sua domanda, nella pagina dello stato',
    travel: 'Stampi l’e-Visa e lo porti con sé insieme al passaporto durante il viaggio. I dati biometrici vengono rilevati all’arrivo in India.',
  },
  ja: {
    subject: (id) => `e-Visaが発給されました：申請 ${id}`,
    greeting: (name) => `${name} 様`,
    granted: 'インド政府があなたのe-Visaを発給しました。',
    applicationId: '申請ID',
    governmentReference: '政府の照会番号',
    attached: 'e-Visa（電子渡航認証）をPDFファイルとしてこのメールに添付しています。',
    download: '申請状況ページから、あなたの申請のe-Visaをいつでもダウンロードすることもできます',
    travel: 'e-Visaを印刷し、渡航時にパスポートと一緒にお持ちください。インド到着時に生体情報が採取されます。',
  },
  ru: {
    subject: (id) => `Ваша e-Visa выдана: заявка ${id}`,
    greeting: (name) => `Здравствуйте, ${name}!`,
    granted: 'Хорошие новости: правительство Индии выдало вам e-Visa.',
    applicationId: 'Номер заявки',
    governmentReference: 'Номер правительства',
    attached: 'Ваша e-Visa (электронное разрешение на поездку) приложена к этому письму в виде файла PDF.',
    download: 'Вы также можете в любое время скачать её из своей заявки на странице статуса',
    travel: 'Распечатайте e-Visa и возьмите её в поездку вместе с паспортом. Биометрические данные снимаются по прибытии в Индию.',
  },
  es: {
    subject: (id) => `Su e-Visa ha sido concedida: solicitud ${id}`,
    greeting: (name) => `Estimado/a ${name}:`,
    granted: 'Buenas noticias: el Gobierno de la India le ha concedido la e-Visa.',
    applicationId: 'ID de la solicitud',
    governmentReference: 'Referencia del Gobierno',
    attached: 'Su e-Visa (autorización electrónica de viaje) va adjunta a este correo electrónico en formato PDF.',
    download: 'También puede descargarla en cualquier momento desde su solicitud, en la página de estado',
    travel: 'Imprima la e-Visa y llévela con su pasaporte durante el viaje. Sus datos biométricos se toman a la llegada a la India.',
  },
  sv: {
    subject: (id) => `Ditt e-visum har beviljats: ansökan ${id}`,
    greeting: (name) => `Hej ${name},`,
    granted: 'Goda nyheter: Indiens regering har beviljat ditt e-visum.',
    applicationId: 'Ansöknings-ID',
    governmentReference: 'Regeringens referens',
    attached: 'Ditt e-visum (elektroniskt resetillstånd) är bifogat i det här mejlet som en PDF-fil.',
    download: 'Du kan också när som helst ladda ned det från din ansökan på statussidan',
    travel: 'Skriv ut e-visumet och ha det med dig tillsammans med passet på resan. Dina biometriska uppgifter tas vid ankomsten till Indien.',
  },
};

function grantedIn(language: string, wording: Wording): (facts: VisaResultFacts) => RenderedEmail {
  return (facts) => {
    const rows: [string, string][] = [
      [wording.applicationId, facts.applicationId],
      [wording.governmentReference, facts.governmentReference],
    ];
    const text = [
      wording.greeting(facts.applicantName),
      '',
      wording.granted,
      '',
      ...rows.map(([label, value]) => `${label}: ${value}`),
      '',
      wording.attached,
      `${wording.download}: ${facts.statusUrl}`,
      '',
      wording.travel,
    ].join('\n');
    const html = `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#1b1f24">
<p>${escapeHtml(wording.greeting(facts.applicantName))}</p>
<p><strong>${escapeHtml(wording.granted)}</strong></p>
<table cellpadding="6" style="border-collapse:collapse">${rows
      .map(([label, value]) => `<tr><th align="left" style="border-bottom:1px solid #d5dbe2">${escapeHtml(label)}</th><td style="border-bottom:1px solid #d5dbe2">${escapeHtml(value)}</td></tr>`)
      .join('')}</table>
<p>${escapeHtml(wording.attached)}</p>
<p>${escapeHtml(wording.download)}: <a href="${escapeHtml(facts.statusUrl)}">${escapeHtml(facts.statusUrl)}</a></p>
<p>${escapeHtml(wording.travel)}</p>
</body></html>`;
    return { subject: wording.subject(facts.applicationId), text, html };
  };
}

/** The e-mail that carries the granted e-Visa (attached by the sender), by language. */
export const VISA_GRANTED: Record<string, (facts: VisaResultFacts) => RenderedEmail> = Object.fromEntries(
  Object.entries(WORDING).map(([language, wording]) => [language, grantedIn(language, wording)]),
);

/** The attachment's file name, the same in every language. */
export const eVisaFileName = (applicationId: string) => `e-Visa-${applicationId}.pdf`;
