import { EVISA_UPLOAD, type StaffMessageKey } from '@evisa/contracts';
import { checkPdf } from '../../platform/files/pdf-check';

export type EvisaCheck = { ok: true; bytes: Buffer } | { ok: false; error: StaffMessageKey; values?: Record<string, string> };

const tooLarge = { ok: false, error: 'eVisaTooLarge', values: { max: String(EVISA_UPLOAD.maxBytes / 1024 / 1024) } } as const;

/**
 * Checks the e-Visa a reviewer uploads by what it is, not its name or declared type: within the size limit, then
 * the same content check as applicants' PDF documents (api/src/platform/files/pdf-check.ts), whose rewritten copy (the
 * checked objects, nothing else) is what is stored and sent.
 */
export async function checkEvisaPdf(bytes: Buffer | undefined): Promise<EvisaCheck> {
  if (!bytes || bytes.length === 0) return { ok: false, error: 'eVisaRequired' };
  if (bytes.length > EVISA_UPLOAD.maxBytes) return tooLarge;
  const check = await checkPdf(bytes);
  if (check.ok) return { ok: true, bytes: check.bytes };
  if (check.problem === 'tooLarge') return tooLarge;
  return { ok: false, error: check.problem === 'notPdf' ? 'eVisaNotPdf' : 'eVisaUnsafe' };
}
