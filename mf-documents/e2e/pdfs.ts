// A real PDF letter for the uploads, made with pdf-lib.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { UploadFile } from '../../libs/testing/e2e/images';

export async function pdfLetter(name: string, title: string): Promise<UploadFile> {
  const document = await PDFDocument.create();
  const page = document.addPage([595, 842]);
  const font = await document.embedFont(StandardFonts.Helvetica);
  page.drawText(title, { x: 72, y: 770, size: 18, font });
  page.drawText('We look forward to welcoming you in India.', { x: 72, y: 740, size: 11, font });
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await document.save()) };
}
