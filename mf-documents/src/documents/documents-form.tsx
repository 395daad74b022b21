import '../documents.css';
import { SaveFailure, useSave, FormErrorSummary, SavedForLater } from '@evisa/api-client';
import { Fragment, useState, type FormEvent } from 'react';
import { documentsForService } from '@evisa/reference-data';
import { validateDocuments, type ApplicationRecord, type DocumentField, type MessageKey } from '@evisa/contracts';
import { documentName, useTranslation } from '@evisa/i18n';
import { ruleValues } from '@evisa/i18n/rule-values';
import { Button } from '@evisa/ui';
import { Checkbox } from '@evisa/ui/forms';
import { documentsApi, storedFileUrl } from '../api/documents-api';
import { SaveResumeNotice } from '../components/save-resume-notice';
import { FORM_NAMESPACES } from '../i18n';
import { PassportCopyCheckPanel } from '../passport-check/passport-copy-check';
import { usePassportCopyCheck } from '../passport-check/use-passport-copy-check';
import { checkChosen, EITHER_DOCUMENTS } from './document-choice';
import { DocumentPreview, type PreviewTarget } from './document-preview';
import { DocumentUpload } from './document-upload';
import { SamplePassport } from './sample-passport';
import { useChosenDocuments } from './use-chosen-documents';

interface DocumentsFormProps {
  id: string;
  record: ApplicationRecord;
  onSaved: (uniqueId: string) => void;
}

/** field -> i18n key with its namespace. */
type Errors = Partial<Record<DocumentField | 'passportCheck' | 'verified', string>>;

const validation = (key: MessageKey) => `validation:${key}`;

/**
 * Spec 2.11: the documents the visa service needs (documentsForService), 'View Doc', the sample passport and
 * the verification statement. What is stored already is shown and need not be sent again; the server also
 * checks which documents the service needs and answers for the fields, shown here like the browser's own.
 */
