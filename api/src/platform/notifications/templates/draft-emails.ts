import { escapeHtml, htmlPage, textBody, htmlNote } from './email-format';
import { emailLanguage, emailTemplate, wordsIn } from './email-texts';

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

// Anyone could type someone else's address in step 1: these mails carry nothing the applicant typed (no name, no
// date of birth, no passport data), only the number and a resume link that opens only that application.
const TEMPLATE = 'draft';

const resumeButton = (url: string, label: string) => `<p><a href="${escapeHtml(url)}" style="color:#0b5cad">${label}</a></p>`;

/** After step 1: the temporary number and where to continue. */
export const renderDraftResume = emailTemplate<DraftEmailFacts>(TEMPLATE, ({ language, text, html }, facts) => {
  const kept = { days: facts.keptDays };
  return {
    subject: text('resumeSubject', { applicationId: facts.applicationId }),
    text: textBody([text('greeting'), text('started'), `${text('number')}: ${facts.applicationId}`, `${text('resume')}: ${facts.resumeUrl}`, text('kept', kept), text('notYou')]),
    html: htmlPage(language, [
      `<p>${html('greeting')}</p>`,
      `<p>${html('started')}</p>`,
      `<p>${html('number')}: <strong>${escapeHtml(facts.applicationId)}</strong></p>`,
      resumeButton(facts.resumeUrl, html('button')),
      `<p>${html('kept', kept)}</p>`,
      htmlNote(html('notYou')),
    ]),
  };
});

/** A few days after the last change of an unpaid application: once, with the opt-out. */
export const renderDraftReminder = emailTemplate<DraftReminderFacts>(TEMPLATE, ({ language, text, html }, facts) => {
  const kept = { days: facts.keptDays };
  return {
    subject: text('reminderSubject', { applicationId: facts.applicationId }),
    text: textBody([
      text('greeting'),
      text('notPaid'),
      `${text('number')}: ${facts.applicationId}`,
      `${text('resume')}: ${facts.resumeUrl}`,
      text('kept', kept),
      `${text('onlyOnce')} ${text('unsubscribe')}: ${facts.unsubscribeUrl}`,
    ]),
    html: htmlPage(language, [
      `<p>${html('greeting')}</p>`,
      `<p>${html('notPaid')}</p>`,
      `<p>${html('number')}: <strong>${escapeHtml(facts.applicationId)}</strong></p>`,
      resumeButton(facts.resumeUrl, html('button')),
      `<p>${html('kept', kept)}</p>`,
      htmlNote(`${html('onlyOnce')} <a href="${escapeHtml(facts.unsubscribeUrl)}" style="color:#4a5560">${html('unsubscribe')}</a>`),
    ]),
  };
});

/** Asked for on the resume page: a link that opens the application without the date of birth. */
export const renderResumeLink = emailTemplate<DraftEmailFacts & { linkDays: number }>(TEMPLATE, ({ language, text, html }, facts) => {
  const days = { days: facts.linkDays };
  return {
    subject: text('linkSubject', { applicationId: facts.applicationId }),
    text: textBody([text('greeting'), text('linkAsked'), `${text('number')}: ${facts.applicationId}`, `${text('resume')}: ${facts.resumeUrl}`, text('linkExpires', days), text('linkNotYou')]),
    html: htmlPage(language, [
      `<p>${html('greeting')}</p>`,
      `<p>${html('linkAsked')}</p>`,
      `<p>${html('number')}: <strong>${escapeHtml(facts.applicationId)}</strong></p>`,
      resumeButton(facts.resumeUrl, html('button')),
      `<p>${html('linkExpires', days)}</p>`,
      htmlNote(html('linkNotYou')),
    ]),
  };
});

export type OptOutPageState = 'confirm' | 'done' | 'invalid';

/**
 * The page the opt-out link opens (the API answers it as HTML): a button that posts the one-click opt-out (a GET
 * changes nothing, so a mail scanner that follows links opts nobody out), then the confirmation.
 */
export function renderOptOutPage(language: string | undefined, state: OptOutPageState): string {
  const { language: chosen, html } = wordsIn(emailLanguage(language), TEMPLATE);
  const body =
    state === 'confirm'
      ? `<p>${html('pageConfirm')}</p>\n<form method="post"><button type="submit" style="font:inherit;padding:8px 16px">${html('pageButton')}</button></form>`
      : `<p>${html(state === 'done' ? 'pageDone' : 'pageInvalid')}</p>`;
  return `<!doctype html><html lang="${chosen}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${html('pageTitle')}</title></head><body style="font-family:Arial,sans-serif;color:#1b1f24;max-width:40rem;margin:2rem auto;padding:0 1rem">\n<h1 style="font-size:1.4rem">${html('pageTitle')}</h1>\n${body}\n</body></html>`;
}
