import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import mongoose, { type Model, type QueryFilter, type UpdateQuery } from 'mongoose';
import { LOCKED_STATUSES, type ApplicationRecord, type ApplicationStep } from '@evisa/contracts';
import { newApplicationId } from './application-id';
import { ApplicationLockedException, ApplicationNotFoundException, NotOpenForCorrectionException } from './application-errors';
import { APPLICATION_MODEL, ApplicationSchema } from './application.schema';
import { storedValues } from './stored-values';

type StoredApplication = Omit<ApplicationRecord, 'uniqueId' | 'createdAt' | 'updatedAt'> & {
  _id: string;
  schemaVersion?: number;
  createdAt: Date;
  updatedAt: Date;
};

/** An unpaid application the draft reminder may write to. */
export type DraftToRemind = { uniqueId: string; email: string; language?: string };

/** What a save answers with: the steps' responses carry the id only. */
export type SavedStep = { uniqueId: string };

export type SaveStepOptions = {
  /** Store the answers without marking the step complete. */
  draft?: boolean;
  /** Steps to mark incomplete again. The step saved must already be complete (step 1 always is). */
  reopen?: readonly ApplicationStep[];
};

const DUPLICATE_KEY = 11000;
const MAX_ID_ATTEMPTS = 5;

/** The fields a step save may set or remove: the schema's own (what mongoose's strict mode would keep). */
const STORED_FIELDS: ReadonlySet<string> = new Set(Object.keys(ApplicationSchema.paths));

function assertStoredFields(fields: Iterable<string>): void {
  for (const field of fields) {
    if (!STORED_FIELDS.has(field)) throw new Error(`saveStep: '${field}' is not a field of the application schema`);
  }
}

/** The update of a step save: the answers and the step's state. */
function stepUpdate(step: ApplicationStep, set: Record<string, unknown>, unset: readonly string[], options: SaveStepOptions): UpdateQuery<StoredApplication> {
  const toRemove = unset.filter((field) => !(field in set));
  assertStoredFields(Object.keys(set));
  assertStoredFields(toRemove);
  const update: UpdateQuery<StoredApplication> = { $set: storedValues(ApplicationSchema, set) };
  const reopen = (options.reopen ?? []).filter((other) => other !== step);
  // One operator per path: MongoDB refuses two operators on completedSteps in the same update.
  if (reopen.length) update.$pullAll = { completedSteps: reopen };
  else if (!options.draft) update.$addToSet = { completedSteps: step };
  if (toRemove.length) update.$unset = Object.fromEntries(toRemove.map((field) => [field, 1]));
  return update;
}

/**
 * The edit guard: a filter that matches only an application whose answers may still change, given the fields the
 * update writes (sets or removes). Before payment that is any field; once paid, only while the desk has opened
 * every one of them for correction (`openForCorrection`, set by the desk's correction request and cleared when
 * the applicant sends the corrections back). Priced answers are never opened (libs/contracts PRICED_FIELDS).
 */
function editable(id: string, written: readonly string[]): QueryFilter<StoredApplication> {
  // The filter goes to the collection without mongoose's sanitizeFilter: the id can only be a string.
  if (typeof id !== 'string') throw new TypeError('An application id is a string');
  const unlocked = { status: mongoose.trusted({ $nin: [...LOCKED_STATUSES] }) };
  if (written.length === 0) return { _id: id, ...unlocked } as QueryFilter<StoredApplication>;
  const opened = { status: 'paid', openForCorrection: mongoose.trusted({ $all: [...written] }) };
  return { _id: id, $or: [unlocked, opened] } as QueryFilter<StoredApplication>;
}

/** The fields an update sets or removes. */
function writtenBy(update: UpdateQuery<StoredApplication>): string[] {
  return [...Object.keys(update.$set ?? {}), ...Object.keys(update.$unset ?? {})];
}

/**
 * Fields of the stored document that the record names otherwise (`_id` is `uniqueId`, the times are ISO strings)
 * or leaves out: the schema version is the store's own (platform/migrations), not part of the record the applicant sees.
 */
const STORE_ONLY_FIELDS: ReadonlySet<string> = new Set(['_id', 'createdAt', 'updatedAt', 'schemaVersion']);

/**
 * The record of a stored document: its answers in their stored order, then `uniqueId` and the times. One copy in a
 * loop: a rest pattern and a spread copied the hundred-odd fields twice, a large part of a look-up's own CPU.
 */
function toRecord(stored: StoredApplication | null): ApplicationRecord | null {
  if (!stored) return null;
  const record: Record<string, unknown> = {};
  for (const field of Object.keys(stored)) {
    if (!STORE_ONLY_FIELDS.has(field)) record[field] = (stored as Record<string, unknown>)[field];
  }
  record.uniqueId = stored._id;
  record.createdAt = stored.createdAt.toISOString();
  record.updatedAt = stored.updatedAt.toISOString();
  return record as ApplicationRecord;
}

