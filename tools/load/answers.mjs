// Valid answers for every step of the journey: the project's shared test applicant
// (libs/contracts/src/testing/applicant-answers.ts, loaded with jiti), dates relative to today.
// Each simulated applicant gets its own surname, e-mail address and passport number, so the final check can tell them apart.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** @type {typeof import('@evisa/contracts/testing')} */
const { applicantAnswers } = await createJiti(import.meta.url).import(path.join(repoRoot, 'libs/contracts/src/testing/applicant-answers.ts'));

/** Letters only (names refuse digits): 0 -> 'a', 27 -> 'bb' ... */
const letters = (n) => [...n.toString(26)].map((d) => String.fromCharCode(97 + parseInt(d, 26))).join('');

export function answersFor(n) {
  const tag = letters(n);
  return applicantAnswers('tourist30', {
    surname: `Load${tag}`,
    email: `load.${tag}@example.com`,
    passportNumber: `1${String(n).padStart(8, '0')}`,
  });
}
