import type { ReactNode } from 'react';
import { ANSWERS_NAMESPACE, useTranslation } from '@evisa/i18n';
import type { ShownSection } from './answer-sections';

interface AnswerSectionViewProps {
  section: ShownSection;
  /** Shown beside the section's heading (the preview's change links). */
  actions?: ReactNode;
}

/** One section of stored answers, read-only: its heading, then each group's labels and values. */
export function AnswerSectionView({ section, actions }: AnswerSectionViewProps) {
  const { t } = useTranslation(ANSWERS_NAMESPACE);
  const headingId = `answers-${section.key}`;
  return (
    <section className="answer-section" aria-labelledby={headingId}>
      <div className="answer-section__head">
        <h2 id={headingId}>{section.title}</h2>
        {actions && <div className="answer-section__links">{actions}</div>}
      </div>
      {section.groups.map((group, index) => (
        <div key={group.title ?? index} className="answer-group">
          {group.title && <h3 className="answer-group__title">{group.title}</h3>}
          <dl className="answer-list">
            {group.rows.map((row, rowIndex) => (
              <div key={`${row.label}-${rowIndex}`} className="answer-list__row">
                <dt>{row.label}</dt>
                <dd>{row.value === '' ? <span className="answer-list__empty">{t('notProvided')}</span> : row.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
}
