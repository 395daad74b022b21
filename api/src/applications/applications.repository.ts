import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import mongoose, { type Model, type QueryFilter, type UpdateQuery, type mongo } from 'mongoose';
import type { ApplicationRecord, ApplicationStep } from '@evisa/contracts';
import { newApplicationId } from './application-id';
import { ApplicationLockedException, ApplicationNotFoundException } from './application-errors';
import { APPLICATION_MODEL, ApplicationSchema } from './application.schema';

type StoredApplication = Omit<ApplicationRecord, 'uniqueId' | 'createdAt' | 'updatedAt'> & {
  _id: string;
  createdAt: Date;
  updatedAt: Date;
  /** The edit guard (EDITING_CLOSED): absent or an object while answers may change, the string once locked. */
  editing?: { lastSavedAt?: Date } | typeof EDITING_CLOSED;
};

/** What a save answers with: the steps' responses carry the id only. */
export type SavedStep = { uniqueId: string };

export type SaveStepOptions = {
  /** Store the answers without marking the step complete. */
  draft?: boolean;
  /** Steps to mark incomplete again. The step saved must already be complete (step 1 always is). */
  reopen?: readonly ApplicationStep[];
};

const DUPLICATE_KEY = 11000;
/** MongoDB's PathNotViable: an update sets a field inside a value that is not a document. */
const PATH_NOT_VIABLE = 28;
const MAX_ID_ATTEMPTS = 5;
/** Statuses in which the applicant may no longer change answers. */
const LOCKED_STATUSES: readonly string[] = ['paid', 'blocked'];

/**
 * The edit guard. A step save must be refused, atomically, once the application is paid or blocked, and on
 * FerretDB v1 only a filter of `_id` alone is pushed down to SQLite: `{_id, status: {$in: [...]}}` makes
 * FerretDB read and decode every application in Go, about 5 times the database CPU of `{_id}` alone with 140
 * applications (docs/performance.md). So the status is not in the filter; instead every save also sets
 * `editing.lastSavedAt`, and locking an application (status paid or blocked, `update` below) sets `editing` to
 * this string in the same update. Setting a field inside a string fails the whole update (PathNotViable, on
 * MongoDB and FerretDB alike), so a save after the lock changes nothing and one before it is a normal save:
 * the same single-document atomicity as the status filter, with the filter FerretDB pushes down.
 * Applications locked before this field existed are closed by `closeLockedApplications` at start.
 */
export const EDITING_CLOSED = 'closed';

/** The fields a step save may set or remove: the schema's own (what mongoose's strict mode would keep). */
const STORED_FIELDS: ReadonlySet<string> = new Set(Object.keys(ApplicationSchema.paths));

function assertStoredFields(fields: Iterable<string>): void {
  for (const field of fields) {
    if (!STORED_FIELDS.has(field)) throw new Error(`saveStep: '${field}' is not a field of the application schema`);
  }
}

/** The update of a step save: the answers, the edit guard's timestamp (EDITING_CLOSED) and the step's state. */
function stepUpdate(step: ApplicationStep, set: Record<string, unknown>, unset: readonly string[], options: SaveStepOptions): mongo.UpdateFilter<StoredApplication> {
  const toRemove = unset.filter((field) => !(field in set));
  assertStoredFields(Object.keys(set));
  assertStoredFields(toRemove);
  const now = new Date();
  const update: mongo.UpdateFilter<StoredApplication> = { $set: { ...set, 'editing.lastSavedAt': now, updatedAt: now } };
  const reopen = (options.reopen ?? []).filter((other) => other !== step);
  // One operator per path: MongoDB refuses two operators on completedSteps in the same update.
  if (reopen.length) update.$pullAll = { completedSteps: reopen };
  else if (!options.draft) update.$addToSet = { completedSteps: step };
  if (toRemove.length) update.$unset = Object.fromEntries(toRemove.map((field) => [field, 1]));
  return update;
}

function isPathNotViable(error: unknown): boolean {
  return (error as { code?: number }).code === PATH_NOT_VIABLE && /editing/.test((error as Error).message ?? '');
}

