/** The least a signing secret must carry in production: what a guesser would have to try, in bits. */
export const MIN_SECRET_BITS = 128;

const CHARACTER_CLASSES: [RegExp, number][] = [
  [/[a-z]/, 26],
  [/[A-Z]/, 26],
  [/[0-9]/, 10],
  [/[^a-zA-Z0-9]/, 33],
];

/**
 * An upper estimate of a secret's entropy in bits from its length and its variety: each character counts
 * log2 of the smaller of the alphabet its classes span (lower case, upper case, digits, others) and the number of
 * different characters it actually uses. 32 identical characters count 0; 32 random hex digits about 120;
 * `openssl rand -base64 32` (44 characters) about 220.
 */
export function secretBits(secret: string): number {
  const characters = [...secret];
  const alphabet = CHARACTER_CLASSES.reduce((size, [members, count]) => size + (members.test(secret) ? count : 0), 0);
  const distinct = new Set(characters).size;
  return characters.length * Math.log2(Math.max(1, Math.min(alphabet, distinct)));
}
