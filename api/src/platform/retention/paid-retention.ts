import { resolveVisaSelection, VISA_SERVICES, isVisaBranch } from '@evisa/reference-data';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every complete choice of visa with its validity in days (the tourist options have their own). */
type Selection = { visaService: string; serviceSubCategory: string; serviceSubCat_subCategory?: string };

export function visaValidities(): { selection: Selection; durationDays: number }[] {
  return VISA_SERVICES.flatMap((service) =>
    service.options.flatMap((subCategory) => {
      const leaves = isVisaBranch(subCategory) ? subCategory.options.map((leaf) => leaf.value) : [undefined];
      return leaves.map((leaf) => {
        const selection: Selection = { visaService: service.value, serviceSubCategory: subCategory.value, ...(leaf === undefined ? {} : { serviceSubCat_subCategory: leaf }) };
        return { selection, durationDays: resolveVisaSelection(selection)!.durationDays };
      });
    }),
  );
}

/** The longest validity of any e-Visa offered, in days. */
export const LONGEST_VALIDITY_DAYS = Math.max(...visaValidities().map((visa) => visa.durationDays));

/** Paid before `cutoff`; an old record without a payment date counts from its last change. */
function paidBefore(cutoff: Date) {
  return { $or: [{ paidAt: { $lt: cutoff } }, { paidAt: { $exists: false }, updatedAt: { $lt: cutoff } }] };
}

/**
 * The paid applications past retention at `now`: each kept for the validity of the visa it applied for, counted
 * from payment (the visa is granted after it, so never less than its life), plus `daysAfter`. A record whose
 * choice the tree no longer knows is kept for the longest validity.
 */
export function paidPastRetention(now: Date, daysAfter: number) {
  const cutoff = (durationDays: number) => new Date(now.getTime() - (durationDays + daysAfter) * DAY_MS);
  const byVisa = visaValidities().map(({ selection, durationDays }) => ({
    visaService: selection.visaService,
    serviceSubCategory: selection.serviceSubCategory,
    ...(selection.serviceSubCat_subCategory === undefined ? {} : { serviceSubCat_subCategory: selection.serviceSubCat_subCategory }),
    ...paidBefore(cutoff(durationDays)),
  }));
  return { status: 'paid', $or: [...byVisa, paidBefore(cutoff(LONGEST_VALIDITY_DAYS))] };
}
