import { useId } from 'react';
import { CONTACT_LIMITS } from '@evisa/contracts';
import { Button } from '@evisa/ui';
import { ErrorSummary, TextArea, TextField } from '@evisa/ui/forms';
import { infoTexts, useInfoTranslation } from '../i18n';
import { CONTACT_FIELDS, useContactForm } from './use-contact-form';
import './contact-form.css';

/** The form's texts: the screens that show it (home, contact) list them among theirs. */
export const CONTACT_FORM_TEXTS = infoTexts('info-contact-form', (language) => import(`../../locales/${language}/info-contact-form.json`));

type ContactFormProps = {
  /** 'compact': the home page's enquiry box; the same fields and rules in less space. */
  variant?: 'full' | 'compact';
};

/** A message to the agency: /contact and, compact, the home page. */
export function ContactForm({ variant = 'full' }: ContactFormProps) {
  const { t, i18n } = useInfoTranslation();
  // The messages are needed only after a submit: downloaded with the rules (useContactForm), not with the page.
  const form = useContactForm(i18n.language, () => i18n.loadNamespaces('validation'));
  const headingId = useId();
  const compact = variant === 'compact';
  const error = (field: string) => {
    const key = form.errors[field];
    return key ? t(key, { ns: 'validation' }) : undefined;
  };

  return (
    <section className={`contact-form contact-form--${variant}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="contact-form__title">
        {t(compact ? 'contactForm.compactTitle' : 'contactForm.title')}
      </h2>
      <p className="contact-form__lead">{t(compact ? 'contactForm.compactLead' : 'contactForm.lead')}</p>

      {form.sentTo ? (
        <div className="contact-form__sent" role="status">
          <p className="contact-form__sent-title">{t('contactForm.sentTitle')}</p>
          <p>{t('contactForm.sentBody', { email: form.sentTo })}</p>
          <Button variant="secondary" onClick={form.reset}>
            {t('contactForm.sendAnother')}
          </Button>
        </div>
      ) : (
        <form method="post" noValidate onSubmit={form.onSubmit} aria-labelledby={headingId}>
          <ErrorSummary
            title={t('contactForm.errorSummaryTitle')}
            submitCount={form.submitCount}
            // The messages repeat ('This field is required'): each entry names its field.
            errors={CONTACT_FIELDS.filter((field) => form.errors[field]).map((field) => ({
              field,
              message: t('contactForm.errorSummaryItem', { label: t(`contactForm.${field}`), message: error(field) }),
            }))}
          />
          {form.failure && (
            <p className="contact-form__failure" role="alert">
              {t(form.failure.key, { ns: 'validation' })}
            </p>
          )}
          <div className="contact-form__grid">
            <TextField name="name" label={t('contactForm.name')} required autoComplete="name" maxLength={CONTACT_LIMITS.nameMax} value={form.values.name} onChange={form.onChange} error={error('name')} />
            <TextField name="email" type="email" label={t('contactForm.email')} required autoComplete="email" value={form.values.email} onChange={form.onChange} error={error('email')} />
            <TextField name="phone" type="tel" label={t('contactForm.phone')} hint={t('contactForm.phoneHint')} required autoComplete="tel" value={form.values.phone} onChange={form.onChange} error={error('phone')} />
            <TextField name="applicationId" label={t('contactForm.applicationId')} hint={compact ? undefined : t('contactForm.applicationIdHint')} autoComplete="off" value={form.values.applicationId} onChange={form.onChange} error={error('applicationId')} />
          </div>
          <TextArea
            name="message"
            label={t('contactForm.message')}
            hint={t('contactForm.messageHint', { max: new Intl.NumberFormat(i18n.language).format(CONTACT_LIMITS.messageMax) })}
            required
            rows={compact ? 3 : 6}
            maxLength={CONTACT_LIMITS.messageMax}
            value={form.values.message}
            onChange={form.onChange}
            error={error('message')}
          />
          {/* The honeypot: out of sight and out of the tab order, so only a bot fills it in. */}
          <div className="contact-form__trap" aria-hidden="true">
            <label htmlFor={`${headingId}-website`}>{t('contactForm.website')}</label>
            <input id={`${headingId}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" value={form.values.website} onChange={form.onChange} />
          </div>
          <Button type="submit" busy={form.busy} busyText={t('contactForm.busy')}>
            {t('contactForm.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
