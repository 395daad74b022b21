import sharp from 'sharp';
import { PDFDocument } from 'pdf-lib';
import { SUBMISSION_PACK } from '@evisa/contracts';
import { MAX_INPUT_PIXELS } from '../../platform/files/image-sanitizer';

const WHITE = { r: 255, g: 255, b: 255 };
/** A scan's pixels per PDF point: 2 draws the page at 144 dpi, sharp enough to read the data page. */
const PIXELS_PER_POINT = 2;

const within = (bytes: Buffer, limits: { minBytes: number; maxBytes: number }) => bytes.length >= limits.minBytes && bytes.length <= limits.maxBytes;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value)));

async function upright(bytes: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * The photo as the portal takes it: a square JPEG (the photo whole, centred on white: cropping could cut the
 * head or chin) of 350 to 1,000 px and 10 KB to 1 MB. A file over the size first loses quality, then pixels; a
 * tiny or flat one (under 10 KB) gains quality, then pixels. Null when no encoding fits (not a real photo).
 */
export async function packPhoto(bytes: Buffer): Promise<Buffer | null> {
  const { minSide, maxSide } = SUBMISSION_PACK.photo;
  const image = await upright(bytes);
  const side = clamp(Math.max(image.width, image.height), minSide, maxSide);
  const tries: [number, number][] = [[side, 90], [side, 75], [side, 60], [clamp(side * 0.7, minSide, maxSide), 60], [minSide, 50], [side, 100], [maxSide, 100]];
  for (const [size, quality] of tries) {
    const jpeg = await sharp(image.data)
      .resize(size, size, { fit: 'contain', background: WHITE })
      .flatten({ background: WHITE })
      .jpeg({ quality, chromaSubsampling: quality === 100 ? '4:4:4' : '4:2:0' })
      .toBuffer();
    if (within(jpeg, SUBMISSION_PACK.photo)) return jpeg;
  }
  return null;
}

/** One JPEG on one PDF page of its size. Written without object streams, as the site stores every PDF (pdf-check). */
async function imagePdf(jpeg: Buffer, width: number, height: number): Promise<Buffer> {
  const document = await PDFDocument.create();
  const embedded = await document.embedJpg(jpeg);
  const page = document.addPage([width / PIXELS_PER_POINT, height / PIXELS_PER_POINT]);
  page.drawImage(embedded, { x: 0, y: 0, width: page.getWidth(), height: page.getHeight() });
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

/**
 * The passport's data page as the portal takes it: one PDF page of 10 KB to 300 KB. A scan or photo (JPEG, PNG)
 * is drawn on the page, smaller and at lower quality until it fits (more when under 10 KB); a PDF gives its first
 * page as it is. Null when no version fits.
 */
export async function packPassport(bytes: Buffer, contentType: string): Promise<Buffer | null> {
  if (contentType === 'application/pdf') {
    const source = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    const document = await PDFDocument.create();
    const [first] = await document.copyPages(source, [0]);
    document.addPage(first);
    const pdf = Buffer.from(await document.save({ useObjectStreams: false }));
    return within(pdf, SUBMISSION_PACK.passport) ? pdf : null;
  }
  const image = await upright(bytes);
  // The last tries enlarge a tiny scan.
  const tries: [number, number, boolean][] = [[1600, 85, false], [1600, 70, false], [1200, 65, false], [1000, 55, false], [800, 45, false], [1000, 90, true], [1600, 90, true]];
  for (const [side, quality, enlarge] of tries) {
    const { data, info } = await sharp(image.data)
      .resize(side, side, { fit: 'inside', withoutEnlargement: !enlarge })
      .flatten({ background: WHITE })
      .jpeg({ quality })
      .toBuffer({ resolveWithObject: true });
    const pdf = await imagePdf(data, info.width, info.height);
    if (within(pdf, SUBMISSION_PACK.passport)) return pdf;
  }
  return null;
}
