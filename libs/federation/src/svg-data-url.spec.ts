import zlib from 'node:zlib';
import { svgDataUrl } from './svg-data-url.cjs';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0h10" fill=\'#f08a24\'/><text>Ä & é</text></svg>\n';

describe('svgDataUrl', () => {
  it('keeps the SVG readable: the same image once decoded, without its final line break', () => {
    const url = svgDataUrl(Buffer.from(SVG));
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(SVG.trim());
  });

  it('encodes what a URL (# and %) or the HTML attribute around it (quotes, angle brackets, &) cannot hold, and no more', () => {
    const url = svgDataUrl('<svg a="1" b=\'#2\'>50% &amp;\n</svg>');
    expect(url).toBe('data:image/svg+xml,%3Csvg a=%221%22 b=%27%232%27%3E50%25 %26amp;%0A%3C/svg%3E');
    expect(url).not.toMatch(/["'<>&#\n]/);
  });

  it('compresses far better than base64, which hides the repeated text from brotli', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle cx="1" cy="2" r="3"/>'.repeat(20)}</svg>`;
    const brotli = (text: string) => zlib.brotliCompressSync(text).length;
    expect(brotli(svgDataUrl(svg))).toBeLessThan(brotli(`data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`));
  });
});
