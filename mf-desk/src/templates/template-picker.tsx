import { useState } from 'react';
import { TEMPLATES_API, type FilledTemplate, type TemplateKind } from '@evisa/contracts';
import { useTranslation } from '@evisa/i18n';
import { Button } from '@evisa/ui';
import { SelectField } from '@evisa/ui/forms';
import { useStaffResource } from '../session/use-staff-resource';
import { languageName, TEMPLATES_NAMESPACE } from './template-texts';
import './templates.css';

type Props = { applicationId: string; kind: TemplateKind; onFill: (text: string) => void };

/**
 * "Use a template" above a correction message or refusal reason: the active templates of that kind, filled in the
 * applicant's language (English when the template has none, which it says). The text stays editable.
 */
export function TemplatePicker({ applicationId, kind, onFill }: Props) {
  const { t, i18n } = useTranslation(TEMPLATES_NAMESPACE);
  const templates = useStaffResource<FilledTemplate[]>(TEMPLATES_API.forApplication(applicationId, kind)).data ?? [];
  const [chosen, setChosen] = useState('');
  const [filled, setFilled] = useState<FilledTemplate>();

  // Without templates the form is as it was; a failed read only loses the shortcut.
  if (templates.length === 0) return null;
  const name = (code: string) => languageName(code, i18n.language);

  function fill() {
    const template = templates.find((one) => one.id === chosen);
    if (!template) return;
    onFill(template.text);
    setFilled(template);
  }

  return (
    <div className="desk-template-picker">
      <SelectField
        name={`${kind}-template`}
        label={t('picker.label')}
        hint={t('picker.hint', { language: name(templates[0].wanted) })}
        placeholder={t('picker.choose')}
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
        options={templates.map((template) => ({ value: template.id, label: template.title }))}
      />
      <Button variant="secondary" onClick={fill} disabled={!chosen}>
        {t('picker.fill')}
      </Button>
      <p role="status" className={filled?.fallback ? 'desk-template-picker__note desk-template-picker__note--fallback' : 'desk-template-picker__note'}>
        {filled && (filled.fallback ? t('picker.fallback', { wanted: name(filled.wanted) }) : t('picker.filled', { language: name(filled.language) }))}
      </p>
    </div>
  );
}
