/** The parts of PayPal's Orders v2 answers the server reads. */
export type PaypalAmount = { currency_code: string; value: string };

export type PaypalCapture = {
  id: string;
  status: 'COMPLETED' | 'DECLINED' | 'PENDING' | 'FAILED' | 'PARTIALLY_REFUNDED' | 'REFUNDED';
  amount: PaypalAmount;
  custom_id?: string;
  create_time?: string;
};

export type PaypalOrder = {
  id: string;
  status: 'CREATED' | 'SAVED' | 'APPROVED' | 'VOIDED' | 'COMPLETED' | 'PAYER_ACTION_REQUIRED';
  purchase_units?: {
    reference_id?: string;
    custom_id?: string;
    amount?: PaypalAmount;
    payments?: { captures?: PaypalCapture[] };
  }[];
  payer?: { email_address?: string; payer_id?: string };
};

/** PayPal's answer to a capture refund (Payments v2). */
export type PaypalRefund = { id: string; status: 'CANCELLED' | 'FAILED' | 'PENDING' | 'COMPLETED'; amount?: PaypalAmount };

/** The headers PayPal sends with a webhook, which its verify-webhook-signature call checks. */
export const PAYPAL_WEBHOOK_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

export type PaypalWebhookHeaders = Record<keyof typeof PAYPAL_WEBHOOK_HEADERS, string>;

/** A webhook event, as far as the server reads it: its type, and the order or capture it is about. */
export type PaypalWebhookEvent = {
  id?: string;
  event_type?: string;
  resource?: { id?: string; supplementary_data?: { related_ids?: { order_id?: string } } };
};

/** PayPal answered with an error (4xx/5xx): its `name` and the first `details[].issue`. */
export class PaypalApiError extends Error {
  override readonly name = 'PaypalApiError';
  constructor(
    readonly status: number,
    readonly errorName: string,
    readonly issue: string | undefined,
  ) {
    super(`PayPal answered ${status} ${errorName}${issue ? ` (${issue})` : ''}`);
  }
}

/** PayPal did not answer in time or could not be reached: the outcome is unknown, so it is not a failed attempt. */
export class PaypalUnavailableError extends Error {
  override readonly name = 'PaypalUnavailableError';
  constructor(readonly reason: 'timeout' | 'network' | 'not configured') {
    super(reason === 'not configured' ? 'PayPal is not configured (no PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET)' : `PayPal ${reason === 'timeout' ? 'did not answer in time' : 'could not be reached'}`);
  }
}
