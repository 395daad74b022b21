// Real image files for the uploads, made with sharp.
import sharp from 'sharp';

export type UploadFile = { name: string; mimeType: string; buffer: Buffer };

/** A photo-like picture: a plain light background with a darker oval where a face would be. */
export async function photo(width: number, height: number, name = 'photo.jpg'): Promise<UploadFile> {
  const face = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#f4f4f4"/>` +
      `<ellipse cx="${width / 2}" cy="${height / 2}" rx="${Math.min(width, height) / 4}" ry="${Math.min(width, height) / 3}" fill="#9a7b62"/></svg>`,
  );
  return { name, mimeType: 'image/jpeg', buffer: await sharp(face).jpeg({ quality: 90 }).toBuffer() };
}

/** A scan-like document page as PNG. */
export async function documentScan(name: string, title: string): Promise<UploadFile> {
  const page = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800"><rect width="100%" height="100%" fill="#ffffff"/>` +
      `<text x="40" y="80" font-size="36" font-family="sans-serif" fill="#1b1f24">${title}</text>` +
      `<rect x="40" y="120" width="520" height="12" fill="#c8ccd2"/><rect x="40" y="150" width="480" height="12" fill="#c8ccd2"/></svg>`,
  );
  return { name, mimeType: 'image/png', buffer: await sharp(page).png().toBuffer() };
}

/** A scan-like passport page as PNG. */
export async function passportPng(): Promise<UploadFile> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="420"><rect width="100%" height="100%" fill="#eef1f6"/><text x="30" y="60" font-size="32" font-family="sans-serif">PASSPORT</text><rect x="30" y="100" width="160" height="200" fill="#c8ccd2"/></svg>`;
  return { name: 'passport.png', mimeType: 'image/png', buffer: await sharp(Buffer.from(svg)).png().toBuffer() };
}
