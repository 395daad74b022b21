import { randomInt } from 'node:crypto';

/**
 * Crockford's base-32 alphabet: no I, L, O or U, so an id read aloud or typed from paper is not mistaken.
 * 13 characters x 5 bits = 65 bits from the system's cryptographic random source.
 */
export const ID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const ID_LENGTH = 13;
export const ID_PREFIX = 'IN';

export function newApplicationId(): string {
  let id = ID_PREFIX;
  for (let i = 0; i < ID_LENGTH; i += 1) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}

const ID_PATTERN = new RegExp(`^${ID_PREFIX}[${ID_ALPHABET}]{${ID_LENGTH}}$`);

/** Normalises what an applicant typed (case, spaces, dashes, and the letters people confuse with digits). */
export function normaliseApplicationId(input: unknown): string | undefined {
  if (typeof input !== 'string') return undefined;
  const cleaned = input.toUpperCase().replace(/[\s-]/g, '');
  const body = cleaned.slice(ID_PREFIX.length).replace(/O/g, '0').replace(/[IL]/g, '1');
  const id = cleaned.slice(0, ID_PREFIX.length) + body;
  return ID_PATTERN.test(id) ? id : undefined;
}
