import '../application.css';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useParams } from '@evisa/routing';
import { APPLICATION_DECLARATIONS, CORRECTABLE_FIELDS, revealingGroupOf, ROUTES, type ApplicantCorrection, type FieldErrors } from '@evisa/contracts';
import { failureText, Loading, type ApiFailureResult } from '@evisa/api-client';
import { useTranslation } from '@evisa/i18n';
import { Button, PageTitle } from '@evisa/ui';
import { FormSection } from '@evisa/ui/forms';
import { correctionApi, correctionRefusal } from '../correction/correction-api';
import { CorrectionField } from '../correction/correction-field';
import { useDateLimits } from '../form/dates';
import { StepErrorSummary } from '../form/step-error-summary';
import { useFields } from '../form/use-fields';
import { useFormState, type FormValues } from '../form/use-form-state';
import { FORM_NAMESPACES } from '../i18n';
import { useOptionLists } from '../options/use-option-lists';
import { SaarcVisits } from '../steps/step5/saarc-visits';

type Load = { state: 'loading' } | { state: 'ready'; correction: ApplicantCorrection } | { state: 'failed'; failure: ApiFailureResult } | { state: 'sent' };

/** The stored answers as the form holds them: text, 'true'/'false' for the yes/no passport question, booleans for ticks. */
function formValues(correction: ApplicantCorrection): FormValues {
  return Object.fromEntries(
    correction.fields.map((field) => {
      const value = correction.answers[field];
      if (field === 'otherPassport') return [field, typeof value === 'boolean' ? String(value) : ''];
      if (field === 'saarcDetails') return [field, Array.isArray(value) ? value : []];
      return [field, value ?? (field === 'nameChanged' || field === 'sameAsPermanent' ? false : '')];
    }),
  );
}

/** The empty answer of a field, as a save clears it: the SAARC visits are a list. */
const emptyAnswer = (field: string) => (field === 'saarcDetails' ? [] : '');

/**
 * Whether an opened answer is asked, as on its step: one revealed by another opened answer (the details of a "Yes")
 * only while that answer reveals it; one whose revealing answer was not opened always (the desk asked for it).
 */
function asked(field: string, opened: readonly string[], values: FormValues): boolean {
  const group = revealingGroupOf(field);
  return !group || !opened.includes(group.trigger) || group.asked(values);
}

/**
 * /corrections/{id}: the answers the agency's expert asked the applicant to correct after payment, opened
 * by the signed link of the e-mail (its token in the fragment, so it never reaches a server log). Only those answers
 * (with what they reveal, shown as on their step) can be saved; requested documents are uploaded again on the documents' correction screen; "Send
 * corrections" returns the application to the expert.
 */
