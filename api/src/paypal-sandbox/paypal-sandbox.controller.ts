import { Body, Controller, Get, Headers, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AppConfig } from '../platform/config/app-config';
import { isSiteUrl } from '../platform/config/site-origins';
import { INSTRUMENT_DECLINED, UNPROCESSABLE, paypalError } from './paypal-sandbox.errors';
import { PaypalSandboxStore, sandboxId, type SandboxAmount, type SandboxOrder, type SandboxPurchaseUnit } from './paypal-sandbox.store';
import { SandboxWebhooks, type VerifyWebhookBody } from './paypal-sandbox.webhooks';
import { SandboxEnabledGuard } from './sandbox-enabled.guard';
import { SkipRateLimits } from './skip-rate-limits';

type ExperienceContext = { return_url?: string; cancel_url?: string };

/** Payments v2 refund body: no amount refunds whatever is left. */
type RefundBody = { amount?: SandboxAmount; note_to_payer?: string } | undefined;

const toCents = (value: string) => Math.round(Number(value) * 100);
const fromCents = (cents: number) => (cents / 100).toFixed(2);

/** A capture's status as PayPal reports it once refunds were made. */
function captureStatus(order: SandboxOrder, capturedCents: number): string {
  if (order.hooks.capturePending) return 'PENDING';
  const refunded = order.refunds.reduce((sum, refund) => sum + refund.cents, 0);
  if (refunded === 0) return 'COMPLETED';
  return refunded >= capturedCents ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
}

type CreateOrderBody = {
  intent?: string;
  purchase_units?: SandboxPurchaseUnit[];
  payment_source?: { paypal?: { experience_context?: ExperienceContext } };
  /** Orders for any funding source (the card button) carry the return here. */
  application_context?: ExperienceContext;
};

const SANDBOX_PAYER = { payer_id: 'SANDBOXPAYER01', email_address: 'buyer@sandbox.example', name: { given_name: 'Sandbox', surname: 'Buyer' } };
/** What PayPal reports of a card paid without a PayPal account: brand and last digits only. */
const SANDBOX_CARD = { name: 'Sandbox Buyer', last_digits: '1111', brand: 'VISA', type: 'CREDIT' };

/**
 * A stand-in for PayPal's REST API (the calls the server makes: OAuth token, create, read and capture an Orders
 * v2 order, refund a capture, verify a webhook's signature), with PayPal's answers and error shapes, so the server's PayPal client runs unchanged against it.
 * Answers are PayPal's JSON, not this API's envelope.
 */
@ApiExcludeController()
@SkipRateLimits()
@UseGuards(SandboxEnabledGuard)
@Controller('sandbox/paypal')
export class PaypalSandboxController {
  constructor(
    private readonly store: PaypalSandboxStore,
    private readonly config: AppConfig,
    private readonly webhooks: SandboxWebhooks,
  ) {}

