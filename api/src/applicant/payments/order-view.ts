import { MAX_TRAVELLERS, firstIncompleteStep, type ApplicationRecord, type OrderTraveller, type OrderView } from '@evisa/contracts';
import { FeeLookupError, amountToPay, type FeeQuote } from '@evisa/reference-data';
import { PAYABLE_STATUSES } from './order-binding';

/** A traveller's fee: the quote charged once paid, else the fee schedule's today; null when none applies. */
export function feeOf(record: ApplicationRecord, today: string): FeeQuote | null {
  if (record.status === 'paid') return record.amountToPay ?? null;
  try {
    return amountToPay(record, today);
  } catch (error) {
    if (error instanceof FeeLookupError) return null;
    throw error;
  }
}

const isPayable = (record: ApplicationRecord) => (PAYABLE_STATUSES as readonly string[]).includes(record.status);

function traveller(record: ApplicationRecord, leadId: string, today: string): OrderTraveller {
  const fee = feeOf(record, today);
  const nextStep = firstIncompleteStep(record.completedSteps ?? []) ?? null;
  return {
    uniqueId: record.uniqueId,
    lead: record.uniqueId === leadId,
    givenName: record.givenName ?? '',
    surname: record.surname ?? '',
    visaService: record.visaService ?? '',
    serviceSubCategory: record.serviceSubCategory ?? '',
    applicationType: record.applicationType ?? '',
    status: record.status,
    completedSteps: record.completedSteps ?? [],
    nextStep,
    fee,
    payable: isPayable(record) && nextStep === null && fee !== null,
  };
}

/** Sums one field of every fee, in cents so that 25.5 + 25.5 stays exact; null while one fee is missing. */
function sum(fees: (FeeQuote | null)[], field: 'governmentFee' | 'serviceFee' | 'total'): number | null {
  if (fees.some((fee) => fee === null)) return null;
  return fees.reduce((cents, fee) => cents + Math.round(fee![field] * 100), 0) / 100;
}

/** The order page's content from the order's applications (the lead first), priced by the fee schedule of `today`. */
export function orderView(leadId: string, members: readonly ApplicationRecord[], today: string): OrderView {
  const travellers = members.map((record) => traveller(record, leadId, today));
  const fees = travellers.map((one) => one.fee);
  const lead = members.find((record) => record.uniqueId === leadId);
  return {
    leadId,
    travellers,
    maxTravellers: MAX_TRAVELLERS,
    canAddTraveller: !!lead && isPayable(lead) && members.length < MAX_TRAVELLERS,
    total: sum(fees, 'total'),
    governmentFee: sum(fees, 'governmentFee'),
    serviceFee: sum(fees, 'serviceFee'),
    currency: 'USD',
    canPay: travellers.length > 0 && travellers.every((one) => one.payable),
    paid: travellers.length > 0 && travellers.every((one) => one.status === 'paid'),
  };
}
