import { randomBytes } from 'node:crypto';

/** PayPal's error body (Orders v2): name, message, details[].issue, debug_id. */
export function paypalError(name, message, issue = undefined, description = undefined) {
  return {
    name,
    message,
    debug_id: randomBytes(6).toString('hex'),
    ...(issue ? { details: [{ issue, description: description ?? message }] } : {}),
    links: issue ? [{ href: `https://developer.paypal.com/docs/api/orders/v2/#error-${issue}`, rel: 'information_link', method: 'GET' }] : [],
  };
}

export const UNPROCESSABLE = 'The requested action could not be performed, semantically incorrect, or failed business validation.';

/** 422 with one issue, PayPal's answer to a request it understood but will not carry out. */
export const unprocessable = (issue, description = undefined) => paypalError('UNPROCESSABLE_ENTITY', UNPROCESSABLE, issue, description);

export const INSTRUMENT_DECLINED = () =>
  unprocessable('INSTRUMENT_DECLINED', "The instrument presented was either declined by the processor or bank, or it can't be used for this payment.");

export const NOT_FOUND = () => paypalError('RESOURCE_NOT_FOUND', 'The specified resource does not exist.', 'INVALID_RESOURCE_ID');
