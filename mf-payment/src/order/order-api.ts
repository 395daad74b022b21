import { api, failureText, request, type ApiFailureResult } from '@evisa/api-client';
import { MAX_TRAVELLERS, ORDER_API, ORDER_MESSAGES, type OrderView, type RemoveTravellerResult } from '@evisa/contracts';
import type { TFunction } from '@evisa/i18n';
import { ORDER_NAMESPACE } from './order-i18n';

/** The order calls of this remote: read the order, remove a traveller. */
export const orderApi = {
  read: (leadId: string) => api.get<OrderView>(ORDER_API.read(leadId)),
  removeTraveller: (leadId: string, travellerId: string) => request<RemoveTravellerResult>(ORDER_API.traveller(leadId, travellerId), { method: 'DELETE' }),
};

type OrderMessage = keyof typeof ORDER_MESSAGES;

/** The order's own refusals (ORDER_MESSAGES, told apart by their text) in the applicant's words, else the usual message. */
export function orderFailureText(t: TFunction, failure: ApiFailureResult): string {
  const key = (Object.keys(ORDER_MESSAGES) as OrderMessage[]).find((name) => ORDER_MESSAGES[name] === failure.err);
  return key ? t(`messages.${key}`, { ns: ORDER_NAMESPACE, max: MAX_TRAVELLERS }) : failureText(t, failure);
}
