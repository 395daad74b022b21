import { readPassportImage, type ScanOutcome } from '@evisa/passport/read-image';

export type PassportReadTask = { grey: Parameters<typeof readPassportImage>[0]; today: Parameters<typeof readPassportImage>[1] };

/** The task of PassportReaderService's worker thread: the MRZ read, pure computation on the grey pixels. */
export default function readPassport({ grey, today }: PassportReadTask): ScanOutcome {
  return readPassportImage(grey, today);
}