  @Post('v1/oauth2/token')
  token(@Headers('authorization') authorization: string | undefined, @Body() body: { grant_type?: string }, @Res() res: Response) {
    if (!authorization?.startsWith('Basic ')) return res.status(401).json({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    if (body?.grant_type !== 'client_credentials') return res.status(400).json({ error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
    return res.status(200).json({
      scope: 'https://uri.paypal.com/services/payments/payment',
      access_token: this.store.issueToken(),
      token_type: 'Bearer',
      app_id: 'APP-SANDBOX',
      expires_in: 32400,
      nonce: sandboxId(24),
    });
  }

  @Post('v2/checkout/orders')
  create(@Req() req: Request, @Body() body: CreateOrderBody, @Res() res: Response) {
    if (!this.authorised(req, res)) return;
    const units = body?.purchase_units;
    const valid =
      body?.intent === 'CAPTURE' &&
      Array.isArray(units) &&
      units.length === 1 &&
      /^\d+(\.\d{2})?$/.test(units[0]?.amount?.value ?? '') &&
      /^[A-Z]{3}$/.test(units[0]?.amount?.currency_code ?? '');
    if (!valid) return res.status(400).json(paypalError('INVALID_REQUEST', 'Request is not well-formed, syntactically incorrect, or violates schema.', 'INVALID_PARAMETER_VALUE'));
    const wallet = body.payment_source?.paypal;
    const context = wallet?.experience_context ?? body.application_context;
    // Not an open redirect: the buyer is sent back only to the site's own origins.
    const foreign = [context?.return_url, context?.cancel_url].find((url) => url !== undefined && !isSiteUrl(this.config, url));
    if (foreign !== undefined) {
      return res.status(422).json(paypalError('UNPROCESSABLE_ENTITY', UNPROCESSABLE, 'INVALID_PARAMETER_VALUE', `return_url and cancel_url must be on the site's own origins`));
    }
    const order = this.store.create({
      status: context ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
      intent: 'CAPTURE',
      purchaseUnits: units!,
      returnUrl: context?.return_url,
      cancelUrl: context?.cancel_url,
      method: wallet ? 'paypal' : 'card',
    });
    return res.status(201).json({ id: order.id, status: order.status, links: this.links(req, order) });
  }

  @Get('v2/checkout/orders/:id')
  read(@Req() req: Request, @Param('id') id: string, @Res() res: Response) {
    if (!this.authorised(req, res)) return;
    const order = this.store.get(id);
    if (!order) return res.status(404).json(paypalError('RESOURCE_NOT_FOUND', 'The specified resource does not exist.', 'INVALID_RESOURCE_ID'));
    return res.status(200).json(this.orderBody(req, order));
  }

  @Post('v2/checkout/orders/:id/capture')
  async capture(@Req() req: Request, @Param('id') id: string, @Headers('paypal-request-id') requestId: string | undefined, @Res() res: Response) {
    if (!this.authorised(req, res)) return;
    const order = this.store.get(id);
    if (!order) return res.status(404).json(paypalError('RESOURCE_NOT_FOUND', 'The specified resource does not exist.', 'INVALID_RESOURCE_ID'));
    const earlier = requestId ? order.replies.get(requestId) : undefined;
    const reply = earlier ?? this.captureOnce(req, order);
    if (requestId && !earlier) order.replies.set(requestId, reply);
    if (order.hooks.delayMs) await new Promise((resolve) => setTimeout(resolve, order.hooks.delayMs));
    if (!res.writableEnded && !res.destroyed) res.status(reply.status).json(reply.body);
  }

  /**
   * Payments v2: refunds a capture in full (no amount) or in part; more than is left is refused as PayPal does
   * (422 REFUND_AMOUNT_EXCEEDED, or CAPTURE_FULLY_REFUNDED), and a call repeated with the same PayPal-Request-Id
   * answers the same refund without refunding again.
   */
  @Post('v2/payments/captures/:id/refund')
  async refund(@Req() req: Request, @Param('id') captureId: string, @Headers('paypal-request-id') requestId: string | undefined, @Body() body: RefundBody, @Res() res: Response) {
    if (!this.authorised(req, res)) return;
    const order = this.store.byCapture(captureId);
    if (!order) return res.status(404).json(paypalError('RESOURCE_NOT_FOUND', 'The specified resource does not exist.', 'INVALID_RESOURCE_ID'));
    const key = requestId ? `refund:${requestId}` : undefined;
    const reply = (key ? order.replies.get(key) : undefined) ?? this.refundOnce(order, body);
    if (key) order.replies.set(key, reply);
    if (order.hooks.delayMs) await new Promise((resolve) => setTimeout(resolve, order.hooks.delayMs));
    if (!res.writableEnded && !res.destroyed) res.status(reply.status).json(reply.body);
  }

  /** Notifications v1: whether the sandbox sent this webhook event, with these headers, for this webhook id. */
  @Post('v1/notifications/verify-webhook-signature')
  verifyWebhook(@Req() req: Request, @Body() body: VerifyWebhookBody, @Res() res: Response) {
    if (!this.authorised(req, res)) return;
    return res.status(200).json({ verification_status: this.webhooks.verify(body) ? 'SUCCESS' : 'FAILURE' });
  }

  private refundOnce(order: SandboxOrder, body: RefundBody): { status: number; body: unknown } {
    const captured = this.capturedAmount(order);
    const left = toCents(captured.value) - order.refunds.reduce((sum, refund) => sum + refund.cents, 0);
    if (left <= 0) return { status: 422, body: paypalError('UNPROCESSABLE_ENTITY', UNPROCESSABLE, 'CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded.') };
    const asked = body?.amount;
    if (asked && (asked.currency_code !== captured.currency_code || !/^\d+(\.\d{1,2})?$/.test(String(asked.value)) || toCents(asked.value) <= 0)) {
      return { status: 422, body: paypalError('UNPROCESSABLE_ENTITY', UNPROCESSABLE, 'INVALID_REFUND_AMOUNT', 'The refund amount is not valid.') };
    }
    const cents = asked ? toCents(asked.value) : left;
    if (cents > left) {
      return { status: 422, body: paypalError('UNPROCESSABLE_ENTITY', UNPROCESSABLE, 'REFUND_AMOUNT_EXCEEDED', 'The refund amount must be less than or equal to the capture amount that has not yet been refunded.') };
    }
    const refund = { id: sandboxId(), cents };
    order.refunds.push(refund);
    return { status: 201, body: { id: refund.id, status: 'COMPLETED', amount: { currency_code: captured.currency_code, value: fromCents(cents) } } };
  }

  /** The capture's amount as captured (tampered by a test hook). */
  private capturedAmount(order: SandboxOrder): SandboxAmount {
    const unit = order.purchaseUnits[0];
    return { currency_code: order.hooks.captureCurrency ?? unit.amount.currency_code, value: order.hooks.captureAmount ?? unit.amount.value };
  }

  private captureOnce(req: Request, order: SandboxOrder): { status: number; body: unknown } {
    if (order.status === 'COMPLETED') return { status: 422, body: paypalError('UNPROCESSABLE_ENTITY', UNPROCESSABLE, 'ORDER_ALREADY_CAPTURED', 'Order already captured.') };
    if (order.outcome === 'declined') return { status: 422, body: INSTRUMENT_DECLINED() };
    if (order.outcome !== 'approved') {
      return { status: 422, body: paypalError('UNPROCESSABLE_ENTITY', UNPROCESSABLE, 'ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.') };
    }
    order.status = 'COMPLETED';
    order.captureId = sandboxId();
    order.captureTime = new Date().toISOString();
    return { status: 201, body: this.orderBody(req, order) };
  }

  /** The order as PayPal shows it; once captured, with the capture (amount as captured, tampered by a test hook). */
  private orderBody(req: Request, order: SandboxOrder) {
    const captured = order.status === 'COMPLETED';
    return {
      id: order.id,
      intent: order.intent,
      status: order.status,
      create_time: order.createTime,
      ...(order.outcome ? this.payer(order) : {}),
      purchase_units: order.purchaseUnits.map((unit) => ({
        reference_id: unit.reference_id ?? 'default',
        custom_id: unit.custom_id,
        description: unit.description,
        amount: unit.amount,
        ...(captured
          ? {
              payments: {
                captures: [
                  {
                    id: order.captureId,
                    status: captureStatus(order, toCents(this.capturedAmount(order).value)),
                    amount: { currency_code: order.hooks.captureCurrency ?? unit.amount.currency_code, value: order.hooks.captureAmount ?? unit.amount.value },
                    final_capture: true,
                    custom_id: unit.custom_id,
                    create_time: order.captureTime,
                    update_time: order.captureTime,
                  },
                ],
              },
            }
          : {}),
      })),
      links: this.links(req, order),
    };
  }

  /** Who paid, as PayPal reports it: the PayPal account, or only the card's brand and last digits. */
  private payer(order: SandboxOrder) {
    if (order.method === 'card') return { payment_source: { card: SANDBOX_CARD } };
    return { payer: SANDBOX_PAYER, payment_source: { paypal: { ...SANDBOX_PAYER, account_id: SANDBOX_PAYER.payer_id } } };
  }

  private links(req: Request, order: SandboxOrder) {
    const self = `${req.protocol}://${req.get('host')}/sandbox/paypal/v2/checkout/orders/${order.id}`;
    return [
      { href: self, rel: 'self', method: 'GET' },
      { href: `${req.protocol}://${req.get('host')}/sandbox/paypal/checkout?token=${order.id}`, rel: 'payer-action', method: 'GET' },
      { href: `${self}/capture`, rel: 'capture', method: 'POST' },
    ];
  }

  private authorised(req: Request, res: Response): boolean {
    const header = req.headers.authorization ?? '';
    if (header.startsWith('Bearer ') && this.store.isToken(header.slice('Bearer '.length))) return true;
    res.status(401).json({ error: 'invalid_token', error_description: 'Token signature verification failed' });
    return false;
  }
}
