import { useTranslation } from '@evisa/i18n';
// From the shared kit: this module is part of `@evisa/ui/forms`, bundled into each app that uses it.
import { CheckIcon } from '@evisa/ui';

interface StepProgressProps {
  /** Step names in order, already translated (Application, Applicant & passport, ... Payment). */
  steps: readonly string[];
  /** Index of the applicant's current step, from 0. */
  current: number;
  /** Name of the list, e.g. 'Application progress'. */
  label: string;
}

type StepState = 'done' | 'current' | 'todo';

/** Where the applicant is in the application: every step on wide screens, 'Step n of m' and a bar on phones. */
export function StepProgress({ steps, current, label }: StepProgressProps) {
  const { t } = useTranslation('common');
  const total = steps.length;
  const position = Math.min(Math.max(current, 0), total - 1);
  const stateOf = (index: number): StepState => (index < position ? 'done' : index === position ? 'current' : 'todo');

  return (
    <div className="step-progress">
      <p className="step-progress__summary" aria-hidden="true">
        {t('stepProgress.summary', { current: position + 1, total, step: steps[position] })}
      </p>
      <div className="step-progress__bar" aria-hidden="true">
        {/* One part per step, the reached ones filled: the same bar as a width would draw, with no style attribute,
            which the site's content security policy refuses in pre-rendered HTML (shell/prerender). */}
        {steps.map((step, index) => (
          <span key={step} className={index <= position ? 'step-progress__bar-part step-progress__bar-part--reached' : 'step-progress__bar-part'} />
        ))}
      </div>
      <ol className="step-progress__steps" aria-label={label}>
        {steps.map((step, index) => {
          const state = stateOf(index);
          return (
            <li key={step} className={`step-progress__step step-progress__step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="step-progress__marker" aria-hidden="true">
                {state === 'done' ? <CheckIcon width={16} height={16} /> : index + 1}
              </span>
              <span className="step-progress__label">
                {step}
                {state === 'done' && <span className="visually-hidden">{` (${t('stepProgress.completed')})`}</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