export default function CorrectionScreen() {
  const { t } = useTranslation(FORM_NAMESPACES);
  const { id = '' } = useParams();
  const { hash } = useLocation();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const sentNotice = useRef<HTMLDivElement>(null);
  // The send button is at the foot of a long form: bring the confirmation that replaced it into view (and focus).
  useEffect(() => {
    if (load.state === 'sent') sentNotice.current?.focus();
  }, [load.state]);

  useEffect(() => {
    let current = true;
    const token = hash.replace(/^#/, '');
    void (token ? correctionApi.open(id, token) : correctionApi.load(id)).then((result) => {
      if (!current) return;
      // The link has done its work: the browser now holds access, and the token leaves the address bar and history.
      if (token && typeof window !== 'undefined') window.history.replaceState(window.history.state, '', window.location.pathname);
      setLoad(result.ok ? { state: 'ready', correction: result.data } : { state: 'failed', failure: result });
    });
    return () => {
      current = false;
    };
  }, [id, hash]);

  return (
    <section data-screen="mf_application/Correction" className="step-page correction">
      <PageTitle title={t('correction.title')} lead={t('correction.lead', { id })} />
      {load.state === 'loading' && <Loading />}
      {load.state === 'failed' && <CorrectionUnavailable failure={load.failure} />}
      {load.state === 'sent' && (
        <div className="callout callout--success" role="status" tabIndex={-1} ref={sentNotice}>
          <p>
            <strong>{t('correction.sentTitle')}</strong>
          </p>
          <p>{t('correction.sentText')}</p>
        </div>
      )}
      {load.state === 'ready' && <CorrectionForm id={id} correction={load.correction} onSent={() => setLoad({ state: 'sent' })} />}
    </section>
  );
}

function CorrectionUnavailable({ failure }: { failure: ApiFailureResult }) {
  const { t } = useTranslation(FORM_NAMESPACES);
  const key = correctionRefusal(failure);
  return (
    <div className="callout callout--warning" role="alert">
      <p>
        <strong>{key ? t(`validation:${key}`) : failureText(t, failure)}</strong>
      </p>
      <p>
        <Link to={ROUTES.contact}>{t('correction.contactUs')}</Link>
      </p>
    </div>
  );
}

function CorrectionForm({ id, correction, onSent }: { id: string; correction: ApplicantCorrection; onSent: () => void }) {
  const { t } = useTranslation(FORM_NAMESPACES);
  const form = useFormState(formValues(correction), APPLICATION_DECLARATIONS);
  const fields = useFields(form);
  const [busy, setBusy] = useState<'save' | 'send' | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'warning'; text: string } | null>(null);
  const { today } = useDateLimits();
  const lists = useOptionLists(form.declarations);
  const order = CORRECTABLE_FIELDS.filter((field) => correction.fields.includes(field));
  const shown = order.filter((field) => asked(field, order, form.values));
  const missingDocuments = correction.documents.filter((document) => !correction.replacedDocuments.includes(document));

  /** Saves the opened answers; false when the answers need fixing or the save failed (the reason is shown). */
  const save = async (): Promise<boolean> => {
    if (order.length === 0) return true;
    // An answer its "No" hides again is cleared, as its step does.
    const answers = Object.fromEntries(order.map((field) => [field, shown.includes(field) ? (form.values[field] ?? '') : emptyAnswer(field)]));
    const result = await correctionApi.save(id, answers);
    if (result.ok) return true;
    if (result.kind === 'http' && result.status === 400 && Object.keys(result.errorKeys).length > 0) form.showErrors(result.errorKeys as FieldErrors);
    else setNotice({ tone: 'warning', text: refusalText(result) });
    return false;
  };
  const refusalText = (failure: ApiFailureResult) => {
    const key = correctionRefusal(failure);
    if (key) return t(`validation:${key}`);
    // Any other conflict (the desk moved the application meanwhile) is not "paid or blocked", the site's usual 409.
    return failure.kind === 'http' && failure.status === 409 ? t('validation:somethingWentWrong') : failureText(t, failure);
  };

  const saveOnly = async () => {
    if (busy) return;
    setBusy('save');
    setNotice(null);
    if (await save()) setNotice({ tone: 'success', text: t('correction.saved') });
    setBusy(null);
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setNotice(null);
    if (missingDocuments.length > 0) return setNotice({ tone: 'warning', text: t('correction.documentsFirst') });
    setBusy('send');
    if (!(await save())) return setBusy(null);
    const result = await correctionApi.resubmit(id);
    setBusy(null);
    if (result.ok) return onSent();
    setNotice({ tone: 'warning', text: refusalText(result) });
  };

  return (
    <form noValidate onSubmit={send} aria-label={t('correction.title')}>
      <StepErrorSummary errors={form.errors} order={shown} attempt={form.attempt} />
      <div className="callout">
        <p>
          <strong>{t('correction.messageTitle')}</strong>
        </p>
        <p className="correction__message">{correction.message}</p>
      </div>
      {order.length > 0 && (
        <FormSection legend={t('correction.answersTitle')}>
          {shown.map((field) =>
            field === 'saarcDetails' ? <SaarcVisits key={field} form={form} lists={lists} today={today} /> : <CorrectionField key={field} name={field} fields={fields} />,
          )}
        </FormSection>
      )}
      {correction.documents.length > 0 && (
        <FormSection legend={t('correction.documentsTitle')}>
          <p className="form-section__wide">
            {missingDocuments.length > 0 ? t('correction.documentsWaiting') : t('correction.documentsDone')}
          </p>
          <p className="form-section__wide">
            <Link to={ROUTES.correctionDocuments(id)}>{t('correction.documentsLink')}</Link>
          </p>
        </FormSection>
      )}
      {notice && (
        <div className={`callout callout--${notice.tone}`} role={notice.tone === 'warning' ? 'alert' : 'status'}>
          <p>{notice.text}</p>
        </div>
      )}
      <p className="note">{t('correction.sendNote')}</p>
      <div className="button-row">
        {order.length > 0 && (
          <Button variant="secondary" busy={busy === 'save'} busyText={t('correction.busy')} onClick={saveOnly}>
            {t('correction.save')}
          </Button>
        )}
        <Button type="submit" busy={busy === 'send'} busyText={t('correction.busy')}>
          {t('correction.send')}
        </Button>
      </div>
    </form>
  );
}
