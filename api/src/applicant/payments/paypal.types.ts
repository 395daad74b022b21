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
    super(reason === 'not configured' ? 'PayPal is not configured (no credentials and PAYMENT_SANDBOX is off)' : `PayPal ${reason === 'timeout' ? 'did not answer in time' : 'could not be reached'}`);
  }
}
