import { HttpException, HttpStatus } from '@nestjs/common';
import type { FieldErrors } from '@evisa/contracts';

/** A request whose fields break the spec's rules: answered 400 with each field's message and key. */
export class FieldValidationException extends HttpException {
  constructor(readonly fieldErrors: FieldErrors) {
    super('Validation failed', HttpStatus.BAD_REQUEST);
  }
}
