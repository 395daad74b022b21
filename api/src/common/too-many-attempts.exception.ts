import { HttpException, HttpStatus } from '@nestjs/common';

/**
 * The key and English text of every 429 answer. The key is to join MESSAGES in @evisa/contracts (requested in
 * issue 8's report); the browser maps a 429 to it (libs/api-client `failureNotice`).
 */
export const TOO_MANY_ATTEMPTS = {
  key: 'tooManyAttempts',
  text: 'Too many attempts. Please wait a few minutes and try again.',
} as const;

/** 429 with a Retry-After header (set by the global filter from `retryAfterSeconds`). */
export class TooManyAttemptsException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(TOO_MANY_ATTEMPTS.text, HttpStatus.TOO_MANY_REQUESTS);
  }
}
