import { useState, type FormEvent } from 'react';
import {
  TEMPLATE_FALLBACK_LANGUAGE,
  TEMPLATE_KINDS,
  TEMPLATE_TEXT_MAX_LENGTH,
  TEMPLATE_TITLE_MAX_LENGTH,
  TEMPLATES_API,
  type MessageTemplate,
  type TemplateKind,
  type TemplateTexts,
} from '@evisa/contracts';
import { staffApi, staffFailureText, staffRequest } from '@evisa/api-client/staff';
import { LANGUAGE_CODES, useTranslation } from '@evisa/i18n';
import { Button } from '@evisa/ui';
import { SelectField, TextArea, TextField } from '@evisa/ui/forms';
import { Refusal } from '../session/refusal';
import { languageName, TEMPLATES_NAMESPACE } from './template-texts';

type Props = {
  /** The template being edited; a new one otherwise. */
  editing?: MessageTemplate;
  onSaved: (template: MessageTemplate, added: boolean) => void;
  onCancel?: () => void;
};

/** Adding or editing a template: its kind (when new), title and a text per site language, English required. */
export function TemplateForm({ editing, onSaved, onCancel }: Props) {
  const { t, i18n } = useTranslation(TEMPLATES_NAMESPACE);
  const [kind, setKind] = useState<TemplateKind>(editing?.kind ?? 'correction');
  const [title, setTitle] = useState(editing?.title ?? '');
  const [texts, setTexts] = useState<TemplateTexts>(editing?.texts ?? {});
  const [errors, setErrors] = useState<{ title?: string; en?: string }>({});
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);
  const formTitleId = editing ? 'template-edit-title' : 'template-add-title';

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: { title?: string; en?: string } = {};
    if (!title.trim()) found.title = t('messages.templateTitleInvalid', { ns: 'staff', max: TEMPLATE_TITLE_MAX_LENGTH });
    if (!texts[TEMPLATE_FALLBACK_LANGUAGE]?.trim()) found.en = t('messages.templateEnglishRequired', { ns: 'staff' });
    setErrors(found);
    setRefusal('');
    if (found.title || found.en) {
      document.getElementById(found.title ? 'field-template-title' : `field-template-text-${TEMPLATE_FALLBACK_LANGUAGE}`)?.focus();
      return;
    }
    setBusy(true);
    const body = { title: title.trim(), texts };
    const result = editing ? await staffRequest<MessageTemplate>(TEMPLATES_API.one(editing.id), { method: 'PUT', body }) : await staffApi.post<MessageTemplate>(TEMPLATES_API.list, { kind, ...body });
    setBusy(false);
    if (!result.ok) return setRefusal(staffFailureText(t, result));
    if (!editing) {
      setTitle('');
      setTexts({});
    }
    onSaved(result.data, !editing);
  }

  return (
    <section aria-labelledby={formTitleId} className="desk-section">
      <h2 id={formTitleId}>{editing ? t('editTitle', { title: editing.title }) : t('addTitle')}</h2>
      <Refusal text={refusal} />
      <form onSubmit={save} noValidate aria-labelledby={formTitleId}>
        {editing ? (
          <p>{t('kindIs', { kind: t(`kinds.${editing.kind}`) })}</p>
        ) : (
          <SelectField name="template-kind" label={t('kind')} required value={kind} onChange={(event) => setKind(event.target.value as TemplateKind)} options={TEMPLATE_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))} />
        )}
        <TextField name="template-title" label={t('templateTitle')} hint={t('titleHint')} required maxLength={TEMPLATE_TITLE_MAX_LENGTH} autoComplete="off" value={title} onChange={(event) => setTitle(event.target.value)} error={errors.title} />
        {LANGUAGE_CODES.map((language) => (
          <TextArea
            key={language}
            name={`template-text-${language}`}
            lang={language}
            label={t('textIn', { language: languageName(language, i18n.language) })}
            hint={language === TEMPLATE_FALLBACK_LANGUAGE ? t('englishHint') : t('otherHint')}
            required={language === TEMPLATE_FALLBACK_LANGUAGE}
            maxLength={TEMPLATE_TEXT_MAX_LENGTH}
            rows={3}
            value={texts[language] ?? ''}
            onChange={(event) => setTexts((now) => ({ ...now, [language]: event.target.value }))}
            error={language === TEMPLATE_FALLBACK_LANGUAGE ? errors.en : undefined}
          />
        ))}
        <div className="desk-form-actions">
          <Button type="submit" busy={busy} busyText={t('saving')}>
            {editing ? t('save') : t('add')}
          </Button>
          {onCancel && (
            <Button variant="secondary" onClick={onCancel}>
              {t('cancel')}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
