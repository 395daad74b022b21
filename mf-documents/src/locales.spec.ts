import { DECLARATION_TEXT, DOCUMENTS, SECURITY_QUESTIONS } from '@evisa/reference-data';
import english from '../locales/en/documents.json';

// The English texts are the spec's and the reference data's wording: one source of truth, checked here.
describe('English texts of this remote', () => {
  it('words the security questions and the declaration exactly as the reference data does', () => {
    for (const { key, text } of SECURITY_QUESTIONS) expect(english.questions.items[key]).toBe(text);
    expect(english.questions.declaration).toBe(DECLARATION_TEXT);
  });

  it('names the documents as the reference data does', () => {
    for (const { field, label } of DOCUMENTS) expect(english.documents.labels[field]).toBe(label);
  });

  it("uses the spec's wording for the photograph page and the verification statement", () => {
    expect(english.submitAndNext).toBe('Submit and Next');
    expect(english.busy).toBe('Processing Application...');
    expect(english.viewDoc).toBe('View Doc');
    expect(english.applicationId.label).toBe('Temporary Application ID');
    expect(english.documents.verified).toBe('I have verified that all the documents are uploaded as per the requirement.');
  });
});
