import { checkDocumentUpload, sniffDocumentType, type DocumentField, type MessageKey } from '@evisa/contracts';
import { firstBytes } from '../files/first-bytes';

/** A file chosen for a document, with its type read from its first bytes (never its name or declared type). */
export type ChosenDocument = { file: File; url: string; sniffedType: string | undefined };

export async function chooseDocument(file: File): Promise<ChosenDocument> {
  const head = await firstBytes(file);
  return { file, url: URL.createObjectURL(file), sniffedType: sniffDocumentType(head) };
}

/** Spec 5.5, with PDF allowed, for one chosen file: JPEG, PNG or PDF by content, at most 1 MB, not empty. */
export function checkChosen(field: DocumentField, chosen: ChosenDocument): MessageKey | undefined {
  return checkDocumentUpload(field, { size: chosen.file.size, type: chosen.sniffedType ?? '' });
}

/** A stored document's name ends in the extension of its checked type (api/src/platform/files/stored-file.ts). */
export function isPdf(chosen: ChosenDocument | undefined, stored: string | undefined): boolean {
  return chosen ? chosen.sniffedType === 'application/pdf' : Boolean(stored?.endsWith('.pdf'));
}

/** Business card and invitation letter: spec 9.3 and 9.4 ask for one or the other (docs/decisions.md). */
export const EITHER_DOCUMENTS: readonly DocumentField[] = ['businessCard', 'businessInvitationLetter'];
