import { ConflictException, NotFoundException } from '@nestjs/common';
import { ORDER_MESSAGES } from '@evisa/contracts';

/** 409: the id given as the order's is another order's traveller, not its lead. */
export class NotOrderLeadException extends ConflictException {
  constructor() {
    super(ORDER_MESSAGES.notLead);
  }
}

/** 404: the traveller named is not an application of this order (or does not exist: the same answer). */
export class NotInOrderException extends NotFoundException {
  constructor() {
    super(ORDER_MESSAGES.notInOrder);
  }
}

/** 409: MAX_TRAVELLERS reached. */
export class OrderFullException extends ConflictException {
  constructor() {
    super(ORDER_MESSAGES.full);
  }
}

/** 409: the lead is paid or blocked: the order can no longer change. */
export class LeadNotPayableException extends ConflictException {
  constructor() {
    super(ORDER_MESSAGES.leadNotPayable);
  }
}

export class LeadWithOthersException extends ConflictException {
  constructor() {
    super(ORDER_MESSAGES.leadWithOthers);
  }
}

/** 409: a paid traveller is not removed by the applicant; the agency refunds them (the desk's refund). */
export class RemovePaidException extends ConflictException {
  constructor() {
    super(ORDER_MESSAGES.removePaid);
  }
}
