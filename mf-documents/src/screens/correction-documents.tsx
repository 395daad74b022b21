import '../documents.css';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from '@evisa/routing';
import { checkDocumentUpload, checkUpload, ROUTES, type ApplicantCorrection, type DocumentField, type MessageKey } from '@evisa/contracts';
import { LoadFailure, Loading, useApiResource, SaveFailure, useSave, FormErrorSummary } from '@evisa/api-client';
import { documentName, useTranslation } from '@evisa/i18n';
import { Button, PageTitle } from '@evisa/ui';
import { correctionRefusal, correctionUploadsApi } from '../correction/correction-uploads-api';
import { checkChosen, chooseDocument, type ChosenDocument } from '../documents/document-choice';
import { DocumentUpload } from '../documents/document-upload';
import { FORM_NAMESPACES } from '../i18n';

const PHOTO = 'mainImg';

/**
 * /corrections/{id}/documents: the photo and documents the agency's expert asked the applicant to upload again after
 * payment. Only those can be uploaded; then back to the correction screen to send the corrections.
 */
export default function CorrectionDocumentsScreen() {
  const { t } = useTranslation(FORM_NAMESPACES);
  const { id = '' } = useParams();
  const [load, reload] = useApiResource(id, correctionUploadsApi.load);
  return (
    <section data-screen="mf_documents/CorrectionDocuments" className="step-page correction-documents">
      <PageTitle title={t('correction.title')} lead={t('correction.lead', { id })} />
      {load.state === 'loading' && <Loading />}
      {load.state === 'failed' &&
        (correctionRefusal(load.failure.message) ? (
          <p className="callout callout--warning" role="alert">
            {t(`validation:${correctionRefusal(load.failure.message)}`)}
          </p>
        ) : (
          <LoadFailure failure={load.failure} onRetry={reload} />
        ))}
      {load.state === 'ready' && <CorrectionUploads id={id} correction={load.data} onUploaded={reload} />}
    </section>
  );
}

function CorrectionUploads({ id, correction, onUploaded }: { id: string; correction: ApplicantCorrection; onUploaded: () => void }) {
  const { t } = useTranslation(FORM_NAMESPACES);
  const [chosen, setChosen] = useState<Record<string, ChosenDocument>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempt, setAttempt] = useState(0);
  const [done, setDone] = useState(false);
  const { busy, failure, save } = useSave();
  const label = (field: string) => (field === PHOTO ? t('correction.photo') : documentName(t, field as DocumentField));
  // The photo is a JPEG or PNG; a document may also be a PDF (the documents step's own rules).
  const messageOf = (field: string, file: ChosenDocument) =>
    field === PHOTO ? checkUpload({ size: file.file.size, type: file.sniffedType ?? '' }, 'imageRequired') : checkChosen(field as DocumentField, file);
  const missingOf = (field: string): MessageKey => (field === PHOTO ? 'imageRequired' : checkDocumentUpload(field as DocumentField, null)!);

  const pick = async (field: string, file: File | null) => {
    setDone(false);
    const next = file ? await chooseDocument(file) : undefined;
    setChosen(({ [field]: _old, ...rest }) => (next ? { ...rest, [field]: next } : rest));
    const problem = next && messageOf(field, next);
    setErrors(({ [field]: _old, ...rest }) => (problem ? { ...rest, [field]: `validation:${problem}` } : rest));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const missing = correction.documents.filter((field) => !chosen[field] && !correction.replacedDocuments.includes(field));
    const found: Record<string, string> = {};
    for (const field of missing) found[field] = `validation:${missingOf(field)}`;
    for (const [field, file] of Object.entries(chosen)) {
      const problem = messageOf(field, file);
      if (problem) found[field] = `validation:${problem}`;
    }
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return setAttempt((n) => n + 1);
    }
    const refuse = (keys: Record<string, string>) => {
      setErrors(Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, `validation:${key}`])));
      setAttempt((n) => n + 1);
    };
    const documents = Object.fromEntries(Object.entries(chosen).filter(([field]) => field !== PHOTO).map(([field, file]) => [field, file.file]));
    let ok = true;
    if (chosen[PHOTO]) {
      ok = false;
      await save(() => correctionUploadsApi.savePhoto(id, chosen[PHOTO].file), { onSaved: () => (ok = true), onFieldErrors: refuse });
    }
    if (ok && Object.keys(documents).length > 0) {
      ok = false;
      await save(() => correctionUploadsApi.saveDocuments(id, documents), { onSaved: () => (ok = true), onFieldErrors: refuse });
    }
    if (!ok) return;
    setChosen({});
    setDone(true);
    onUploaded();
  };

  const summary = correction.documents.flatMap((field) => (errors[field] ? [{ field, message: t(errors[field]) }] : []));
  return (
    <form className="docs-form" noValidate onSubmit={submit}>
      {attempt > 0 && <FormErrorSummary errors={summary} attempt={attempt} />}
      <div className="callout">
        <p>
          <strong>{t('correction.messageTitle')}</strong>
        </p>
        <p className="correction-documents__message">{correction.message}</p>
      </div>
      <h2 className="docs-rules__title">{t('correction.filesTitle')}</h2>
      {correction.documents.map((field) => (
        <div key={field}>
          <DocumentUpload
            field={field as DocumentField}
            label={label(field)}
            required={!correction.replacedDocuments.includes(field)}
            chosen={chosen[field]}
            error={errors[field] && t(errors[field])}
            onChoose={(file) => void pick(field, file)}
            onView={() => window.open(chosen[field]?.url, '_blank', 'noopener')}
          />
          {correction.replacedDocuments.includes(field) && !chosen[field] && <p className="docs-document__state">{t('correction.uploadedAgain')}</p>}
        </div>
      ))}
      <SaveFailure failure={failure} kept="choices" />
      {done && (
        <p className="callout callout--success" role="status">
          {t('correction.uploaded')}
        </p>
      )}
      <div className="button-row">
        <Button type="submit" busy={busy} busyText={t('correction.busy')}>
          {t('correction.upload')}
        </Button>
        <Link className="btn btn--secondary" to={ROUTES.correction(id)}>
          {t('correction.back')}
        </Link>
      </div>
    </form>
  );
}
