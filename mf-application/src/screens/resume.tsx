import '../application.css';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from '@evisa/routing';
import { hasErrors, LOOKUP_DECLARATIONS, ROUTES, STEP_ROUTES, STEP1_DECLARATIONS, validateResume, type FindApplicationResult } from '@evisa/contracts';
import { useTranslation } from '@evisa/i18n';
import { Button, PageTitle, useToast } from '@evisa/ui';
import { DateField, TextField } from '@evisa/ui/forms';
import { applicationApi } from '../application/application-api';
import { failureText, type ApiFailureResult, SaveFailure } from '@evisa/api-client';
import { StepErrorSummary } from '../form/step-error-summary';
import { useFields } from '../form/use-fields';
import { useFormState } from '../form/use-form-state';
import { FORM_NAMESPACES } from '../i18n';

const ORDER = ['applicationId', 'dateOfBirth'];

/** The lookup's fields: its application number, the date of birth as step 1 asks it. */
const DECLARATIONS = { applicationId: LOOKUP_DECLARATIONS.applicationId, dateOfBirth: STEP1_DECLARATIONS.dateOfBirth };

/** Where a found application continues: its first incomplete step (Preview when all are done). */
function continueAt(found: FindApplicationResult): string {
  if (found.status === 'paid') return ROUTES.confirmation(found.uniqueId);
  return found.nextStep ? STEP_ROUTES[found.nextStep](found.uniqueId) : ROUTES.preview(found.uniqueId);
}

/**
 * /partial-Filled, 'Application Details' (spec 2.5): the application number and the date of birth. A match
 * continues where the applicant stopped; any mismatch gets one answer that never says whether the number exists.
 * The applicant can also have a link to the application e-mailed to the address given in it: the
 * answer is the same for any number.
 */
export default function ResumeScreen() {
  const { t } = useTranslation(FORM_NAMESPACES);
  const navigate = useNavigate();
  const toast = useToast();
  const form = useFormState({ applicationId: '', dateOfBirth: '' }, DECLARATIONS);
  const fields = useFields(form, ORDER);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiFailureResult | null>(null);
  const [notice, setNotice] = useState<{ kind: 'success' | 'warning'; text: string } | null>(null);
  const { set } = form;

  // The e-mailed link names the application in the fragment (/partial-Filled#IN...:<token>), which no server sees:
  // with a valid token it opens the application without the date of birth; otherwise the number is
  // filled in. Read after the first render (the page's pre-rendered HTML has no fragment).
  useEffect(() => {
    const [fromLink, token] = decodeURIComponent(window.location.hash.slice(1)).trim().split(':');
    if (!/^[A-Za-z0-9]{6,20}$/.test(fromLink)) return;
    set('applicationId', fromLink.toUpperCase());
    if (!token) return;
    void applicationApi.openLink(fromLink.toUpperCase(), token).then((result) => {
      if (result.ok) return navigate(continueAt(result.data));
      setNotice({ kind: 'warning', text: t('validation:resumeLinkInvalid') });
    });
  }, [set, navigate, t]);

  const emailLink = async () => {
    if (busy) return;
    const applicationId = String(form.values.applicationId).trim();
    if (!applicationId) return form.showErrors({ applicationId: 'required' });
    setBusy(true);
    setFailure(null);
    const result = await applicationApi.emailLink(applicationId);
    setBusy(false);
    if (result.ok) return setNotice({ kind: 'success', text: t('validation:resumeLinkSent') });
    setFailure(result);
    toast.show('error', failureText(t, result));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const errors = validateResume(form.values);
    if (hasErrors(errors)) return form.showErrors(errors);
    setBusy(true);
    setFailure(null);
    const result = await applicationApi.find(String(form.values.applicationId).trim(), String(form.values.dateOfBirth));
    if (result.ok) {
      toast.clearErrors();
      return navigate(continueAt(result.data));
    }
    setBusy(false);
    if (result.kind === 'http' && result.status === 404) {
      form.showErrors({ applicationId: 'applicationNotFound' });
      return toast.show('error', t('validation:applicationNotFound'));
    }
    if (result.kind === 'http' && result.status === 400 && Object.keys(result.errorKeys).length > 0) return form.showErrors(result.errorKeys);
    setFailure(result);
    toast.show('error', failureText(t, result));
  };

  return (
    <section data-screen="mf_application/Resume" className="step-page resume">
      <PageTitle title={t('resume.title')} lead={t('resume.lead')} />
      <form method="post" noValidate onSubmit={submit} aria-label={t('resume.title')} className="resume__form">
        <StepErrorSummary errors={form.errors} order={ORDER} attempt={form.attempt} />
        <TextField {...fields.text('applicationId', { label: t('resume.applicationId') })} placeholder={t('resume.placeholder')} autoCapitalize="characters" autoComplete="off" spellCheck={false} />
        <DateField {...fields.date('dateOfBirth')} autoComplete="bday" />
        <SaveFailure failure={failure} />
        <div className="button-row">
          <Button type="submit" busy={busy} busyText={t('resume.busy')}>
            {t('resume.submit')}
          </Button>
        </div>
      </form>
      <div className="resume__link">
        <p>{t('resume.linkLead')}</p>
        <Button variant="secondary" onClick={emailLink} disabled={busy}>
          {t('resume.emailLink')}
        </Button>
        {notice && (
          <p className={`callout callout--${notice.kind}`} role="status">
            {notice.text}
          </p>
        )}
      </div>
    </section>
  );
}
