import fs from 'node:fs';
import path from 'node:path';

// The files browsers, phones and crawlers ask the site for by name, from the shell's public folder.
const PUBLIC = path.join(__dirname, '..', 'public');
const read = (file: string) => fs.readFileSync(path.join(PUBLIC, file));

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe("the site's well-known files", () => {
  it('a web manifest whose icons exist at the sizes it states', () => {
    const manifest = JSON.parse(read('site.webmanifest').toString('utf8'));
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
    for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
      const bytes = read(icon.src.slice(1));
      if (icon.type === 'image/png') expect(pngSize(bytes).join('x')).toBe(icon.sizes);
    }
  });

  it('an apple-touch-icon of 180 x 180 and a favicon.ico holding a 32 x 32 image', () => {
    expect(pngSize(read('apple-touch-icon.png'))).toEqual([180, 180]);
    const ico = read('favicon.ico');
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    const [offset, length] = [ico.readUInt32LE(18), ico.readUInt32LE(14)];
    expect(pngSize(ico.subarray(offset, offset + length))).toEqual([32, 32]);
  });

  it('robots.txt lets crawlers read the pages and not the API', () => {
    expect(read('robots.txt').toString('utf8')).toMatch(/^User-agent: \*\nDisallow: \/api\/$/m);
  });

  it('the page names them all', () => {
    const html = fs.readFileSync(path.join(__dirname, 'index.html'), 'utf8');
    for (const link of ['<link rel="icon" href="/favicon.ico"', '<link rel="apple-touch-icon" href="/apple-touch-icon.png"', '<link rel="manifest" href="/site.webmanifest"']) {
      expect(html).toContain(link);
    }
  });
});
