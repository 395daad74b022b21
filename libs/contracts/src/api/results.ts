import type { ApplicationType, FeeQuote } from '@evisa/reference-data';

/** `data` of newApplication and of every applicationSubmitStep call. */
export type ApplicationIdResult = { uniqueId: string };

/** `data` of findApplication: what the resume form and the payment page read (spec 7). */
export type FindApplicationResult = {
  uniqueId: string;
  applicationType: ApplicationType;
  /** Slug of the arrival port. */
  portOfArrival: string;
  amountToPay: FeeQuote;
};

/** `data` of create-{provider}-order. */
export type CreateOrderResult = { orderID: string };
