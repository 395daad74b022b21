import { amountToPay, feeScheduleOn, type FeeProduct, type FeeSchedule, type GovernmentFee } from '@evisa/reference-data';

/** The fee products in the order the fee table lists them. */
export const FEE_PRODUCTS: readonly FeeProduct[] = ['tourist30D', 'tourist1YR', 'tourist5YR', 'business', 'medical', 'medicalAttendant', 'conference', 'ayush', 'ayushAttendant'];

/** Any nationality that pays the standard government fee: quotes on the information pages are the standard ones. */
const STANDARD_FEE_NATIONALITY = 'US';

export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function scheduleInForce(day: string = todayIso()): FeeSchedule {
  return feeScheduleOn(day);
}

function selectionOf(product: FeeProduct): { visaService: string; serviceSubCategory?: string } {
  return product.startsWith('tourist') ? { visaService: 'tourist', serviceSubCategory: product.slice('tourist'.length) } : { visaService: product };
}

/** The lowest total a standard-fee applicant pays on `day` (the hero's 'From ...' line). */
export function lowestStandardTotal(day: string = todayIso()): number {
  return Math.min(
    ...FEE_PRODUCTS.map((product) => amountToPay({ ...selectionOf(product), nationality: STANDARD_FEE_NATIONALITY, applicationType: 'normal' }, day).total),
  );
}

/** A government fee plus `serviceFee`, keeping the seasonal split of the 30-day e-Tourist fee. */
export function addServiceFee(fee: GovernmentFee, serviceFee: number): GovernmentFee {
  const add = (amount: number) => Math.round((amount + serviceFee) * 100) / 100;
  return typeof fee === 'number' ? add(fee) : { aprilToJune: add(fee.aprilToJune), julyToMarch: add(fee.julyToMarch) };
}
