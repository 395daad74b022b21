import { VALID_QUESTIONS, VALID_STEP1, VALID_STEP2, VALID_STEP3, VALID_STEP5, VALID_VISIT_PLAN } from '../testing';
import type { ApplicationRecord } from './application-record';
import { answerSections, type AnswerRow } from './answer-sections';

const record = (overrides: Record<string, unknown> = {}) =>
  ({ ...VALID_STEP1, ...VALID_STEP2, ...VALID_STEP3, ...VALID_VISIT_PLAN, ...VALID_STEP5, ...VALID_QUESTIONS, uniqueId: 'IN0ABCDEFGHJKM', passportCopy: 'abc.png', ...overrides }) as unknown as ApplicationRecord;

const rows = (sections: ReturnType<typeof answerSections>, key: string): AnswerRow[] => sections.find((section) => section.key === key)!.groups.flatMap((group) => group.rows);

describe('the answer sections shared by Preview and the desk', () => {
  it('are the sections of spec 2.13, in order, with the steps that hold them', () => {
    const sections = answerSections(record());
    expect(sections.map((section) => section.key)).toEqual(['applicant', 'passport', 'address', 'father', 'mother', 'spouse', 'occupation', 'visa', 'previousVisa', 'otherInformation', 'saarc', 'reference', 'documents', 'questions']);
    expect(sections.find((section) => section.key === 'visa')!.steps).toEqual(['step1', 'step4']);
  });

  it('carry the stored value, the field, its label key and how to show it', () => {
    expect(rows(answerSections(record()), 'applicant')[0]).toEqual({ field: 'surname', label: { kind: 'text', key: 'fields.surname' }, format: 'text', value: VALID_STEP1.surname });
    expect(rows(answerSections(record()), 'documents')).toEqual([{ field: 'passportCopy', label: { kind: 'document', field: 'passportCopy' }, format: 'document', value: 'abc.png' }]);
  });

  it('show the conditional parts only when they apply', () => {
    const without = answerSections(record({ otherPassport: 'No', maritalStatus: 'Single', saarcCountries: 'No' }));
    expect(without.find((section) => section.key === 'passport')!.groups).toHaveLength(1);
    expect(rows(without, 'spouse').map((row) => row.field)).not.toContain('spouseName');
    const withThem = answerSections(record({ otherPassport: 'Yes', maritalStatus: 'Married', saarcCountries: 'Yes', saarcDetails: [{ country: 'NPL', year: '2022', visits: '2' }] }));
    expect(withThem.find((section) => section.key === 'passport')!.groups[1].title).toBe('otherPassport');
    expect(rows(withThem, 'spouse').map((row) => row.field)).toContain('spouseName');
    expect(rows(withThem, 'saarc')[1]).toEqual({ field: 'saarcDetails', label: { kind: 'country', value: 'NPL' }, format: 'saarcVisit', value: { year: '2022', visits: '2' } });
  });
});
