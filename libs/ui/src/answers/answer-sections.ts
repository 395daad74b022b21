import { answerSections, type AnswerLabel, type AnswerRow, type AnswerSection, type ApplicationRecord, type ApplicationStep } from '@evisa/contracts';
import { documentName, securityQuestion, type TFunction } from '@evisa/i18n';
import type { AnswerFormat } from './answer-format';

// The stored answers as the applicant reads them: contracts' answerSections (shared with the agency desk), worded
// with the shared `answers` namespace (t of ANSWERS_NAMESPACE) and the value formatters of answer-format.ts.

/** `field` is the record field the row shows (the desk marks the ones an applicant corrected). */
export type ShownRow = { field: string; label: string; value: string };
export type ShownGroup = { title?: string; rows: ShownRow[] };
export type ShownSection = {
  key: string;
  title: string;
  /** The steps that hold the section's answers: one change link each on the preview. */
  steps: ApplicationStep[];
  groups: ShownGroup[];
};

function labelOf(label: AnswerLabel, format: AnswerFormat, t: TFunction): string {
  switch (label.kind) {
    case 'text':
      return t(label.key);
    case 'document':
      return documentName(t, label.field);
    case 'securityQuestion':
      return securityQuestion(t, label.key);
    case 'country':
      return format.country(label.value);
  }
}

function valueOf(row: AnswerRow, format: AnswerFormat, t: TFunction): string {
  if (row.format === 'document') return row.value ? t('documentUploaded') : t('documentNotUploaded');
  if (row.format === 'saarcVisit') {
    const visit = row.value as { year: unknown; visits: unknown };
    return t('saarcEntry', { year: visit.year, count: Number(visit.visits) });
  }
  return format[row.format](row.value);
}

/** Every section of spec 2.13 with the stored values, worded for the applicant. */
export function shownAnswerSections(record: ApplicationRecord, format: AnswerFormat, t: TFunction): ShownSection[] {
  return wordSections(answerSections(record), format, t);
}

/** Sections as contracts' answerSections gives them (the desk receives them from the API), worded. */
export function wordSections(sections: readonly AnswerSection[], format: AnswerFormat, t: TFunction): ShownSection[] {
  return sections.map((section) => ({
    key: section.key,
    title: t(`sections.${section.key}`),
    steps: section.steps,
    groups: section.groups.map((group) => ({
      ...(group.title ? { title: t(`sections.${group.title}`) } : {}),
      rows: group.rows.map((row) => ({ field: row.field, label: labelOf(row.label, format, t), value: valueOf(row, format, t) })),
    })),
  }));
}

/**
 * The answers a step holds: what its screen shows, read-only, once the application can no longer change. The
 * photograph has no section of the preview (the preview shows the image itself), so it gets its own.
 */
export function stepAnswerSections(record: ApplicationRecord, step: ApplicationStep, format: AnswerFormat, t: TFunction): ShownSection[] {
  if (step === 'photo') {
    const value = record.mainImg ? t('documentUploaded') : t('documentNotUploaded');
    return [{ key: 'photo', title: t('sections.photo'), steps: ['photo'], groups: [{ rows: [{ field: 'mainImg', label: t('fields.mainImg'), value }] }] }];
  }
  return shownAnswerSections(record, format, t).filter((section) => section.steps.includes(step));
}
