import { Module } from '@nestjs/common';
import { PaypalSandboxCheckoutController } from './paypal-sandbox-checkout.controller';
import { PaypalSandboxTestHooksController } from './paypal-sandbox-test-hooks.controller';
import { PaypalSandboxController } from './paypal-sandbox.controller';
import { PaypalSandboxStore } from './paypal-sandbox.store';
import { SandboxWebhooks } from './paypal-sandbox.webhooks';

/** The local PayPal (ARCHITECTURE 6): served under /sandbox/paypal when no PayPal credentials are set, never in production. */
@Module({
  controllers: [PaypalSandboxController, PaypalSandboxCheckoutController, PaypalSandboxTestHooksController],
  providers: [PaypalSandboxStore, SandboxWebhooks],
})
export class PaypalSandboxModule {}
