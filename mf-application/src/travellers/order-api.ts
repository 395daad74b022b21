import { api, failureText, type ApiFailureResult } from '@evisa/api-client';
import {
  MAX_TRAVELLERS,
  ORDER_API,
  ORDER_MESSAGES,
  type AddTravellerRequest,
  type ApplicationIdResult,
  type CopySharedAnswersResult,
  type OrderView,
  type SharedAnswers,
} from '@evisa/contracts';
import type { TFunction } from '@evisa/i18n';
import { TRAVELLERS_NAMESPACE } from './travellers-i18n';

/** The order calls this remote makes: the order (is it full?), adding a traveller, the lead's shared answers and their copy. */
export const orderApi = {
  read: (leadId: string) => api.get<OrderView>(ORDER_API.read(leadId)),
  sharedAnswers: (leadId: string) => api.get<SharedAnswers>(ORDER_API.sharedAnswers(leadId)),
  addTraveller: (leadId: string, body: AddTravellerRequest) => api.post<ApplicationIdResult>(ORDER_API.addTraveller(leadId), body),
  copyShared: (leadId: string, travellerId: string) => api.post<CopySharedAnswersResult>(ORDER_API.copyShared(leadId, travellerId)),
};

export type OrderMessage = keyof typeof ORDER_MESSAGES;

/** The order's own refusals (ORDER_MESSAGES, told apart by their text) in the applicant's words, else the usual message. */
export function orderFailureText(t: TFunction, failure: ApiFailureResult): string {
  const key = (Object.keys(ORDER_MESSAGES) as OrderMessage[]).find((name) => ORDER_MESSAGES[name] === failure.err);
  return key ? t(`messages.${key}`, { ns: TRAVELLERS_NAMESPACE, max: MAX_TRAVELLERS }) : failureText(t, failure);
}
