/**
 * A passport data page drawn in a browser (test pages and the benchmark): a 125 x 88 mm ID-3 page with a tinted
 * guilloche background, printed fields, a photo and the two TD3 lines in OCR-B (Debian's fonts-ocr-b, which the
 * browser finds as 'OCR B'), optionally photographed: rotated, in perspective, blurred, noisy, unevenly lit and
 * saved as JPEG. The function is self-contained so that Playwright can send it to the page (page.evaluate).
 */
export interface DataPageInput {
  /** The MRZ and the printed values. */
  lines: [string, string];
  printed: { label: string; value: string }[];
  /** Width of the resulting image, 800 to 4000 px. */
  width: number;
  seed: number;
  photo?: {
    rotationDegrees: number;
    /** 0 (none) to about 0.15: the far edge shrunk by that share, as a phone held at an angle sees the page. */
    perspective: number;
    blurPx: number;
    /** Standard deviation of the added grey noise, 0 to 255. */
    noise: number;
    /** 0 (even) to about 0.6: how much darker the shadowed corner is. */
    shadow: number;
    jpegQuality: number;
  };
}

/** Renders the page; resolves to a data: URL (PNG, or JPEG for a photographed page). */
export async function renderDataPage(input: DataPageInput): Promise<string> {
  let state = input.seed >>> 0 || 1;
  const random = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 4294967296;
  };
  await document.fonts.load('40px "OCR B"');
  const MM = 10;
  const page = document.createElement('canvas');
  page.width = 125 * MM;
  page.height = 88 * MM;
  const ctx = page.getContext('2d') as CanvasRenderingContext2D;
  ctx.fillStyle = '#f3efe4';
  ctx.fillRect(0, 0, page.width, page.height);
  ctx.strokeStyle = 'rgba(120, 150, 190, 0.35)';
  ctx.lineWidth = 1.2;
  for (let k = 0; k < 40; k += 1) {
    ctx.beginPath();
    for (let x = 0; x <= page.width; x += 10) {
      const y = 40 + k * 16 + Math.sin(x / 55 + k * 0.7) * 14 + Math.sin(x / 17 + k) * 4;
      if (x === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    ctx.stroke();
  }
  ctx.fillStyle = '#1d2a4a';
  ctx.font = 'bold 46px sans-serif';
  ctx.fillText('PASSPORT  PASSEPORT  PASAPORTE', 6 * MM, 9 * MM);
  ctx.fillStyle = '#b9b4a8';
  ctx.fillRect(6 * MM, 14 * MM, 32 * MM, 42 * MM);
  ctx.fillStyle = '#8c877c';
  ctx.beginPath();
  ctx.arc(22 * MM, 28 * MM, 8 * MM, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillRect(11 * MM, 40 * MM, 22 * MM, 16 * MM);
  input.printed.forEach(({ label, value }, i) => {
    const x = (i % 2 === 0 ? 42 : 86) * MM;
    const y = (15 + Math.floor(i / 2) * 10) * MM;
    ctx.fillStyle = '#4a4a4a';
    ctx.font = '20px sans-serif';
    ctx.fillText(label, x, y);
    ctx.fillStyle = '#101010';
    ctx.font = 'bold 30px sans-serif';
    ctx.fillText(value, x, y + 4 * MM, 42 * MM);
  });
  // ICAO 9303: 10 characters per inch, lines about 4 mm apart in the bottom zone, from 6 mm on the left.
  ctx.fillStyle = '#111111';
  ctx.font = '38px "OCR B"';
  const pitch = 25.4;
  input.lines.forEach((line, row) => {
    for (let c = 0; c < line.length; c += 1) ctx.fillText(line[c], 6 * MM + c * pitch, (76 + row * 6.5) * MM);
  });

  const photo = input.photo;
  const out = document.createElement('canvas');
  out.width = input.width;
  if (!photo) {
    out.height = Math.round((input.width * page.height) / page.width);
    const octx = out.getContext('2d') as CanvasRenderingContext2D;
    octx.drawImage(page, 0, 0, out.width, out.height);
    return out.toDataURL('image/png');
  }
  // The page fills 70 to 85% of a 4:3 frame on a table-coloured background.
  out.height = Math.round((input.width * 3) / 4);
  const octx = out.getContext('2d') as CanvasRenderingContext2D;
  octx.fillStyle = `rgb(${90 + random() * 60}, ${80 + random() * 50}, ${70 + random() * 40})`;
  octx.fillRect(0, 0, out.width, out.height);
  const scale = (out.width * (0.7 + random() * 0.15)) / page.width;
  octx.save();
  octx.translate(out.width / 2 + (random() - 0.5) * out.width * 0.05, out.height / 2 + (random() - 0.5) * out.height * 0.05);
  octx.rotate((photo.rotationDegrees * Math.PI) / 180);
  octx.filter = photo.blurPx > 0 ? `blur(${photo.blurPx}px)` : 'none';
  // Perspective: the page drawn in horizontal strips, each narrower towards the far (top) edge.
  const strips = 60;
  const w = page.width * scale;
  const h = page.height * scale;
  for (let s = 0; s < strips; s += 1) {
    const sy = (s * page.height) / strips;
    const sh = page.height / strips + 1;
    const shrink = 1 - photo.perspective * (1 - s / strips);
    const dw = w * shrink;
    octx.drawImage(page, 0, sy, page.width, sh, -dw / 2, -h / 2 + (s * h) / strips, dw, (sh * h) / page.height);
  }
  octx.restore();
  const light = octx.createLinearGradient(0, 0, out.width, out.height);
  light.addColorStop(0, `rgba(0, 0, 0, ${photo.shadow})`);
  light.addColorStop(1, 'rgba(255, 255, 255, 0.08)');
  octx.fillStyle = light;
  octx.fillRect(0, 0, out.width, out.height);
  if (photo.noise > 0) {
    const image = octx.getImageData(0, 0, out.width, out.height);
    const data = image.data;
    for (let i = 0; i < data.length; i += 4) {
      const n = (random() + random() + random() - 1.5) * 2 * photo.noise;
      data[i] += n;
      data[i + 1] += n;
      data[i + 2] += n;
    }
    octx.putImageData(image, 0, 0);
  }
  return out.toDataURL('image/jpeg', photo.jpegQuality / 100);
}
