import type { GreyImage } from './grey-image';
import { locateMrz } from './locate-mrz';

const [WIDTH, HEIGHT] = [640, 320];

/** A white image with rows of dark vertical strokes, `ink` pixels of every 13, between `top` and `bottom`. */
function page(rows: { top: number; bottom: number; ink: number }[]): GreyImage {
  const data = new Uint8Array(WIDTH * HEIGHT).fill(235);
  for (const { top, bottom, ink } of rows) {
    for (let y = top; y < bottom; y += 1) {
      for (let x = 40; x < 40 + 44 * 13; x += 1) if ((x - 40) % 13 < ink) data[y * WIDTH + x] = 30;
    }
  }
  return { width: WIDTH, height: HEIGHT, data };
}

describe('locateMrz', () => {
  const mrz = [
    { top: 150, bottom: 166, ink: 3 },
    { top: 186, bottom: 202, ink: 3 },
  ];

  it('finds two alike lines of characters at the bottom of the text', () => {
    const band = locateMrz(page([{ top: 60, bottom: 76, ink: 3 }, ...mrz]));
    expect(band?.angle).toBe(0);
    expect(band?.centreY).toBeCloseTo(176, -1);
  });

  it('does not pair line 2 with a wide, far denser band below it (a page edge on a dark table)', () => {
    const band = locateMrz(page([...mrz, { top: 226, bottom: 242, ink: 7 }]));
    expect(band?.centreY).toBeCloseTo(176, -1);
  });

  it('sees no MRZ on a blank page', () => {
    expect(locateMrz(page([]))).toBeUndefined();
  });
});
