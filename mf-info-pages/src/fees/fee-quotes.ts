import { feeScheduleOn, type FeeProduct, type FeeSchedule, type GovernmentFee } from '@evisa/reference-data';

/** The fee products in the order the fee table lists them. */
export const FEE_PRODUCTS: readonly FeeProduct[] = ['tourist30D', 'tourist1YR', 'tourist5YR', 'business', 'medical', 'medicalAttendant', 'conference', 'ayush', 'ayushAttendant'];

export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function scheduleInForce(day: string = todayIso()): FeeSchedule {
  return feeScheduleOn(day);
}

/** A government fee on `day`: the 30-day e-Tourist fee has a lower April-June season. */
function feeOn(fee: GovernmentFee, day: string): number {
  if (typeof fee === 'number') return fee;
  const month = Number(day.slice(5, 7));
  return month >= 4 && month <= 6 ? fee.aprilToJune : fee.julyToMarch;
}

/**
 * The lowest total a standard-fee applicant pays on `day` (the hero's 'From ...' line): the schedule's standard fees
 * in their season plus the normal service fee, as `amountToPay` prices a standard-fee nationality (fee-quotes.spec.ts
 * checks the two agree). Not through `amountToPay` itself: that checks the nationality against the country list,
 * which would then ship with the home page's first load (docs/performance.md).
 */
export function lowestStandardTotal(day: string = todayIso()): number {
  const schedule = scheduleInForce(day);
  return Math.min(...FEE_PRODUCTS.map((product) => Math.round((feeOn(schedule.standardFees[product], day) + schedule.serviceFees.normal) * 100) / 100));
}

/** A government fee plus `serviceFee`, keeping the seasonal split of the 30-day e-Tourist fee. */
export function addServiceFee(fee: GovernmentFee, serviceFee: number): GovernmentFee {
  const add = (amount: number) => Math.round((amount + serviceFee) * 100) / 100;
  return typeof fee === 'number' ? add(fee) : { aprilToJune: add(fee.aprilToJune), julyToMarch: add(fee.julyToMarch) };
}