/**
 * The only code that reads and writes application documents. Every change is one atomic single-document
 * update (no transactions: FerretDB and a sharded MongoDB both support exactly this).
 */
@Injectable()
export class ApplicationsRepository {
  constructor(@InjectModel(APPLICATION_MODEL) private readonly model: Model<StoredApplication>) {}

  /** Stores a new application under a fresh random id; an id collision is retried, never surfaced. */
  async create(values: Record<string, unknown>): Promise<ApplicationRecord> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const created = await this.model.create({ ...values, _id: newApplicationId(), status: 'draft', completedSteps: ['step1'] });
        return toRecord(created.toObject() as StoredApplication)!;
      } catch (error) {
        if ((error as { code?: number }).code !== DUPLICATE_KEY || attempt >= MAX_ID_ATTEMPTS) throw error;
      }
    }
  }

  async find(id: string): Promise<ApplicationRecord | null> {
    return toRecord(await this.model.findById(id).lean<StoredApplication>().exec());
  }

  /**
   * Only the named fields of an application (and its `uniqueId`), or null when there is none: for a caller that reads
   * a few fields, the database sends and the driver decodes those alone instead of the hundred-odd answers.
   */
  async findFields<K extends Exclude<keyof ApplicationRecord, 'uniqueId' | 'createdAt' | 'updatedAt'>>(
    id: string,
    fields: readonly K[],
  ): Promise<(Pick<ApplicationRecord, K> & { uniqueId: string }) | null> {
    const projection = Object.fromEntries(fields.map((field) => [field, 1]));
    const stored = await this.model.findById(id, projection).lean<Pick<ApplicationRecord, K> & { _id: string }>().exec();
    if (!stored) return null;
    const { _id, ...values } = stored;
    return { ...(values as unknown as Pick<ApplicationRecord, K>), uniqueId: _id };
  }

  async get(id: string): Promise<ApplicationRecord> {
    const record = await this.find(id);
    if (!record) throw new ApplicationNotFoundException();
    return record;
  }

  /**
   * Saves one step's fields (and removes the fields listed in `unset`, e.g. another purpose section's), marks
   * the step complete, and refuses when the application is paid or blocked. Fields of other steps are untouched.
   * `draft` (save and exit) stores the answers without marking the step complete; `reopen` marks other steps
   * incomplete again in the same update (step 1 changing the sub-category reopens step 4).
   */
  async saveStep(
    id: string,
    step: ApplicationStep,
    set: Record<string, unknown>,
    unset: readonly string[] = [],
    options: SaveStepOptions = {},
  ): Promise<SavedStep> {
    const update = stepUpdate(step, set, unset, options);
    if (await this.updateAnswers(editable(id, writtenBy(update)), update)) return { uniqueId: id };
    throw await this.refusal(id);
  }

  /**
   * One guarded update of answers through the collection itself: its values already cast as the schema stores them
   * (stepUpdate), the filter ours (no request value in it but the id), and `updatedAt` set as mongoose's timestamps
   * set it: mongoose's own casting of the update clones and casts every path again, a large part of a save's CPU
   * (docs/performance.md). True when the guard matched.
   */
  private async updateAnswers(filter: QueryFilter<StoredApplication>, update: UpdateQuery<StoredApplication>): Promise<boolean> {
    const timestamped = { ...update, $set: { ...update.$set, updatedAt: new Date() } };
    const { matchedCount } = await this.model.collection.updateOne(filter as Record<string, unknown>, timestamped);
    return matchedCount > 0;
  }

  /**
   * saveStep for values that replace others (the names of uploaded files), answering also with the values
   * they replaced, read in the same atomic update: of any number of concurrent saves, each learns exactly the
   * value it replaced, so each replaced file can be removed and only the last one saved stays.
   */
  async replaceInStep(id: string, step: ApplicationStep, set: Record<string, unknown>): Promise<{ saved: SavedStep; replaced: Record<string, unknown> }> {
    const update = stepUpdate(step, set, [], {});
    const before = await this.model
      .findOneAndUpdate(editable(id, writtenBy(update)), update, { returnDocument: 'before' })
      .lean<StoredApplication>()
      .exec();
    if (!before) throw await this.refusal(id);
    const replaced = Object.fromEntries(Object.keys(set).map((field) => [field, (before as Record<string, unknown>)[field]]));
    return { saved: { uniqueId: id }, replaced };
  }

  /**
   * Writes corrected answers of a paid application: only fields the desk opened for correction (the edit guard
   * refuses the whole update otherwise). Steps stay as they are: a paid application has them all complete.
   */
  async saveCorrection(id: string, set: Record<string, unknown>, unset: readonly string[]): Promise<SavedStep> {
    const toRemove = unset.filter((field) => !(field in set));
    assertStoredFields([...Object.keys(set), ...toRemove]);
    const update: UpdateQuery<StoredApplication> = { $set: storedValues(ApplicationSchema, set) };
    if (toRemove.length) update.$unset = Object.fromEntries(toRemove.map((field) => [field, 1]));
    if (await this.updateAnswers({ ...editable(id, writtenBy(update)), status: 'paid' } as QueryFilter<StoredApplication>, update)) return { uniqueId: id };
    throw await this.refusal(id);
  }

  /** Why an edit matched nothing: the application is paid or blocked (or the field is not open for correction), or there is none. */
  private async refusal(id: string): Promise<Error> {
    const found = await this.model.findById(id, { status: 1, openForCorrection: 1 }).lean<{ status: string; openForCorrection?: string[] }>().exec();
    if (!found) return new ApplicationNotFoundException();
    return found.status === 'paid' && found.openForCorrection?.length ? new NotOpenForCorrectionException() : new ApplicationLockedException();
  }

  /** A raw atomic update for the payment and retention flows, guarded by an extra filter. */
  async update(id: string, update: UpdateQuery<StoredApplication>, guard: Record<string, unknown> = {}): Promise<ApplicationRecord | null> {
    return toRecord(
      await this.model
        .findOneAndUpdate({ ...guard, _id: id } as QueryFilter<StoredApplication>, update, { returnDocument: 'after' })
        .lean<StoredApplication>()
        .exec(),
    );
  }

  /** The applications of the order led by `leadId`: the lead first, then the others in the order they were added. */
  async orderMembers(leadId: string): Promise<ApplicationRecord[]> {
    const found = await this.model.find({ orderLeadId: leadId }).sort({ createdAt: 1, _id: 1 }).lean<StoredApplication[]>().exec();
    const records = found.map((stored) => toRecord(stored)!);
    return [...records.filter((record) => record.uniqueId === leadId), ...records.filter((record) => record.uniqueId !== leadId)];
  }

  /**
   * Takes one more traveller's place in the order led by `leadId`, atomically (the lead becomes an order's lead the
   * first time): only while the lead can still change (not paid nor blocked), leads no other order than its own,
   * and has fewer than `maxOthers` other travellers. False when any of these fails.
   */
  async reserveTravellerPlace(leadId: string, maxOthers: number): Promise<boolean> {
    const filter = {
      _id: leadId,
      status: mongoose.trusted({ $nin: [...LOCKED_STATUSES] }),
      orderLeadId: mongoose.trusted({ $in: [null, leadId] }),
      $or: [{ orderTravellers: mongoose.trusted({ $exists: false }) }, { orderTravellers: mongoose.trusted({ $lt: maxOthers }) }],
    } as QueryFilter<StoredApplication>;
    const { matchedCount } = await this.model.updateOne(filter, { $set: { orderLeadId: leadId }, $inc: { orderTravellers: 1 } }).exec();
    return matchedCount > 0;
  }

  /** Gives back a traveller's place in the lead's order (the traveller was not created, or was removed). */
  async releaseTravellerPlace(leadId: string): Promise<void> {
    await this.model.updateOne({ _id: leadId, orderTravellers: mongoose.trusted({ $gt: 0 }) } as QueryFilter<StoredApplication>, { $inc: { orderTravellers: -1 } }).exec();
  }

  /**
   * Unpaid applications (a draft, or complete and waiting for the payment) last changed before `changedBefore`,
   * not yet reminded (at most `limit`, oldest first): the reminder's candidates.
   */
  async unremindedDrafts(changedBefore: Date, limit: number): Promise<DraftToRemind[]> {
    const found = await this.model
      .find(
        { status: mongoose.trusted({ $in: ['draft', 'awaiting_payment'] }), updatedAt: mongoose.trusted({ $lte: changedBefore }), reminderSentAt: mongoose.trusted({ $exists: false }) } as QueryFilter<StoredApplication>,
        { _id: 1, email: 1, language: 1 },
      )
      .sort({ updatedAt: 1 })
      .limit(limit)
      .lean<{ _id: string; email?: string; language?: string }[]>()
      .exec();
    return found.map(({ _id, email, language }) => ({ uniqueId: _id, email: email ?? '', language }));
  }

  /**
   * Records that the reminder was sent without touching `updatedAt`: the retention period counts from the
   * applicant's last change, not from ours. True when this call recorded it (false: already reminded).
   */
  async markReminded(id: string, at: Date): Promise<boolean> {
    const { modifiedCount } = await this.model
      .updateOne({ _id: id, reminderSentAt: mongoose.trusted({ $exists: false }) } as QueryFilter<StoredApplication>, { $set: { reminderSentAt: at } }, { timestamps: false })
      .exec();
    return modifiedCount > 0;
  }
}
