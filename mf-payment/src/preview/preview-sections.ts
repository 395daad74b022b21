import { answerSections, type AnswerLabel, type AnswerRow, type AnswerSection, type ApplicationRecord, type ApplicationStep } from '@evisa/contracts';
import { documentName, securityQuestion, type TFunction } from '@evisa/i18n';
import type { ValueFormat } from './value-format';

/** `field`: the record field the row shows (the desk marks the ones an applicant corrected). */
export type PreviewRow = { field: string; label: string; value: string };
export type PreviewGroup = { title?: string; rows: PreviewRow[] };
export type PreviewSection = {
  key: string;
  title: string;
  /** The steps that hold the section's answers: one change link each. */
  steps: ApplicationStep[];
  groups: PreviewGroup[];
};

function labelOf(label: AnswerLabel, format: ValueFormat, t: TFunction): string {
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

function valueOf(row: AnswerRow, format: ValueFormat, t: TFunction): string {
  if (row.format === 'document') return row.value ? t('preview.documentUploaded') : t('preview.documentNotUploaded');
  if (row.format === 'saarcVisit') {
    const visit = row.value as { year: unknown; visits: unknown };
    return t('preview.saarcEntry', { year: visit.year, count: visit.visits });
  }
  return format[row.format](row.value);
}

/** Every section of spec 2.13 (answerSections, shared with the agency desk), worded for the applicant. */
export function previewSections(record: ApplicationRecord, format: ValueFormat, t: TFunction): PreviewSection[] {
  return wordSections(answerSections(record), format, t);
}

/** Sections of answers in words: the applicant's Preview and the desk's review (which reads them from the API). */
export function wordSections(sections: AnswerSection[], format: ValueFormat, t: TFunction): PreviewSection[] {
  return sections.map((section) => ({
    key: section.key,
    title: t(`preview.sections.${section.key}`),
    steps: section.steps,
    groups: section.groups.map((group) => ({
      ...(group.title ? { title: t(`preview.sections.${group.title}`) } : {}),
      rows: group.rows.map((row) => ({ field: row.field, label: labelOf(row.label, format, t), value: valueOf(row, format, t) })),
    })),
  }));
}
