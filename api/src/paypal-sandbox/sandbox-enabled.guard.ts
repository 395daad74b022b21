import { type CanActivate, Injectable, NotFoundException } from '@nestjs/common';
import { AppConfig } from '../config/app-config';

/** The sandbox answers only where no real PayPal credentials are configured, and never in production. */
export function sandboxEnabled(config: AppConfig): boolean {
  return config.PAYPAL_CLIENT_ID === '' && config.NODE_ENV !== 'production';
}

@Injectable()
export class SandboxEnabledGuard implements CanActivate {
  constructor(private readonly config: AppConfig) {}

  canActivate(): boolean {
    if (sandboxEnabled(this.config)) return true;
    throw new NotFoundException();
  }
}

/** Test hooks (a tampered amount, a slow capture) exist only for automated tests and local development. */
@Injectable()
export class SandboxTestHooksGuard implements CanActivate {
  constructor(private readonly config: AppConfig) {}

  canActivate(): boolean {
    if (sandboxEnabled(this.config) && (this.config.NODE_ENV === 'test' || this.config.NODE_ENV === 'development')) return true;
    throw new NotFoundException();
  }
}
