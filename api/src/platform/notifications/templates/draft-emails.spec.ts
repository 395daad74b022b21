import { renderDraftReminder, renderDraftResume, renderOptOutPage } from './draft-emails';
import { EMAIL_LANGUAGES } from './email-texts';

const LANGUAGES = ['en', 'fr', 'de', 'it', 'ja', 'ru', 'es', 'sv'];
const FACTS = { applicationId: 'IN0123456789ABC', resumeUrl: 'https://visa.example/partial-Filled#IN0123456789ABC', keptDays: 30, unsubscribeUrl: 'https://visa.example/api/x?token=a&b' };

describe('the e-mails about unpaid applications, in every language of the site', () => {
  it('has every language', () => {
    expect([...EMAIL_LANGUAGES].sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))('writes %s in its own words, not English', (language) => {
    const english = [renderDraftResume('en', FACTS), renderDraftReminder('en', FACTS)];
    const [resume, reminder] = [renderDraftResume(language, FACTS), renderDraftReminder(language, FACTS)];
    expect([resume.language, reminder.language]).toEqual([language, language]);
    expect(resume.subject).not.toBe(english[0].subject);
    expect(reminder.text).not.toBe(english[1].text);
    expect(renderOptOutPage(language, 'confirm')).toContain(`<html lang="${language}">`);
  });

  it('escapes the links in HTML and states how long an unpaid application is kept', () => {
    const reminder = renderDraftReminder('en', FACTS);
    expect(reminder.html).toContain('href="https://visa.example/api/x?token=a&amp;b"');
    expect(reminder.text).toContain('An unpaid application is deleted 30 days after its last change.');
    expect(renderDraftResume('xx', FACTS).language).toBe('en');
  });
});
