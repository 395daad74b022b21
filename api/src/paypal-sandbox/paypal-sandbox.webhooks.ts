import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Injectable, Logger } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { AppConfig } from '../platform/config/app-config';
import { sandboxId, type SandboxOrder } from './paypal-sandbox.store';

/** What verify-webhook-signature is given: the webhook's headers, its id, and the event as received. */
export type VerifyWebhookBody = {
  auth_algo?: string;
  cert_url?: string;
  transmission_id?: string;
  transmission_sig?: string;
  transmission_time?: string;
  webhook_id?: string;
  webhook_event?: unknown;
};

const AUTH_ALGO = 'SHA256withRSA';

/**
 * PayPal's webhooks as the sandbox sends them: an event signed over its transmission id, time, the webhook's id and
 * a digest of the event (PayPal signs with its certificate; the sandbox with a key only it holds), which only the
 * sandbox's verify-webhook-signature call can check. Sent, when PAYMENT_SANDBOX_WEBHOOKS is on, to this API's
 * webhook route under PAYPAL_WEBHOOK_ID.
 */
@Injectable()
export class SandboxWebhooks {
  private readonly logger = new Logger('PaypalSandbox');
  private readonly key = randomBytes(32);

  constructor(
    private readonly config: AppConfig,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  verify(body: VerifyWebhookBody | undefined): boolean {
    if (!body?.transmission_id || !body.transmission_time || !body.webhook_id || !body.transmission_sig || body.auth_algo !== AUTH_ALGO) return false;
    const expected = Buffer.from(this.signature(body.transmission_id, body.transmission_time, body.webhook_id, body.webhook_event));
    const given = Buffer.from(body.transmission_sig);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** CHECKOUT.ORDER.APPROVED, as PayPal sends it once the buyer approved (not awaited: PayPal does not wait either). */
  orderApproved(order: SandboxOrder): void {
    if (this.config.PAYMENT_SANDBOX_WEBHOOKS !== 'on' || !this.config.PAYPAL_WEBHOOK_ID) return;
    const event = {
      id: `WH-${sandboxId()}`,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: 'checkout-order',
      resource_version: '2.0',
      event_type: 'CHECKOUT.ORDER.APPROVED',
      summary: 'An order has been approved by buyer',
      resource: { id: order.id, status: 'APPROVED', intent: order.intent, purchase_units: order.purchaseUnits, create_time: order.createTime },
    };
    void this.send(event).catch((error: Error) => this.logger.warn(`webhook ${event.id} not delivered: ${error.message}`));
  }

  private async send(event: unknown): Promise<void> {
    const port = (this.adapterHost.httpAdapter?.getHttpServer()?.address() as AddressInfo | null)?.port ?? this.config.PORT;
    const transmissionId = randomBytes(16).toString('hex');
    const transmissionTime = new Date().toISOString();
    await fetch(`http://127.0.0.1:${port}/payments/paypal-webhook`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'PayPal-Auth-Algo': AUTH_ALGO,
        'PayPal-Cert-Url': `http://127.0.0.1:${port}/sandbox/paypal/certs/sandbox`,
        'PayPal-Transmission-Id': transmissionId,
        'PayPal-Transmission-Sig': this.signature(transmissionId, transmissionTime, this.config.PAYPAL_WEBHOOK_ID, event),
        'PayPal-Transmission-Time': transmissionTime,
      },
      body: JSON.stringify(event),
    });
  }

  private signature(transmissionId: string, transmissionTime: string, webhookId: string, event: unknown): string {
    const digest = createHash('sha256').update(JSON.stringify(event ?? null)).digest('hex');
    return createHmac('sha256', this.key).update(`${transmissionId}|${transmissionTime}|${webhookId}|${digest}`).digest('base64');
  }
}
