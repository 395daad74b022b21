import { BadRequestException, Body, Controller, Headers, HttpCode, Logger, NotFoundException, Post, ServiceUnavailableException } from '@nestjs/common';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import { MESSAGES } from '@evisa/contracts';
import { AppConfig } from '../../platform/config/app-config';
import { envelope } from '../../platform/common/envelope';
import { PaymentReconciliation } from './payment-reconciliation.service';
import { PaypalClient } from './paypal.client';
import { PAYPAL_WEBHOOK_HEADERS, PaypalApiError, PaypalUnavailableError, type PaypalWebhookEvent, type PaypalWebhookHeaders } from './paypal.types';

/** The order an event is about: the order itself (CHECKOUT.ORDER.*), or the order of a capture (PAYMENT.CAPTURE.*). */
function orderIdOf(event: PaypalWebhookEvent): string | undefined {
  if (event.event_type?.startsWith('CHECKOUT.ORDER.')) return event.resource?.id;
  if (event.event_type?.startsWith('PAYMENT.CAPTURE.')) return event.resource?.supplementary_data?.related_ids?.order_id;
  return undefined;
}

/**
 * PayPal's webhooks: an order approved or a capture made is settled at once, whether or not the
 * applicant's browser comes back. Each event is verified with PayPal (verify-webhook-signature) before anything is
 * done, and only says which order to look at: what happens to it is decided from PayPal's own answer about the
 * order (PaymentReconciliation), never from the event's contents.
 */
@Controller('payments')
export class PaypalWebhookController {
  private readonly logger = new Logger('PaypalWebhook');

  constructor(
    private readonly config: AppConfig,
    private readonly paypal: PaypalClient,
    private readonly reconciliation: PaymentReconciliation,
  ) {}

  @ApiExcludeEndpoint()
  @Post('paypal-webhook')
  @HttpCode(200)
  async receive(@Headers() headers: Record<string, string | undefined>, @Body() event: PaypalWebhookEvent) {
    const webhookId = this.config.PAYPAL_WEBHOOK_ID;
    if (!webhookId) throw new NotFoundException();
    const signature = Object.fromEntries(Object.entries(PAYPAL_WEBHOOK_HEADERS).map(([field, header]) => [field, headers[header]]));
    if (Object.values(signature).some((value) => typeof value !== 'string' || !value) || typeof event !== 'object' || !event) throw new BadRequestException();
    try {
      if (!(await this.paypal.verifyWebhookSignature(signature as PaypalWebhookHeaders, webhookId, event))) {
        this.logger.warn(`webhook ${String(event.id)} refused: PayPal did not verify its signature`);
        throw new BadRequestException();
      }
      const orderId = orderIdOf(event);
      const status = orderId ? await this.reconciliation.reconcile(orderId) : undefined;
      return envelope({ orderId: orderId ?? null, status: status ?? null }, 'Webhook received');
    } catch (error) {
      // PayPal sends the event again later when it is not acknowledged.
      if (error instanceof PaypalUnavailableError || (error instanceof PaypalApiError && error.status >= 500)) throw new ServiceUnavailableException(MESSAGES.serviceUnavailable);
      throw error;
    }
  }
}
