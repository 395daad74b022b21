import { api, loadApplication } from '@evisa/api-client';
import { type CreateOrderRequest, type CreateOrderResult, type FindApplicationResult, type PaymentSummary, type Receipt } from '@evisa/contracts';

export type { PaymentSummary, Receipt } from '@evisa/contracts';

const byId = (applicationId: string) => ({ applicationId });

export const paymentApi = {
  application: loadApplication,
  find: (body: { applicationId: string; dateOfBirth?: string }) => api.post<FindApplicationResult>('/visaapplication/findApplication', body),
  summary: (id: string) => api.get<PaymentSummary>('/payments/summary', byId(id)),
  createOrder: (id: string, request: CreateOrderRequest) => api.post<CreateOrderResult>('/payments/create-paypal-order', request, byId(id)),
  captureOrder: (id: string, orderID: string, language: string) => api.post<Receipt>('/payments/capture-paypal-order', { orderID, language }, byId(id)),
};
