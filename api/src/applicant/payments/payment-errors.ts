import { ConflictException, GatewayTimeoutException, HttpException, HttpStatus, NotFoundException, BadGatewayException, UnprocessableEntityException } from '@nestjs/common';
import { ORDER_MESSAGES, PAYMENT_MESSAGES } from '@evisa/contracts';

export { PAYMENT_MESSAGES };

export class AlreadyPaidException extends ConflictException {
  constructor() {
    super(PAYMENT_MESSAGES.alreadyPaid);
  }
}

/** 423 Locked: the third failed attempt blocked the application id (spec 2.14). */
export class ApplicationBlockedException extends HttpException {
  constructor() {
    super(PAYMENT_MESSAGES.blocked, HttpStatus.LOCKED);
  }
}

export class IncompleteApplicationException extends ConflictException {
  constructor() {
    super(PAYMENT_MESSAGES.incomplete);
  }
}

/** 422 with the field to correct, so the page can link to the step that holds it. */
export class ArrivalTooSoonException extends UnprocessableEntityException {
  constructor() {
    super({ message: PAYMENT_MESSAGES.arrivalTooSoon, errors: { expectedArrival: PAYMENT_MESSAGES.arrivalTooSoon } });
  }
}

export class NoFeeException extends UnprocessableEntityException {
  constructor() {
    super(PAYMENT_MESSAGES.noFee);
  }
}

/** 402: a failed attempt was counted (declined, failed, or a capture that did not match the order). */
export class PaymentFailedException extends HttpException {
  constructor(message: string = PAYMENT_MESSAGES.declined) {
    super(message, HttpStatus.PAYMENT_REQUIRED);
  }
}

export class PaymentNotApprovedException extends ConflictException {
  constructor(message: string = PAYMENT_MESSAGES.notApproved) {
    super(message);
  }
}

export class UnknownOrderException extends NotFoundException {
  constructor() {
    super(PAYMENT_MESSAGES.unknownOrder);
  }
}

export class ProviderTimeoutException extends GatewayTimeoutException {
  constructor() {
    super(PAYMENT_MESSAGES.providerTimeout);
  }
}

export class ProviderErrorException extends BadGatewayException {
  constructor() {
    super(PAYMENT_MESSAGES.providerError);
  }
}

/** 409: the application changed after the order was made; the order is void and no money was taken. */
export class OrderChangedException extends ConflictException {
  constructor() {
    super(PAYMENT_MESSAGES.orderChanged);
  }
}

/** 409: money was taken for an application that no longer matched the order; it is being refunded. */
export class RefundingException extends ConflictException {
  constructor() {
    super(PAYMENT_MESSAGES.refunding);
  }
}

/** 409: payment was asked from a traveller's id; the order is paid from the lead's. */
export class PayFromLeadException extends ConflictException {
  constructor() {
    super(ORDER_MESSAGES.payFromLead);
  }
}

/** 409: the order is paid for only when every traveller's application is complete. */
export class IncompleteOrderException extends ConflictException {
  constructor() {
    super(ORDER_MESSAGES.incompleteTravellers);
  }
}
