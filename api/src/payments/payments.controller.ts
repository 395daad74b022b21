import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { ApplicationAccessGuard } from '../access/application-access.guard';
import { envelope } from '../common/envelope';
import { PaymentSummaryService } from './payment-summary.service';
import { CaptureOrderDto, CreateOrderDto } from './payments.dto';
import { PaymentsService } from './payments.service';

/** Spec 7 create-{provider}-order, plus the calls the spec leaves out: capture and the payment summary. */
@Controller('payments')
@UseGuards(ApplicationAccessGuard)
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly summaries: PaymentSummaryService,
  ) {}

  /** Creates a PayPal order for the fee of the server's schedule (the client never sends an amount). */
  @Post('create-paypal-order')
  @HttpCode(200)
  async create(@Query('applicationId') applicationId: string, @Body() _body: CreateOrderDto) {
    return envelope(await this.payments.createOrder(applicationId), 'Order created');
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
