// Orders of several travellers as GET /orders/:id answers them, for the screens' tests.
import { APPLICATION_STEPS, MAX_TRAVELLERS, type OrderTraveller, type OrderView } from '@evisa/contracts';
import { STORED_ID } from './stored-application';

export const TRAVELLER_2 = 'IN0BCDEFGHJKM2';
export const TRAVELLER_3 = 'IN0CDEFGHJKM3X';

const quote = (governmentFee: number, serviceFee: number) => ({ governmentFee, serviceFee, total: governmentFee + serviceFee, currency: 'USD' as const, scheduleVersion: '2025.1' });

/** One traveller of an order as GET /orders/:id lists them: complete and payable unless told. */
export function travellerOf(overrides: Partial<OrderTraveller> = {}): OrderTraveller {
  return {
    uniqueId: STORED_ID,
    lead: true,
    givenName: 'Anna',
    surname: 'Smith',
    visaService: 'medical',
    serviceSubCategory: 'shortTermMedicalTreatment',
    applicationType: 'normal',
    status: 'draft',
    completedSteps: [...APPLICATION_STEPS],
    nextStep: null,
    fee: quote(80, 89),
    payable: true,
    ...overrides,
  };
}

/** An order as GET /orders/:id answers it; the sums follow the travellers' fees. */
export function orderOf(travellers: OrderTraveller[] = [travellerOf()], overrides: Partial<OrderView> = {}): OrderView {
  const priced = travellers.every((traveller) => traveller.fee);
  const sum = (part: 'governmentFee' | 'serviceFee' | 'total') => (priced ? travellers.reduce((total, traveller) => total + (traveller.fee?.[part] ?? 0), 0) : null);
  return {
    leadId: travellers[0]?.uniqueId ?? STORED_ID,
    travellers,
    maxTravellers: MAX_TRAVELLERS,
    canAddTraveller: travellers.length < MAX_TRAVELLERS,
    total: sum('total'),
    governmentFee: sum('governmentFee'),
    serviceFee: sum('serviceFee'),
    currency: 'USD',
    canPay: travellers.every((traveller) => traveller.payable),
    paid: travellers.every((traveller) => traveller.status === 'paid'),
    ...overrides,
  };
}

/** A family order: an e-Medical patient (the lead), an e-Medical attendant and an e-Tourist. */
export function familyOrder(overrides: Partial<OrderView> = {}): OrderView {
  return orderOf(
    [
      travellerOf(),
      travellerOf({ uniqueId: TRAVELLER_2, lead: false, givenName: 'Ben', visaService: 'medicalAttendant', serviceSubCategory: 'patientAttendant', fee: quote(80, 89) }),
      travellerOf({ uniqueId: TRAVELLER_3, lead: false, givenName: 'Cara', visaService: 'tourist', serviceSubCategory: '30D', fee: quote(25, 89) }),
    ],
    overrides,
  );
}