export function DocumentsForm({ id, record, onSaved }: DocumentsFormProps) {
  const { t, i18n } = useTranslation(FORM_NAMESPACES);
  const fields = documentsForService(record.visaService);
  const { chosen, choose } = useChosenDocuments();
  const copyCheck = usePassportCopyCheck(record);
  const { busy, failure, save } = useSave();
  const [errors, setErrors] = useState<Errors>({});
  const [verified, setVerified] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [preview, setPreview] = useState<PreviewTarget>(null);
  const [exiting, setExiting] = useState(false);
  const [savedForLater, setSavedForLater] = useState<{ notSaved: string[] } | null>(null);
  const stored = fields.filter((field) => Boolean(record[field]));
  const either = EITHER_DOCUMENTS.every((field) => fields.includes(field));
  const label = (field: DocumentField) => documentName(t, field);

  const pick = async (field: DocumentField, file: File | null) => {
    const next = await choose(field, file);
    const problem = next ? checkChosen(field, next) : undefined;
    setErrors(({ [field]: _old, ...rest }) => (problem ? { ...rest, [field]: validation(problem) } : rest));
    if (field === 'passportCopy') {
      setErrors(({ passportCheck: _old, ...rest }) => rest);
      await copyCheck.read(problem ? undefined : next);
    }
  };

  const refuse = (next: Errors) => {
    setErrors(next);
    setAttempt((n) => n + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const uploads = Object.fromEntries(fields.map((field) => [field, chosen[field] && { size: chosen[field].file.size, type: chosen[field].sniffedType ?? '' }]));
    const found: Errors = Object.fromEntries(Object.entries(validateDocuments(record.visaService, uploads, stored)).map(([field, key]) => [field, key && validation(key)]));
    if (copyCheck.blocking) found.passportCheck = 'passport-check:unresolved';
    if (!verified) found.verified = 'documents:documents.verifiedRequired';
    if (Object.keys(found).length > 0) return refuse(found);
    const files = Object.fromEntries(fields.flatMap((field) => (chosen[field] ? [[field, chosen[field].file]] : [])));
    await save(() => documentsApi.saveDocuments(id, files), {
      onSaved: ({ uniqueId }) => onSaved(uniqueId),
      onFieldErrors: (keys) => refuse(Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, validation(key)]))),
    });
  };

  /**
   * 'Save and exit': the chosen files that pass their checks are uploaded (the verification statement is for
   * submitting, not for saving); the others, and any the server refuses, are named as not saved.
   */
  const saveAndExit = async () => {
    if (busy) return;
    const valid = fields.filter((field) => chosen[field] && !checkChosen(field, chosen[field]));
    const invalid = fields.filter((field) => chosen[field] && !valid.includes(field));
    if (valid.length === 0) return setSavedForLater({ notSaved: invalid.map(label) });
    setExiting(true);
    await save(() => documentsApi.saveDocuments(id, Object.fromEntries(valid.map((field) => [field, chosen[field]!.file]))), {
      onSaved: () => setSavedForLater({ notSaved: invalid.map(label) }),
      onFieldErrors: () => setSavedForLater({ notSaved: [...valid, ...invalid].map(label) }),
    });
    setExiting(false);
  };

  const view = (field: DocumentField) => {
    const src = chosen[field]?.url ?? (record[field] ? storedFileUrl('document', record[field]) : undefined);
    if (src) setPreview({ label: label(field), src });
  };

  if (savedForLater) return <SavedForLater id={id} notKept={{ intro: t('documents:saveAndExit.notSaved'), items: savedForLater.notSaved }} onContinue={() => setSavedForLater(null)} />;

  const summary = [...fields, 'passportCheck' as const, 'verified' as const].flatMap((field) => (errors[field] ? [{ field, message: t(errors[field]) }] : []));
  return (
    <form className="docs-form" noValidate onSubmit={submit}>
      {attempt > 0 && <FormErrorSummary errors={summary} attempt={attempt} />}
      <div className="docs-documents">
        <div className="docs-documents__main">
          <section className="docs-rules" aria-labelledby="docs-documents-rules-title">
            <h2 id="docs-documents-rules-title" className="docs-rules__title">
              {t('documents:documents.rulesTitle')}
            </h2>
            <p>{t('documents:documents.rules', { rule: ruleValues(i18n.language) })}</p>
            <p className="note">{t('documents:requiredNote')}</p>
          </section>
          {fields.map((field) => (
            <Fragment key={field}>
              {either && field === EITHER_DOCUMENTS[0] && <p className="callout docs-either">{t('documents:documents.either')}</p>}
              <DocumentUpload
                field={field}
                label={label(field)}
                required={!(either && EITHER_DOCUMENTS.includes(field))}
                stored={record[field]}
                storedUrl={record[field] ? storedFileUrl('document', record[field]) : undefined}
                chosen={chosen[field]}
                error={errors[field] && t(errors[field])}
                onChoose={(file) => void pick(field, file)}
                onView={() => view(field)}
              />
              {field === 'passportCopy' && <PassportCopyCheckPanel id={id} copyCheck={copyCheck} error={errors.passportCheck && t(errors.passportCheck)} />}
            </Fragment>
          ))}
        </div>
        <SamplePassport />
      </div>
      <Checkbox
        name="verified"
        label={t('documents:documents.verified')}
        required
        checked={verified}
        error={errors.verified && t(errors.verified)}
        onChange={(event) => {
          setVerified(event.currentTarget.checked);
          setErrors(({ verified: _old, ...rest }) => rest);
        }}
      />
      <SaveFailure failure={failure} kept="choices" />
      <SaveResumeNotice />
      <div className="button-row">
        <Button type="submit" busy={busy && !exiting} busyText={t('documents:busy')} disabled={busy}>
          {t('documents:submitAndNext')}
        </Button>
        <Button variant="secondary" busy={exiting} busyText={t('journey:saveAndExit.busy')} disabled={busy} onClick={() => void saveAndExit()}>
          {t('journey:saveAndExit.button')}
        </Button>
      </div>
      <DocumentPreview target={preview} onClose={() => setPreview(null)} />
    </form>
  );
}
