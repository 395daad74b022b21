import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';

export class CaptureOrderDto {
  /** PayPal order ids are upper-case letters and digits. */
  @IsString() @MaxLength(64) @Matches(/^[A-Za-z0-9-]+$/)
  orderID!: string;

  /** The language the applicant used at payment time; the confirmation e-mail is written in it. */
  @IsOptional() @IsString() @Matches(/^[a-z]{2}$/)
  language?: string;
}

/** create-paypal-order takes no body (spec 7): the amount comes from the server's fee schedule, so any field is refused. */
export class CreateOrderDto {}
