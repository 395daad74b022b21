import { api } from '@evisa/api-client';
import type { ApplicationRecord, ApplicationStatus, ApplicationStep, CreateOrderResult, FindApplicationResult } from '@evisa/contracts';
import type { FeeQuote } from '@evisa/reference-data';

/** What the API's payment summary answers (api/src/payments/payment-summary.service.ts). */
export type PaymentSummary = {
  uniqueId: string;
  status: ApplicationStatus;
  applicationType: ApplicationRecord['applicationType'];
  portOfArrival: string;
  visaService: string;
  serviceSubCategory: string;
  expectedArrival: string;
  email: string;
  givenName: string;
  surname: string;
  amountToPay: FeeQuote | null;
  completedSteps: ApplicationStep[];
  nextStep: ApplicationStep | null;
  minDaysBeforeArrival: number;
  arrivalTooSoon: boolean;
  failedPaymentAttempts: number;
  attemptsLeft: number;
  receipt: Receipt | null;
};

export type Receipt = {
  orderId: string;
  transactionId: string;
  governmentFee: number;
  serviceFee: number;
  total: number;
  currency: string;
  paidAt: string;
};

/** findApplication's answer (spec 7) with the status fields the API adds. */
export type LookupResult = FindApplicationResult & { status: ApplicationStatus; completedSteps: ApplicationStep[]; nextStep: ApplicationStep | null };

const byId = (applicationId: string) => ({ applicationId });

export const paymentApi = {
  application: (id: string) => api.get<ApplicationRecord>('/visaapplication/application', byId(id)),
  find: (body: { applicationId: string; dateOfBirth?: string }) => api.post<LookupResult>('/visaapplication/findApplication', body),
  summary: (id: string) => api.get<PaymentSummary>('/payments/summary', byId(id)),
  createOrder: (id: string) => api.post<CreateOrderResult>('/payments/create-paypal-order', undefined, byId(id)),
  captureOrder: (id: string, orderID: string, language: string) => api.post<Receipt>('/payments/capture-paypal-order', { orderID, language }, byId(id)),
};
