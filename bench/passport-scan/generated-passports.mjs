// The benchmark's passports: seeded, so every run reads the same pages. Names of 2 to 12 letters from syllables,
// some hyphenated or with several given names (up to the MRZ's 39 characters, where it cuts them), nationalities
// from the e-Visa list, birth dates from 1940 to last year, expiries in the next ten years.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const jiti = createJiti(import.meta.url);
/** @type {typeof import('@evisa/passport')} */
export const passportLib = await jiti.import(path.join(repoRoot, 'libs/passport/src/index.ts'));
/** @type {typeof import('@evisa/passport/testing')} */
export const dataPage = await jiti.import(path.join(repoRoot, 'libs/passport/src/testing/data-page.ts'));
/** @type {typeof import('@evisa/reference-data')} */
const referenceData = await jiti.import(path.join(repoRoot, 'libs/reference-data/src/index.ts'));

const SYLLABLES = ['AN', 'BE', 'CHO', 'DA', 'EL', 'FI', 'GU', 'HA', 'IN', 'JO', 'KA', 'LU', 'MA', 'NO', 'O', 'PA', 'QUI', 'RO', 'SA', 'TE', 'U', 'VI', 'WEN', 'XU', 'YA', 'ZO', 'ST', 'RIK', 'SSON', 'BERG'];

/** A small seeded generator (LCG): the same seed, the same passports. */
export function seeded(seed) {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

const pick = (random, list) => list[Math.floor(random() * list.length)];
const iso = (date) => date.toISOString().slice(0, 10);

function name(random) {
  let text = '';
  const length = 2 + Math.floor(random() * 10);
  while (text.length < length) text += pick(random, SYLLABLES);
  return text.slice(0, length);
}

/** The passport of page `index`. */
export function generatedPassport(index) {
  const random = seeded(index * 7919 + 17);
  const nationalities = referenceData.EVISA_NATIONALITIES.map((country) => country.code);
  const surname = random() < 0.25 ? `${name(random)} ${name(random)}` : name(random);
  const givenCount = random() < 0.1 ? 0 : 1 + Math.floor(random() * 3);
  const givenNames = Array.from({ length: givenCount }, () => name(random)).join(' ');
  const nationality = pick(random, nationalities);
  const birth = new Date(Date.UTC(1940 + Math.floor(random() * 85), Math.floor(random() * 12), 1 + Math.floor(random() * 28)));
  // Whole days from today's date, so that a page drawn later in the day carries the same expiry.
  const expiry = new Date(Date.parse(iso(new Date())) + Math.floor(30 + random() * 3600) * 86_400_000);
  const digits = () => String(Math.floor(random() * 10));
  const letter = () => String.fromCharCode(65 + Math.floor(random() * 26));
  const passportNumber = [letter(), random() < 0.5 ? letter() : digits(), ...Array.from({ length: 5 + Math.floor(random() * 3) }, digits)].join('');
  const passport = {
    surname,
    givenNames,
    passportNumber,
    nationality,
    issuingCountry: random() < 0.9 ? nationality : pick(random, nationalities),
    dateOfBirth: iso(birth),
    sex: pick(random, ['MALE', 'FEMALE', 'OTHER']),
    expiry: iso(expiry),
  };
  // What the MRZ can hold: a name cut at 39 characters is what a reader can give back.
  const lines = passportLib.composeTd3(passport);
  const read = passportLib.readTd3(lines, iso(new Date()));
  if (!read.ok) throw new Error(`generated passport ${index} does not read back: ${lines.join(' / ')}`);
  return { passport: read.passport, lines, random };
}

/** A photographed variant: tilt up to 10 degrees, perspective, blur, noise, uneven light, JPEG 40-90, 800-4000 px. */
export function photoVariant(random) {
  return {
    width: 800 + Math.round(random() * 3200),
    photo: {
      rotationDegrees: (random() * 2 - 1) * 10,
      perspective: random() * 0.12,
      blurPx: random() * 1.5,
      noise: random() * 14,
      shadow: random() * 0.5,
      jpegQuality: 40 + Math.round(random() * 50),
    },
  };
}

/** The printed (human-readable) half of the page. */
export function printedFields(passport) {
  return [
    { label: 'Surname / Nom', value: passport.surname.replace(/ /g, '-') },
    { label: 'Given names / Prénoms', value: passport.givenNames },
    { label: 'Nationality', value: passport.nationality },
    { label: 'Date of birth', value: passport.dateOfBirth },
    { label: 'Sex', value: passport.sex[0] },
    { label: 'Date of expiry', value: passport.expiry },
    { label: 'Passport No.', value: passport.passportNumber },
    { label: 'Authority', value: passport.issuingCountry },
  ];
}
