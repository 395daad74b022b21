import { Body, Controller, Get, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { checkoutPage, messagePage } from './paypal-sandbox-checkout.page';
import { PaypalSandboxStore, type SandboxOrder, type SandboxOutcome } from './paypal-sandbox.store';
import { SandboxWebhooks } from './paypal-sandbox.webhooks';
import { SandboxEnabledGuard } from './sandbox-enabled.guard';
import { SkipRateLimits } from './skip-rate-limits';

function originOf(url: string | undefined): string {
  try {
    return url ? new URL(url).origin : '';
  } catch {
    return '';
  }
}

/** The buyer's side of the sandbox: the approve / decline page PayPal would show, then back to the site. */
@ApiExcludeController()
@SkipRateLimits()
@UseGuards(SandboxEnabledGuard)
@Controller('sandbox/paypal/checkout')
export class PaypalSandboxCheckoutController {
  constructor(
    private readonly store: PaypalSandboxStore,
    private readonly webhooks: SandboxWebhooks,
  ) {}

  @Get()
  page(@Query('token') token: string | undefined, @Res() res: Response) {
    const order = typeof token === 'string' ? this.store.get(token) : undefined;
    this.allowFormTarget(res, order);
    if (!order) return res.status(404).type('html').send(messagePage('Order not found', 'This sandbox order does not exist or has expired.'));
    if (order.status === 'COMPLETED') return res.status(409).type('html').send(messagePage('Already paid', 'This order has already been captured.'));
    return res.status(200).type('html').send(checkoutPage(order));
  }

  @Post('approve')
  approve(@Body('token') token: unknown, @Res() res: Response) {
    return this.decide(token, 'approved', res);
  }

  @Post('decline')
  decline(@Body('token') token: unknown, @Res() res: Response) {
    return this.decide(token, 'declined', res);
  }

  private decide(token: unknown, outcome: SandboxOutcome, res: Response) {
    const order = typeof token === 'string' ? this.store.get(token) : undefined;
    if (!order || order.status === 'COMPLETED') return res.status(404).type('html').send(messagePage('Order not found', 'This sandbox order cannot be approved.'));
    order.outcome = outcome;
    order.status = 'APPROVED';
    this.webhooks.orderApproved(order);
    if (!order.returnUrl) return res.status(200).type('html').send(messagePage('Done', 'You can close this window.'));
    // As PayPal does: back to the merchant's return URL with the order id as `token` and the payer's id.
    const target = new URL(order.returnUrl);
    target.searchParams.set('token', order.id);
    target.searchParams.set('PayerID', 'SANDBOXPAYER01');
    return res.redirect(303, target.toString());
  }

  /** helmet's CSP allows forms to post to this origin only; the redirect after them goes to the site's origin. */
  private allowFormTarget(res: Response, order: SandboxOrder | undefined) {
    const site = originOf(order?.returnUrl);
    res.setHeader(
      'Content-Security-Policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'${site ? ` ${site}` : ''}; base-uri 'none'; frame-ancestors 'none'`,
    );
  }
}
