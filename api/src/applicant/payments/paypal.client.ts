import { Injectable } from '@nestjs/common';
import type { PaymentMethod } from '@evisa/contracts';
import { AppConfig } from '../../platform/config/app-config';
import { PaypalApiError, PaypalUnavailableError, type PaypalAmount, type PaypalOrder, type PaypalRefund, type PaypalWebhookHeaders } from './paypal.types';

export type CreateOrderInput = {
  applicationId: string;
  method: PaymentMethod;
  /** Two decimals, USD. */
  value: string;
  currency: 'USD';
  description: string;
  returnUrl: string;
  cancelUrl: string;
};

/** Renew the access token this long before PayPal says it expires. */
const TOKEN_MARGIN_MS = 60_000;

/**
 * PayPal Orders v2 and Payments v2 over REST (no SDK: `@paypal/checkout-server-sdk` is deprecated, and these few
 * calls are all the server needs). Talks to PAYPAL_BASE_URL with PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET (in
 * development and tests, the local sandbox of tools/paypal-sandbox).
 */
@Injectable()
export class PaypalClient {
  private token?: { value: string; expiresAt: number };

  constructor(private readonly config: AppConfig) {}

  /** PAYPAL_BASE_URL when credentials are set; null: payments are off. */
  private baseUrl(): string | null {
    if (!this.config.PAYPAL_CLIENT_ID || !this.config.PAYPAL_BASE_URL) return null;
    return this.config.PAYPAL_BASE_URL.replace(/\/$/, '');
  }

  async createOrder(input: CreateOrderInput): Promise<PaypalOrder> {
    const experience = { return_url: input.returnUrl, cancel_url: input.cancelUrl, shipping_preference: 'NO_SHIPPING', user_action: 'PAY_NOW' };
    return this.call<PaypalOrder>('POST', '/v2/checkout/orders', {
      requestId: `create-${input.applicationId}-${Date.now()}`,
      body: {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: input.applicationId,
            custom_id: input.applicationId,
            description: input.description,
            amount: { currency_code: input.currency, value: input.value },
          },
        ],
        // A PayPal-account order carries its return in payment_source.paypal; a card order (PayPal's card
        // button, no account) must not name the PayPal wallet as its source, so it carries it in
        // application_context, which Orders v2 applies to whatever source the buyer chooses.
        ...(input.method === 'paypal' ? { payment_source: { paypal: { experience_context: experience } } } : { application_context: experience }),
      },
    });
  }

  async getOrder(orderId: string): Promise<PaypalOrder> {
    return this.call<PaypalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`);
  }

  /** The same PayPal-Request-Id for every capture of one order: PayPal answers a repeat with the first answer. */
  async captureOrder(orderId: string): Promise<PaypalOrder> {
    return this.call<PaypalOrder>('POST', `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {
      requestId: `capture-${orderId}`,
      body: {},
    });
  }

  /**
   * Refunds a capture (Payments v2 `POST /v2/payments/captures/{id}/refund`): in full without an amount, else that
   * amount. The PayPal-Request-Id makes a repeated call the same refund: by default one per capture (the automatic
   * full refund of a mismatched payment); the desk passes one per refund it records.
   */
  async refundCapture(captureId: string, options: { amount?: PaypalAmount; requestId?: string; noteToPayer?: string } = {}): Promise<PaypalRefund> {
    return this.call<PaypalRefund>('POST', `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, {
      requestId: options.requestId ?? `refund-${captureId}`,
      body: { ...(options.amount ? { amount: options.amount } : {}), ...(options.noteToPayer ? { note_to_payer: options.noteToPayer } : {}) },
    });
  }

  /**
   * Whether PayPal sent this webhook (Notifications v1 `verify-webhook-signature`): PayPal checks the signature
   * of the event, as received, against the headers and the webhook's id.
   */
  async verifyWebhookSignature(headers: PaypalWebhookHeaders, webhookId: string, event: unknown): Promise<boolean> {
    const answer = await this.call<{ verification_status?: string }>('POST', '/v1/notifications/verify-webhook-signature', {
      body: { ...headers, webhook_id: webhookId, webhook_event: event },
    });
    return answer.verification_status === 'SUCCESS';
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return this.token.value;
    const { PAYPAL_CLIENT_ID: id, PAYPAL_CLIENT_SECRET: secret } = this.config;
    const answer = await this.fetch('/v1/oauth2/token', {
      method: 'POST',
      headers: { Authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    const body = (await answer.json().catch(() => ({}))) as { access_token?: string; expires_in?: number };
    if (!answer.ok || !body.access_token) throw new PaypalApiError(answer.status, 'AUTHENTICATION_FAILURE', undefined);
    this.token = { value: body.access_token, expiresAt: Date.now() + (body.expires_in ?? 0) * 1000 - TOKEN_MARGIN_MS };
    return body.access_token;
  }

  private async call<T>(method: 'GET' | 'POST', path: string, options: { body?: unknown; requestId?: string } = {}): Promise<T> {
    const token = await this.accessToken();
    const answer = await this.fetch(path, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        Prefer: 'return=representation',
        ...(options.requestId ? { 'PayPal-Request-Id': options.requestId } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const body = (await answer.json().catch(() => ({}))) as Record<string, unknown>;
    if (!answer.ok) {
      if (answer.status === 401) this.token = undefined;
      const details = body.details as { issue?: string }[] | undefined;
      throw new PaypalApiError(answer.status, String(body.name ?? 'UNKNOWN_ERROR'), details?.[0]?.issue);
    }
    return body as T;
  }

  private async fetch(path: string, init: RequestInit): Promise<Response> {
    const base = this.baseUrl();
    if (!base) throw new PaypalUnavailableError('not configured');
    const timeout = AbortSignal.timeout(this.config.PAYPAL_TIMEOUT_MS);
    try {
      return await fetch(`${base}${path}`, { ...init, signal: timeout });
    } catch {
      throw new PaypalUnavailableError(timeout.aborted ? 'timeout' : 'network');
    }
  }
}