function toRecord(stored: StoredApplication | null): ApplicationRecord | null {
  if (!stored) return null;
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the guard is storage only, never answered
  const { _id, createdAt, updatedAt, editing, ...rest } = stored;
  return { ...rest, uniqueId: _id, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() } as ApplicationRecord;
}

/**
 * The only code that reads and writes application documents. Every change is one atomic single-document
 * update (no transactions: FerretDB and a sharded MongoDB both support exactly this).
 */
@Injectable()
export class ApplicationsRepository implements OnModuleInit {
  constructor(@InjectModel(APPLICATION_MODEL) private readonly model: Model<StoredApplication>) {}

  /** The driver's collection under the model, for the step save (see saveStep). */
  private get documents(): mongo.Collection<StoredApplication> {
    return this.model.collection as unknown as mongo.Collection<StoredApplication>;
  }

  async onModuleInit(): Promise<void> {
    await this.closeLockedApplications();
  }

  /** Closes the edit guard of applications locked before it existed (idempotent; one query at start). */
  async closeLockedApplications(): Promise<number> {
    const result = await this.model
      .updateMany(
        { status: mongoose.trusted({ $in: LOCKED_STATUSES }), editing: mongoose.trusted({ $ne: EDITING_CLOSED }) } as QueryFilter<StoredApplication>,
        { $set: { editing: EDITING_CLOSED } },
      )
      .exec();
    return result.modifiedCount;
  }

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
    let matched: number;
    try {
      // `{_id}` alone, and no document back: the callers answer with the id (see EDITING_CLOSED). Through the
      // driver, not mongoose's query: the values arrive typed as stored (the step DTOs and `normalise`), and
      // mongoose's casting of them was the largest part of the API's CPU per save left (docs/performance.md).
      // `ignoreUndefined`: an unanswered SAARC year is left out, as mongoose did, not stored as null.
      ({ matchedCount: matched } = await this.documents.updateOne({ _id: id }, update, { ignoreUndefined: true }));
    } catch (error) {
      if (isPathNotViable(error)) throw new ApplicationLockedException();
      throw error;
    }
    if (!matched) throw new ApplicationNotFoundException();
    return { uniqueId: id };
  }

  /**
   * saveStep for values that replace others (the names of uploaded files), answering also with the values
   * they replaced, read in the same atomic update: of any number of concurrent saves, each learns exactly the
   * value it replaced, so each replaced file can be removed and only the last one saved stays.
   */
  async replaceInStep(id: string, step: ApplicationStep, set: Record<string, unknown>): Promise<{ saved: SavedStep; replaced: Record<string, unknown> }> {
    const update = stepUpdate(step, set, [], {});
    let before: Partial<StoredApplication> | null;
    try {
      // The whole document back: FerretDB v1 does not implement a projection ("fields") on findAndModify.
      before = await this.documents.findOneAndUpdate({ _id: id }, update, { returnDocument: 'before', ignoreUndefined: true });
    } catch (error) {
      if (isPathNotViable(error)) throw new ApplicationLockedException();
      throw error;
    }
    if (!before) throw new ApplicationNotFoundException();
    const replaced = Object.fromEntries(Object.keys(set).map((field) => [field, (before as Record<string, unknown>)[field]]));
    return { saved: { uniqueId: id }, replaced };
  }

  /**
   * A raw atomic update for the payment and retention flows, guarded by an extra filter. Setting a locked
   * status (paid, blocked) also closes the edit guard, in the same update.
   */
  async update(id: string, update: UpdateQuery<StoredApplication>, guard: Record<string, unknown> = {}): Promise<ApplicationRecord | null> {
    const status = (update.$set as { status?: unknown } | undefined)?.status;
    const withGuard = typeof status === 'string' && LOCKED_STATUSES.includes(status) ? { ...update, $set: { ...update.$set, editing: EDITING_CLOSED } } : update;
    return toRecord(
      await this.model
        .findOneAndUpdate({ ...guard, _id: id } as QueryFilter<StoredApplication>, withGuard, { returnDocument: 'after' })
        .lean<StoredApplication>()
        .exec(),
    );
  }
}
