import { ConflictException, NotFoundException } from '@nestjs/common';
import { MESSAGES } from '@evisa/contracts';

/** The same answer whether the id never existed or was deleted: it tells a guesser nothing. */
export class ApplicationNotFoundException extends NotFoundException {
  constructor() {
    super(MESSAGES.applicationNotFound);
  }
}

/** A paid or blocked application can no longer be changed (issue 6). */
export class ApplicationLockedException extends ConflictException {
  constructor() {
    super(MESSAGES.applicationLocked);
  }
}

/** A paid application with corrections asked: only the opened answers and files may change. */
export class NotOpenForCorrectionException extends ConflictException {
  constructor() {
    super(MESSAGES.notOpenForCorrection);
  }
}
