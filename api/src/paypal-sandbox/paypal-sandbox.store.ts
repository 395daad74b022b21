import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';

export type SandboxAmount = { currency_code: string; value: string };

export type SandboxPurchaseUnit = {
  reference_id?: string;
  custom_id?: string;
  description?: string;
  invoice_id?: string;
  amount: SandboxAmount & { breakdown?: unknown };
};

/** What the buyer does on the sandbox's checkout page; a decline surfaces at capture, as with a real card. */
export type SandboxOutcome = 'approved' | 'declined';

/** Test hooks (NODE_ENV test/development only): a tampered capture, slow answers (capture, refund), or a capture PayPal is still clearing. */
export type SandboxTestHooks = { captureAmount?: string; captureCurrency?: string; delayMs?: number; capturePending?: boolean };

export type SandboxOrder = {
  id: string;
  status: 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
  intent: string;
  purchaseUnits: SandboxPurchaseUnit[];
  returnUrl?: string;
  cancelUrl?: string;
  /** `card`: made for PayPal's card button (no PayPal account); the checkout page imitates a card form. */
  method: 'paypal' | 'card';
  outcome?: SandboxOutcome;
  hooks: SandboxTestHooks;
  createTime: string;
  captureId?: string;
  captureTime?: string;
  /** The capture's refunds, in full or in part (amounts in cents). */
  refunds: { id: string; cents: number }[];
  /** Answers already given per PayPal-Request-Id: a retried call gets the same answer, as PayPal promises. */
  replies: Map<string, { status: number; body: unknown }>;
};

const ALPHANUMERIC = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

/** A PayPal-looking id: 17 upper-case letters and digits. */
export function sandboxId(length = 17): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('');
}

/**
 * The sandbox's orders and access tokens, in memory: it stands in for PayPal on one local API process, and a
 * restart forgets them like an expired PayPal session would.
 */
@Injectable()
export class PaypalSandboxStore {
  private readonly orders = new Map<string, SandboxOrder>();
  private readonly tokens = new Set<string>();

  issueToken(): string {
    const token = `A21AA${randomBytes(24).toString('base64url')}`;
    this.tokens.add(token);
    return token;
  }

  isToken(token: string | undefined): boolean {
    return !!token && this.tokens.has(token);
  }

  create(order: Omit<SandboxOrder, 'id' | 'replies' | 'createTime' | 'hooks' | 'refunds'>): SandboxOrder {
    const stored: SandboxOrder = { ...order, id: sandboxId(), hooks: {}, createTime: new Date().toISOString(), replies: new Map(), refunds: [] };
    this.orders.set(stored.id, stored);
    return stored;
  }

  get(id: string): SandboxOrder | undefined {
    return this.orders.get(id);
  }

  byCapture(captureId: string): SandboxOrder | undefined {
    for (const order of this.orders.values()) if (order.captureId === captureId) return order;
    return undefined;
  }
}
