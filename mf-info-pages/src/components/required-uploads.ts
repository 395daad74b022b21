import { requiredDocumentGroups } from '@evisa/contracts';
import { documentName, type TFunction } from '@evisa/i18n';

/**
 * What the upload steps require for a visa service, in the reader's language: the photograph, then each document
 * the documents step requires ('Business card or Business invitation letter' where either is enough). Pages state
 * it from the definition the upload and the server enforce, so they cannot ask for another document.
 */
export function requiredUploads(t: TFunction, language: string, visaService: string, photograph: string): string[] {
  const either = new Intl.ListFormat(language, { type: 'disjunction' });
  return [photograph, ...requiredDocumentGroups(visaService).map((group) => either.format(group.map((field) => documentName(t, field))))];
}
