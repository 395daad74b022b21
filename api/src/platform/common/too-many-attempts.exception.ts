import { HttpException, HttpStatus } from '@nestjs/common';
import { MESSAGES } from '@evisa/contracts';

/** The key and English text of every 429 answer; the browser maps a 429 to the key (libs/api-client `failureNotice`). */
export const TOO_MANY_ATTEMPTS = {
  key: 'tooManyAttempts',
  text: MESSAGES.tooManyAttempts,
} as const satisfies { key: keyof typeof MESSAGES; text: string };

/** 429 with a Retry-After header (set by the global filter from `retryAfterSeconds`). */
export class TooManyAttemptsException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(TOO_MANY_ATTEMPTS.text, HttpStatus.TOO_MANY_REQUESTS);
  }
}
