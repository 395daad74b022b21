import { DECLARATION_TEXT } from '@evisa/reference-data';
import english from '../locales/en/documents.json';

// The English texts are the spec's and the reference data's wording: one source of truth, checked here. The
// security questions and document names are shared with the preview: libs/i18n's option-labels spec checks them.
describe('English texts of this remote', () => {
  it('words the declaration exactly as the reference data does', () => {
    expect(english.questions.declaration).toBe(DECLARATION_TEXT);
  });

  it("uses the spec's wording for the photograph page and the verification statement", () => {
    expect(english.submitAndNext).toBe('Submit and Next');
    expect(english.busy).toBe('Processing Application...');
    expect(english.viewDoc).toBe('View Doc');
    expect(english.documents.verified).toBe('I have verified that all the documents are uploaded as per the requirement.');
  });
});
