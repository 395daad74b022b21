import { IsBoolean, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PAYMENT_METHODS, type CreateOrderRequest, type PaymentMethod } from '@evisa/contracts';

export class CaptureOrderDto {
  /** PayPal order ids are upper-case letters and digits. */
  @IsString() @MaxLength(64) @Matches(/^[A-Za-z0-9-]+$/)
  orderID!: string;

  /** The language the applicant used at payment time; the confirmation e-mail is written in it. */
  @IsOptional() @IsString() @Matches(/^[a-z]{2}$/)
  language?: string;
}

/**
 * Body of create-paypal-order: the undertaking (spec 5.7), whose rule and message are the shared
 * validatePaymentConsent's, and the payment method. No amount: it comes from the server's fee schedule, so any other field is refused.
 */
export class CreateOrderDto implements Partial<CreateOrderRequest> {
  @IsOptional() @IsBoolean()
  agreeTerms?: boolean;

  @IsOptional() @IsIn(PAYMENT_METHODS)
  method?: PaymentMethod;
}
