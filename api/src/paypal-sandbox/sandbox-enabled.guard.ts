import { type CanActivate, Injectable, NotFoundException } from '@nestjs/common';
import { AppConfig } from '../platform/config/app-config';

/** The sandbox answers only when switched on (PAYMENT_SANDBOX=on, refused in production at start-up). */
export function sandboxEnabled(config: AppConfig): boolean {
  return config.PAYMENT_SANDBOX === 'on' && config.NODE_ENV !== 'production';
}

/** Test hooks (a tampered amount, a slow capture) need their own switch, which only the test runner sets. */
export function sandboxTestHooksEnabled(config: AppConfig): boolean {
  return sandboxEnabled(config) && config.PAYMENT_SANDBOX_TEST_HOOKS === 'on';
}

@Injectable()
export class SandboxEnabledGuard implements CanActivate {
  constructor(private readonly config: AppConfig) {}

  canActivate(): boolean {
    if (sandboxEnabled(this.config)) return true;
    throw new NotFoundException();
  }
}

@Injectable()
export class SandboxTestHooksGuard implements CanActivate {
  constructor(private readonly config: AppConfig) {}

  canActivate(): boolean {
    if (sandboxTestHooksEnabled(this.config)) return true;
    throw new NotFoundException();
  }
}
