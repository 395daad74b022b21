import type { SecurityQuestionKey, YesNo } from '@evisa/reference-data';
import { optionLabel, securityQuestion, useTranslation } from '@evisa/i18n';
import { RadioGroup, TextArea } from '@evisa/ui/forms';
import { FORM_NAMESPACES } from '../i18n';

interface SecurityQuestionProps {
  questionKey: SecurityQuestionKey;
  detailField: string;
  answer: YesNo | '';
  details: string;
  /** i18n keys (with namespace) of the answer's and the details' errors. */
  answerError?: string;
  detailsError?: string;
  onAnswer: (answer: YesNo) => void;
  onDetails: (details: string) => void;
}

/** One yes/no question of spec 2.12; a 'Yes' reveals the details, which are then required. */
export function SecurityQuestion({ questionKey, detailField, answer, details, answerError, detailsError, onAnswer, onDetails }: SecurityQuestionProps) {
  const { t } = useTranslation(FORM_NAMESPACES);
  return (
    <div className="docs-question">
      <RadioGroup<YesNo>
        name={questionKey}
        label={securityQuestion(t, questionKey)}
        required
        options={[
          { value: 'Yes', label: optionLabel(t, 'yesNo', 'Yes') },
          { value: 'No', label: optionLabel(t, 'yesNo', 'No') },
        ]}
        value={answer}
        error={answerError && t(answerError)}
        onChange={onAnswer}
      />
      {answer === 'Yes' && (
        <TextArea
          name={detailField}
          label={t('documents:questions.details')}
          required
          maxLength={2000}
          value={details}
          error={detailsError && t(detailsError)}
          onChange={(event) => onDetails(event.currentTarget.value)}
        />
      )}
    </div>
  );
}
