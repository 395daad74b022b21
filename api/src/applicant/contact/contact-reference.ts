import { randomInt } from 'node:crypto';

// Crockford's base 32, like application ids: read aloud or retyped without confusing O/0 or I/1.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A message's reference ('CT' + 10 characters, 50 random bits), its `_id` and what replies quote. */
export function newContactReference(): string {
  let reference = 'CT';
  for (let i = 0; i < 10; i += 1) reference += ALPHABET[randomInt(ALPHABET.length)];
  return reference;
}
