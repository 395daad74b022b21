// Generated passport data pages as uploads, for the tests that scan or check a passport copy.
import type { Page } from '@playwright/test';
import { composeTd3, type PassportData } from '@evisa/passport';
import { renderDataPage, type DataPageInput } from '@evisa/passport/testing';

interface PassportPageOptions extends Pick<DataPageInput, 'seed' | 'photo'> {
  /** The upload's file name. */
  name: string;
  /** The surname as printed on the page, when it is written otherwise than in the MRZ. */
  printedSurname?: string;
}

/** A data page of `passport` as a JPEG upload, drawn by the page's Chromium with Debian's OCR-B. */
export async function passportPageUpload(page: Page, passport: PassportData, { name, seed, photo, printedSurname = passport.surname }: PassportPageOptions) {
  const input: DataPageInput = {
    lines: composeTd3(passport),
    printed: [
      { label: 'Surname', value: printedSurname },
      { label: 'Given names', value: passport.givenNames },
      { label: 'Passport No.', value: passport.passportNumber },
    ],
    width: 1600,
    seed,
    photo,
  };
  const dataUrl = await page.evaluate(renderDataPage, input);
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(dataUrl.split(',')[1], 'base64') };
}
