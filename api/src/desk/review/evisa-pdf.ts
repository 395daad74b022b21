import { EVISA_UPLOAD, type StaffMessageKey } from '@evisa/contracts';
import { checkPdf } from '../../platform/files/pdf-check';

export type EvisaCheck = { ok: true } | { ok: false; error: StaffMessageKey; values?: Record<string, string> };

/**
 * Checks the e-Visa a reviewer uploads by what it is, not its name or declared type: within the size limit, then
 * the same content check as applicants' PDF documents (api/src/platform/files/pdf-check.ts). The bytes are stored as they
 * are (the government's document is never rewritten).
 */
export async function checkEvisaPdf(bytes: Buffer | undefined): Promise<EvisaCheck> {
  if (!bytes || bytes.length === 0) return { ok: false, error: 'eVisaRequired' };
  if (bytes.length > EVISA_UPLOAD.maxBytes) return { ok: false, error: 'eVisaTooLarge', values: { max: String(EVISA_UPLOAD.maxBytes / 1024 / 1024) } };
  const check = await checkPdf(bytes);
  if (check.ok) return { ok: true };
  return { ok: false, error: check.problem === 'notPdf' ? 'eVisaNotPdf' : 'eVisaUnsafe' };
}
