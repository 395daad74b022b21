import type { MessageKey } from '../messages';
import { orderLeadOf } from '../application/application-record';
import { isIsoDate, todayIso, type IsoDate } from '../values/iso-date';

/**
 * What every validator returns: the message key of the first broken rule per field, {} when all is valid.
 * Fields are record field names; SAARC entries use 'saarcDetails.<index>.<part>'.
 */
export type FieldErrors = Partial<Record<string, MessageKey>>;

/** What the rules need besides the values. Browser and server build it the same way, so they agree. */
export type RuleContext = {
  /** Today as yyyy-mm-dd, in India's calendar (todayIso()). */
  readonly today: IsoDate;
  /**
   * The application is another traveller of an order, applied for by its lead (an adult, who is held to the
   * minimum age): this traveller may be a child. ruleContextFor sets it from the stored application.
   */
  readonly travellingWithLead?: boolean;
};

/** The rules' context for an application as stored (none yet: a new application), the same in browser and server. */
export function ruleContextFor(record: { uniqueId?: string; orderLeadId?: string } | undefined, today: IsoDate = todayIso()): RuleContext {
  return { today, travellingWithLead: record !== undefined && orderLeadOf(record) !== undefined };
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** Collects errors, keeping the first (most basic) one per field: checks run from "required" onwards. */
export class ErrorCollector {
  readonly errors: FieldErrors;

  constructor(found: FieldErrors = {}) {
    this.errors = { ...found };
  }

  add(field: string, key: MessageKey): void {
    if (this.errors[field] === undefined) this.errors[field] = key;
  }

  has(field: string): boolean {
    return this.errors[field] !== undefined;
  }
}

export function assertRuleContext(ctx: RuleContext): void {
  if (!isIsoDate(ctx?.today)) throw new Error(`Rule context needs today as yyyy-mm-dd, got "${String(ctx?.today)}"`);
}
