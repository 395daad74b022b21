import { Body, Controller, HttpCode, NotFoundException, Param, Post, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { PaypalSandboxStore, type SandboxTestHooks } from './paypal-sandbox.store';
import { SandboxTestHooksGuard } from './sandbox-enabled.guard';
import { SkipRateLimits } from './skip-rate-limits';

/**
 * Lets a test make the sandbox misbehave the way a compromised or broken provider could: capture a different
 * amount or currency, answer slowly, or report a capture still pending. Served only under NODE_ENV test or development.
 */
@ApiExcludeController()
@SkipRateLimits()
@UseGuards(SandboxTestHooksGuard)
@Controller('sandbox/paypal/test-hooks')
export class PaypalSandboxTestHooksController {
  constructor(private readonly store: PaypalSandboxStore) {}

  @Post('orders/:id')
  @HttpCode(204)
  set(@Param('id') id: string, @Body() hooks: SandboxTestHooks) {
    const order = this.store.get(id);
    if (!order) throw new NotFoundException();
    order.hooks = {
      captureAmount: typeof hooks?.captureAmount === 'string' ? hooks.captureAmount : undefined,
      captureCurrency: typeof hooks?.captureCurrency === 'string' ? hooks.captureCurrency : undefined,
      delayMs: typeof hooks?.delayMs === 'number' ? Math.min(hooks.delayMs, 30000) : undefined,
      capturePending: hooks?.capturePending === true || undefined,
    };
  }
}
