import '../documents.css';
import { SaveFailure, useSave, FormErrorSummary } from '@evisa/api-client';
import { useState, type FormEvent } from 'react';
import { SECURITY_QUESTIONS, type YesNo } from '@evisa/reference-data';
import { validateQuestions, type ApplicationRecord, type QuestionsPayload } from '@evisa/contracts';
import { useTranslation } from '@evisa/i18n';
import { Button } from '@evisa/ui';
import { Checkbox, FormSection } from '@evisa/ui/forms';
import { documentsApi } from '../api/documents-api';
import { FORM_NAMESPACES } from '../i18n';
import { SecurityQuestion } from './security-question';

interface QuestionsFormProps {
  id: string;
  record: ApplicationRecord;
  onSaved: (uniqueId: string) => void;
}

type Answers = Record<string, string>;

function initialAnswers(record: ApplicationRecord): Answers {
  const stored = record as unknown as Record<string, unknown>;
  const text = (field: string) => (typeof stored[field] === 'string' ? (stored[field] as string) : '');
  return Object.fromEntries(SECURITY_QUESTIONS.flatMap(({ key, detailField }) => [[key, text(key)], [detailField, text(detailField)]]));
}

/** What is sent: the six answers, the details of each 'Yes' only, and the declaration. */
function payloadOf(answers: Answers, declaration: boolean): QuestionsPayload {
  const payload: Record<string, unknown> = { declaration };
  for (const { key, detailField } of SECURITY_QUESTIONS) {
    payload[key] = answers[key];
    if (answers[key] === 'Yes') payload[detailField] = answers[detailField];
  }
  return payload as QuestionsPayload;
}

/** Spec 2.12 and 5.6: six yes/no questions, details for each 'Yes', the declaration; then the preview. */
export function QuestionsForm({ id, record, onSaved }: QuestionsFormProps) {
  const { t } = useTranslation(FORM_NAMESPACES);
  const [answers, setAnswers] = useState<Answers>(() => initialAnswers(record));
  // A legal declaration is given afresh on every visit, never ticked in advance.
  const [declaration, setDeclaration] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempt, setAttempt] = useState(0);
  const { busy, failure, save } = useSave({ otherwise: 'errorSubmittingApplication' });

  const change = (field: string, value: string) => {
    setAnswers((all) => ({ ...all, [field]: value }));
    setErrors(({ [field]: _old, ...rest }) => rest);
  };

  const refuse = (keys: Record<string, string | undefined>) => {
    setErrors(Object.fromEntries(Object.entries(keys).flatMap(([field, key]) => (key ? [[field, `validation:${key}`]] : []))));
    setAttempt((n) => n + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const payload = payloadOf(answers, declaration);
    const found = validateQuestions(payload);
    if (Object.keys(found).length > 0) return refuse(found);
    await save(() => documentsApi.saveQuestions(id, payload), { onSaved: ({ uniqueId }) => onSaved(uniqueId), onFieldErrors: refuse });
  };

  // Six questions may all say 'This field is required': the summary says which question each message is about.
  const summary = [
    ...SECURITY_QUESTIONS.flatMap(({ key, detailField }, index) =>
      [
        [key, 'documents:questions.summaryItem'],
        [detailField, 'documents:questions.summaryDetails'],
      ].flatMap(([field, item]) => (errors[field] ? [{ field, message: t(item, { number: index + 1, message: t(errors[field]) }) }] : [])),
    ),
    ...(errors.declaration ? [{ field: 'declaration', message: t(errors.declaration) }] : []),
  ];
  return (
    <form className="docs-form" noValidate onSubmit={submit}>
      {attempt > 0 && <FormErrorSummary errors={summary} attempt={attempt} />}
      <p className="note">{t('documents:requiredNote')}</p>
      <FormSection legend={t('documents:questions.sectionTitle')}>
        {SECURITY_QUESTIONS.map(({ key, detailField }) => (
          <SecurityQuestion
            key={key}
            questionKey={key}
            detailField={detailField}
            answer={answers[key] as YesNo | ''}
            details={answers[detailField]}
            answerError={errors[key]}
            detailsError={errors[detailField]}
            onAnswer={(answer) => change(key, answer)}
            onDetails={(details) => change(detailField, details)}
          />
        ))}
      </FormSection>
      <FormSection legend={t('documents:questions.declarationTitle')}>
        <Checkbox
          name="declaration"
          label={t('documents:questions.declaration')}
          required
          checked={declaration}
          error={errors.declaration && t(errors.declaration)}
          onChange={(event) => {
            setDeclaration(event.currentTarget.checked);
            setErrors(({ declaration: _old, ...rest }) => rest);
          }}
        />
      </FormSection>
      <SaveFailure failure={failure} otherwise="errorSubmittingApplication" kept="choices" />
      <div className="button-row">
        <Button type="submit" busy={busy} busyText={t('documents:questions.busy')}>
          {t('documents:questions.submit')}
        </Button>
      </div>
    </form>
  );
}
