import { Body, Controller, Get, HttpCode, Post, Query, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { hasErrors, validatePaymentConsent } from '@evisa/contracts';
import { ApplicationAccessGuard } from '../access/application-access.guard';
import { envelope } from '../../platform/common/envelope';
import { FieldValidationException } from '../../platform/common/field-validation.exception';
import { PaymentSummaryService } from './payment-summary.service';
import { CaptureOrderDto, CreateOrderDto } from './payments.dto';
import { PaymentsService } from './payments.service';

/** The page's origin: the browser's Origin header, else its Referer's (undefined when neither is sent). */
function requestOrigin(req: Request): string | undefined {
  return req.get('origin') ?? req.get('referer');
}

/** Spec 7 create-{provider}-order, plus the calls the spec leaves out: capture and the payment summary. */
@Controller('payments')
@UseGuards(ApplicationAccessGuard)
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly summaries: PaymentSummaryService,
  ) {}

  /**
   * Creates a PayPal order for the fee of the server's schedule (the client never sends an amount), once the
   * undertaking is accepted. PayPal sends the applicant back to the site's origin they are using.
   */
  @Post('create-paypal-order')
  @HttpCode(200)
  async create(@Query('applicationId') applicationId: string, @Body() body: CreateOrderDto, @Req() req: Request) {
    const errors = validatePaymentConsent(body);
    if (hasErrors(errors)) throw new FieldValidationException(errors);
    return envelope(await this.payments.createOrder(applicationId, body.method ?? 'paypal', requestOrigin(req)), 'Order created');
  }

  /** Captures an approved order and marks the application paid once PayPal's answer checks out. */
  @Post('capture-paypal-order')
  @HttpCode(200)
  async capture(@Query('applicationId') applicationId: string, @Body() body: CaptureOrderDto) {
    return envelope(await this.payments.captureOrder(applicationId, body.orderID, body.language), 'Payment received');
  }

  @Get('summary')
  async summary(@Query('applicationId') applicationId: string) {
    return envelope(await this.summaries.summarise(applicationId), 'Payment summary');
  }
}
