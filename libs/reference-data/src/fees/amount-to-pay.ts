import { isOptionValue } from '../option';
import { APPLICATION_TYPES } from '../application-types';
import { isEVisaNationality } from '../countries';
import { findVisaService } from '../visa-services';
import { FEE_SCHEDULES, type FeeProduct, type FeeSchedule, type GovernmentFee } from './fee-schedule';

export type FeeQuote = {
  readonly governmentFee: number;
  readonly serviceFee: number;
  readonly total: number;
  readonly currency: 'USD';
  readonly scheduleVersion: string;
};

/** The fields of an application that decide its price. Untrusted values are accepted and checked. */
export type FeeInput = {
  readonly visaService?: unknown;
  readonly serviceSubCategory?: unknown;
  readonly nationality?: unknown;
  readonly applicationType?: unknown;
};

/** Thrown when no fee applies: an incomplete or invalid selection, an ineligible nationality, no schedule. */
export class FeeLookupError extends Error {
  override readonly name = 'FeeLookupError';
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The schedule in force on a day (yyyy-mm-dd): the latest one whose effective date is not after it. */
export function feeScheduleOn(on: string, schedules: readonly FeeSchedule[] = FEE_SCHEDULES): FeeSchedule {
  if (!ISO_DATE.test(on)) throw new FeeLookupError(`Expected a yyyy-mm-dd date, got "${on}"`);
  const inForce = schedules.filter((schedule) => schedule.effectiveFrom <= on);
  const latest = inForce.reduce<FeeSchedule | undefined>(
    (best, schedule) => (!best || schedule.effectiveFrom > best.effectiveFrom ? schedule : best),
    undefined,
  );
  if (!latest) throw new FeeLookupError(`No fee schedule is in force on ${on}`);
  return latest;
}

export function feeProductOf(visaService: unknown, serviceSubCategory: unknown): FeeProduct {
  const service = findVisaService(visaService);
  if (!service) throw new FeeLookupError(`Unknown visa service "${String(visaService)}"`);
  if (service.value !== 'tourist') return service.value;
  if (serviceSubCategory === '30D' || serviceSubCategory === '1YR' || serviceSubCategory === '5YR') {
    return `tourist${serviceSubCategory}`;
  }
  throw new FeeLookupError(`Unknown e-Tourist duration "${String(serviceSubCategory)}"`);
}

function feeInSeason(fee: GovernmentFee, on: string): number {
  if (typeof fee === 'number') return fee;
  const month = Number(on.slice(5, 7));
  return month >= 4 && month <= 6 ? fee.aprilToJune : fee.julyToMarch;
}

/**
 * What the applicant pays, computed on the server on the day `on` (yyyy-mm-dd): the government fee for the visa
 * service, duration and nationality, plus the agency's service fee for the application type.
 */
export function amountToPay(application: FeeInput, on: string, schedules: readonly FeeSchedule[] = FEE_SCHEDULES): FeeQuote {
  const schedule = feeScheduleOn(on, schedules);
  const { nationality, applicationType } = application;
  if (!isEVisaNationality(nationality)) throw new FeeLookupError(`No e-Visa fee for nationality "${String(nationality)}"`);
  if (!isOptionValue(APPLICATION_TYPES, applicationType)) {
    throw new FeeLookupError(`Unknown application type "${String(applicationType)}"`);
  }
  const product = feeProductOf(application.visaService, application.serviceSubCategory);
  const group = schedule.nationalityGroups.find((candidate) => candidate.countries.includes(nationality as string));
  const governmentFee = feeInSeason(group?.fees[product] ?? schedule.standardFees[product], on);
  const serviceFee = schedule.serviceFees[applicationType];
  return {
    governmentFee,
    serviceFee,
    total: Math.round((governmentFee + serviceFee) * 100) / 100,
    currency: schedule.currency,
    scheduleVersion: schedule.version,
  };
}
