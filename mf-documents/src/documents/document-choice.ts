import { checkUpload, sniffImageType, type DocumentField, type MessageKey } from '@evisa/contracts';
import { firstBytes } from '../files/first-bytes';

/** A file chosen for a document, with its type read from its first bytes (never its name or declared type). */
export type ChosenDocument = { file: File; url: string; sniffedType: string | undefined };

export async function chooseDocument(file: File): Promise<ChosenDocument> {
  const head = await firstBytes(file);
  return { file, url: URL.createObjectURL(file), sniffedType: sniffImageType(head) };
}

/** The message for no file, as spec 5.5 words it for the passport copy and for any other image. */
export function missingMessage(field: DocumentField): MessageKey {
  return field === 'passportCopy' ? 'passportImageRequired' : 'imageRequired';
}

/** Spec 5.5 for one chosen file: JPEG or PNG by content, at most 1 MB, not empty. */
export function checkChosen(field: DocumentField, chosen: ChosenDocument): MessageKey | undefined {
  return checkUpload({ size: chosen.file.size, type: chosen.sniffedType ?? '' }, missingMessage(field));
}

/** Business card and invitation letter: spec 9.3 and 9.4 ask for one or the other (docs/decisions.md). */
export const EITHER_DOCUMENTS: readonly DocumentField[] = ['businessCard', 'businessInvitationLetter'];
