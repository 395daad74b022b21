import { HttpException, HttpStatus } from '@nestjs/common';
import { staffMessage, type StaffMessageKey } from '@evisa/contracts';

/** An answer of the staff API in its own words (libs/contracts STAFF_MESSAGES); the desk maps the text back to its key. */
export class StaffException extends HttpException {
  constructor(
    status: HttpStatus,
    readonly key: StaffMessageKey,
    values: Record<string, string> = {},
  ) {
    super(staffMessage(key, values), status);
  }
}
