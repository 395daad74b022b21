import sharp from 'sharp';
import { composeTd3, type PassportData } from '@evisa/passport';

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * A scanned passport data page as a JPEG: a 125 x 88 mm page at 10 px/mm with a heading and the two TD3 lines of
 * `passport` in OCR-B (Debian's fonts-ocr-b, found by fontconfig as 'OCR B').
 */
export async function passportPageJpeg(passport: PassportData): Promise<Buffer> {
  const [line1, line2] = composeTd3(passport);
  const mrz = (y: number, line: string) => `<text x="70" y="${y}" font-family="OCR B" font-size="33" fill="#111">${escaped(line)}</text>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1250" height="880">
    <rect width="100%" height="100%" fill="#f3efe4"/>
    <text x="70" y="110" font-family="DejaVu Sans" font-size="30">PASSPORT</text>
    <text x="420" y="260" font-family="DejaVu Sans" font-size="26">${escaped(passport.surname)}</text>
    <text x="420" y="330" font-family="DejaVu Sans" font-size="26">${escaped(passport.givenNames)}</text>
    ${mrz(760, line1)}${mrz(820, line2)}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
