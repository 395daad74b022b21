import { checkPhoto, PHOTO_PIXELS } from './photo-check';

const JPEG = 'image/jpeg';
const MB = 1_048_576;

describe('checkPhoto', () => {
  it('passes a square JPEG or PNG between the pixel limits, at most 1 MB', () => {
    expect(checkPhoto({ size: MB, sniffedType: JPEG, pixels: { width: 600, height: 600 } })).toEqual({ offerCrop: false });
    expect(checkPhoto({ size: 80_000, sniffedType: 'image/png', pixels: { width: PHOTO_PIXELS.min, height: PHOTO_PIXELS.min } })).toEqual({ offerCrop: false });
    expect(checkPhoto({ size: 80_000, sniffedType: JPEG, pixels: { width: PHOTO_PIXELS.max, height: PHOTO_PIXELS.max } })).toEqual({ offerCrop: false });
  });

  it("applies the spec's rules first, by the type read from the content", () => {
    expect(checkPhoto({ size: 0, sniffedType: JPEG, pixels: { width: 600, height: 600 } }).problem).toEqual({ key: 'validation:imageRequired' });
    expect(checkPhoto({ size: 5000, sniffedType: undefined }).problem).toEqual({ key: 'validation:invalidImageType' });
    // PNG magic that the browser cannot decode is not an image.
    expect(checkPhoto({ size: 5000, sniffedType: 'image/png' }).problem).toEqual({ key: 'validation:invalidImageType' });
    expect(checkPhoto({ size: MB + 1, sniffedType: JPEG, pixels: { width: 600, height: 600 } }).problem).toEqual({ key: 'validation:imageTooLarge' });
  });

  it('offers a square crop for a photo that is not square, too large in pixels, or too large in bytes', () => {
    expect(checkPhoto({ size: 90_000, sniffedType: JPEG, pixels: { width: 800, height: 600 } })).toEqual({
      problem: { key: 'documents:photo.problems.notSquare', values: { width: 800, height: 600, min: 350, max: 1000 } },
      offerCrop: true,
    });
    expect(checkPhoto({ size: 90_000, sniffedType: JPEG, pixels: { width: 1200, height: 1200 } })).toMatchObject({
      problem: { key: 'documents:photo.problems.tooLarge' },
      offerCrop: true,
    });
    expect(checkPhoto({ size: 2 * MB, sniffedType: JPEG, pixels: { width: 900, height: 900 } })).toEqual({
      problem: { key: 'validation:imageTooLarge' },
      offerCrop: true,
    });
  });

  it('refuses a photo smaller than the minimum: no crop can make it larger', () => {
    expect(checkPhoto({ size: 30_000, sniffedType: JPEG, pixels: { width: 349, height: 500 } })).toEqual({
      problem: { key: 'documents:photo.problems.tooSmall', values: { width: 349, height: 500, min: 350, max: 1000 } },
      offerCrop: false,
    });
  });

  it('advises, without refusing, when a photo is under the policy\'s 20 KB', () => {
    expect(checkPhoto({ size: 14 * 1024, sniffedType: JPEG, pixels: { width: 400, height: 400 } })).toEqual({
      offerCrop: false,
      advice: { key: 'documents:photo.advice.small', values: { size: 14, min: 20 } },
    });
    expect(checkPhoto({ size: 20 * 1024, sniffedType: JPEG, pixels: { width: 400, height: 400 } })).toEqual({ offerCrop: false });
  });
});
