import type { AnswerSection } from '@evisa/contracts';
import { ANSWERS_NAMESPACE, useTranslation } from '@evisa/i18n';
import { answerFormat, wordSections } from '@evisa/ui/answers';
import { DESK_NAMESPACE } from './desk-i18n';

/** Every answer grouped as on Preview (the same sections and words), the ones an applicant just corrected marked. */
export function ReviewAnswers({ sections, changed }: { sections: AnswerSection[]; changed: readonly string[] }) {
  const { t, i18n } = useTranslation(ANSWERS_NAMESPACE);
  const { t: desk } = useTranslation(DESK_NAMESPACE);
  const worded = wordSections(sections, answerFormat(t, i18n.language), t);
  return (
    <>
      {worded.map((section) => (
        <section key={section.key} className="preview-section" aria-labelledby={`answers-${section.key}`}>
          <div className="preview-section__head">
            <h3 id={`answers-${section.key}`}>{section.title}</h3>
          </div>
          {section.groups.map((group, index) => (
            <div key={group.title ?? index} className="preview-group">
              {group.title && <h4 className="preview-group__title">{group.title}</h4>}
              <dl className="preview-list">
                {group.rows.map((row, rowIndex) => (
                  <div key={`${row.field}-${rowIndex}`} className={changed.includes(row.field) ? 'preview-list__row desk-changed' : 'preview-list__row'}>
                    <dt>
                      {row.label}
                      {changed.includes(row.field) && <span className="desk-badge desk-badge--changed">{desk('review.changed')}</span>}
                    </dt>
                    <dd>{row.value === '' ? <span className="preview-list__empty">{t('notProvided')}</span> : row.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ))}
        </section>
      ))}
    </>
  );
}
