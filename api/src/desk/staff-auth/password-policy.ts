import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH, type StaffMessageKey } from '@evisa/contracts';

/**
 * zxcvbn-ts with its common dictionaries: the most used passwords of public breach lists, keyboard patterns,
 * repeats and sequences. Built once (the dictionaries take a moment to index).
 */
const strength = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

/** zxcvbn's score 3: "safely unguessable", about 10^8 guesses and more, which an online guesser cannot reach. */
const MIN_SCORE = 3;

/**
 * What is wrong with a staff password, or undefined: at least STAFF_PASSWORD_MIN_LENGTH characters, and
 * not one that is common, breached or made of a pattern (zxcvbn-ts), nor built from the account's own e-mail or name.
 */
export function staffPasswordProblem(password: string, account: { email: string; name: string }): StaffMessageKey | undefined {
  if (password.length < STAFF_PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  if (password.length > STAFF_PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  const userInputs = [account.email, ...account.email.split(/[@.]/), account.name.replace(/\s+/g, ''), ...account.name.split(/\s+/)].filter((input) => input.length > 2);
  return strength.check(password, userInputs).score < MIN_SCORE ? 'passwordTooEasy' : undefined;
}
