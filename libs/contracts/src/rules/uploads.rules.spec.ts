import { missingDocuments, sniffDocumentType, sniffImageType, validateDocuments, validatePhoto } from './uploads.rules';

const MB = 1_048_576;
const JPEG = { size: 200_000, type: 'image/jpeg' };

describe('validatePhoto', () => {
  it.each([
    ['a JPEG', JPEG, {}],
    ['a PNG', { size: 500_000, type: 'image/png' }, {}],
    ['a JPEG typed in capitals', { size: 500_000, type: 'IMAGE/JPEG' }, {}],
    ['exactly 1 MB', { size: MB, type: 'image/jpeg' }, {}],
    ['1 MB and one byte', { size: MB + 1, type: 'image/jpeg' }, { mainImg: 'imageTooLarge' }],
    ['2 MB (allowed by the policy, not by the upload)', { size: 2 * MB, type: 'image/png' }, { mainImg: 'imageTooLarge' }],
    ['a GIF', { size: 1000, type: 'image/gif' }, { mainImg: 'invalidImageType' }],
    ['a PDF', { size: 1000, type: 'application/pdf' }, { mainImg: 'invalidImageType' }],
    ['a file without a type', { size: 1000, type: '' }, { mainImg: 'invalidImageType' }],
    ['an empty file', { size: 0, type: 'image/jpeg' }, { mainImg: 'imageRequired' }],
    ['no file', undefined, { mainImg: 'imageRequired' }],
    ['null', null, { mainImg: 'imageRequired' }],
  ])('%s', (_case, file, errors) => {
    expect(validatePhoto(file, {})).toEqual(errors);
  });

  it('tolerates a file description that is not one', () => {
    expect(validatePhoto({ size: '12', type: 5 } as never)).toEqual({ mainImg: 'imageRequired' });
  });

  it('lets an applicant keep a photo already uploaded, but checks a new one', () => {
    expect(validatePhoto(undefined, { alreadyUploaded: true })).toEqual({});
    expect(validatePhoto({ size: MB + 1, type: 'image/png' }, { alreadyUploaded: true })).toEqual({ mainImg: 'imageTooLarge' });
  });
});

describe('validateDocuments', () => {
  const PDF = { size: 300_000, type: 'application/pdf' };

  it('requires the passport copy of every applicant', () => {
    expect(validateDocuments('tourist', {})).toEqual({ passportCopy: 'passportImageRequired' });
    expect(validateDocuments('tourist', undefined)).toEqual({ passportCopy: 'passportImageRequired' });
    expect(validateDocuments('tourist', { passportCopy: null })).toEqual({ passportCopy: 'passportImageRequired' });
    expect(validateDocuments('tourist', { passportCopy: JPEG })).toEqual({});
    expect(validateDocuments('tourist', { passportCopy: PDF })).toEqual({});
  });

  it.each([
    ['1 MB', { size: MB, type: 'application/pdf' }, {}],
    ['1 MB and one byte', { size: MB + 1, type: 'application/pdf' }, { passportCopy: 'documentTooLarge' }],
    ['a GIF', { size: 1000, type: 'image/gif' }, { passportCopy: 'invalidDocumentType' }],
    ['an empty file', { size: 0, type: 'application/pdf' }, { passportCopy: 'passportImageRequired' }],
  ])('checks a passport copy of %s', (_case, passportCopy, errors) => {
    expect(validateDocuments('tourist', { passportCopy })).toEqual(errors);
  });

  it('accepts a passport copy already uploaded', () => {
    expect(validateDocuments('tourist', {}, ['passportCopy'])).toEqual({});
  });

  it('names each document the visa service needs that is neither chosen nor stored', () => {
    expect(validateDocuments('business', {}, ['passportCopy'])).toEqual({ businessCard: 'businessDocumentRequired' });
    expect(validateDocuments('business', { businessInvitationLetter: PDF }, ['passportCopy'])).toEqual({});
    expect(validateDocuments('medical', { passportCopy: JPEG })).toEqual({ medicalInvitationLetter: 'medicalInvitationLetterRequired' });
    expect(validateDocuments('conference', { passportCopy: JPEG, organizerInvitation: PDF }, [])).toEqual({
      politicalClearance: 'politicalClearanceRequired',
      eventClearance: 'eventClearanceRequired',
    });
  });

  it('checks every document given, whether needed or not', () => {
    expect(
      validateDocuments('conference', {
        passportCopy: JPEG,
        businessCard: JPEG,
        organizerInvitation: { size: 1000, type: 'text/html' },
        eventClearance: { size: MB + 1, type: 'image/jpeg' },
        politicalClearance: { size: 0, type: 'image/jpeg' },
      }),
    ).toEqual({ organizerInvitation: 'invalidDocumentType', eventClearance: 'documentTooLarge', politicalClearance: 'politicalClearanceRequired' });
  });
});

describe('missingDocuments', () => {
  it('asks for one of the business card and the invitation letter, under the first', () => {
    expect(missingDocuments('business', new Set(['passportCopy']))).toEqual({ businessCard: 'businessDocumentRequired' });
    expect(missingDocuments('business', new Set(['passportCopy', 'businessCard']))).toEqual({});
  });
});

describe('sniffDocumentType', () => {
  it.each([
    ['a PDF', '%PDF-1.7\n', 'application/pdf'],
    ['a PDF header without its version dash', '%PDF1.7', undefined],
    ['HTML', '<html>', undefined],
  ])('recognises %s', (_case, text, type) => {
    expect(sniffDocumentType(new TextEncoder().encode(text))).toBe(type);
  });

  it('recognises the images too', () => {
    expect(sniffDocumentType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
  });
});

describe('sniffImageType', () => {
  it.each([
    ['a JPEG', [0xff, 0xd8, 0xff, 0xe0, 0x00], 'image/jpeg'],
    ['a PNG', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00], 'image/png'],
    ['a GIF', [0x47, 0x49, 0x46, 0x38, 0x39, 0x61], undefined],
    ['a PDF', [0x25, 0x50, 0x44, 0x46], undefined],
    ['nothing', [], undefined],
  ])('recognises %s', (_case, bytes, type) => {
    expect(sniffImageType(Uint8Array.from(bytes))).toBe(type);
  });
});
