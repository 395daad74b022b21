import { randomBytes } from 'node:crypto';

/** PayPal's error body (Orders v2): name, message, details[].issue, debug_id. */
export function paypalError(name: string, message: string, issue?: string, description?: string) {
  return {
    name,
    message,
    debug_id: randomBytes(6).toString('hex'),
    ...(issue ? { details: [{ issue, description: description ?? message }] } : {}),
    links: issue ? [{ href: `https://developer.paypal.com/docs/api/orders/v2/#error-${issue}`, rel: 'information_link', method: 'GET' }] : [],
  };
}

export const UNPROCESSABLE = 'The requested action could not be performed, semantically incorrect, or failed business validation.';

export const INSTRUMENT_DECLINED = () =>
  paypalError(
    'UNPROCESSABLE_ENTITY',
    UNPROCESSABLE,
    'INSTRUMENT_DECLINED',
    "The instrument presented was either declined by the processor or bank, or it can't be used for this payment.",
  );
