import type { ReactNode } from 'react';
import { ANSWERS_NAMESPACE, useTranslation } from '@evisa/i18n';
import type { ShownSection } from './answer-sections';

interface AnswerSectionViewProps {
  section: ShownSection;
  /** Shown beside the section's heading (the preview's change links). */
  actions?: ReactNode;
  /** Rows to mark, by record field, with the words to mark them with (the desk: what an applicant just corrected). */
  marked?: { fields: readonly string[]; label: string };
  /** The section heading's level (its groups' one below): 3 under a page's own "Answers" heading. */
  level?: 2 | 3;
}

/** One section of stored answers, read-only: its heading, then each group's labels and values. */
export function AnswerSectionView({ section, actions, marked, level = 2 }: AnswerSectionViewProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const GroupHeading = level === 2 ? 'h3' : 'h4';
  const { t } = useTranslation(ANSWERS_NAMESPACE);
  const headingId = `answers-${section.key}`;
  return (
    <section className="answer-section" aria-labelledby={headingId}>
      <div className="answer-section__head">
        <Heading id={headingId}>{section.title}</Heading>
        {actions && <div className="answer-section__links">{actions}</div>}
      </div>
      {section.groups.map((group, index) => (
        <div key={group.title ?? index} className="answer-group">
          {group.title && <GroupHeading className="answer-group__title">{group.title}</GroupHeading>}
          <dl className="answer-list">
            {group.rows.map((row, rowIndex) => {
              const isMarked = marked?.fields.includes(row.field) ?? false;
              return (
                <div key={`${row.label}-${rowIndex}`} className={isMarked ? 'answer-list__row answer-list__row--marked' : 'answer-list__row'}>
                  <dt>
                    {row.label}
                    {isMarked && <span className="answer-list__mark">{marked?.label}</span>}
                  </dt>
                  <dd>{row.value === '' ? <span className="answer-list__empty">{t('notProvided')}</span> : row.value}</dd>
                </div>
              );
            })}
          </dl>
        </div>
      ))}
    </section>
  );
}
