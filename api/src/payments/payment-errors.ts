import { ConflictException, GatewayTimeoutException, HttpException, HttpStatus, NotFoundException, BadGatewayException, UnprocessableEntityException } from '@nestjs/common';

/**
 * The payment flow's answers. The client tells them apart by HTTP status (and shows its own translated text);
 * the English messages here are for API users and logs.
 */
export const PAYMENT_MESSAGES = {
  alreadyPaid: 'This application has already been paid.',
  blocked: 'This application ID has been blocked after three failed payment attempts. Please submit a new application.',
  incomplete: 'Please complete every step of the application before paying.',
  arrivalTooSoon: 'Payment must be made at least 4 days before your expected date of arrival. Please correct your arrival date.',
  noFee: 'No fee applies to this application as entered. Please check the visa service and nationality.',
  declined: 'Your payment was declined. No money was taken.',
  notVerified: 'Your payment could not be verified. Please contact support.',
  notApproved: 'The payment has not been approved in PayPal yet.',
  pending: 'PayPal is still processing your payment.',
  unknownOrder: 'We could not find this payment for this application.',
  providerTimeout: 'PayPal did not answer in time. Your payment attempt was not counted; please try again.',
  providerError: 'PayPal could not process the request. Your payment attempt was not counted; please try again.',
} as const;

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
