import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import mongoose, { type Model, type QueryFilter, type UpdateQuery } from 'mongoose';
import type { ApplicationRecord, ApplicationStep } from '@evisa/contracts';
import { newApplicationId } from './application-id';
import { ApplicationLockedException, ApplicationNotFoundException } from './application-errors';
import { APPLICATION_MODEL, ApplicationSchema } from './application.schema';

type StoredApplication = Omit<ApplicationRecord, 'uniqueId' | 'createdAt' | 'updatedAt'> & {
  _id: string;
  createdAt: Date;
  updatedAt: Date;
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
const MAX_ID_ATTEMPTS = 5;
/** Statuses in which the applicant may no longer change answers. */
const LOCKED_STATUSES: readonly string[] = ['paid', 'blocked'];

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
  const update: UpdateQuery<StoredApplication> = { $set: set };
  const reopen = (options.reopen ?? []).filter((other) => other !== step);
  // One operator per path: MongoDB refuses two operators on completedSteps in the same update.
  if (reopen.length) update.$pullAll = { completedSteps: reopen };
  else if (!options.draft) update.$addToSet = { completedSteps: step };
  if (toRemove.length) update.$unset = Object.fromEntries(toRemove.map((field) => [field, 1]));
  return update;
}

/** The edit guard: a filter that matches only an application whose answers may still change. */
const editable = (id: string) => ({ _id: id, status: mongoose.trusted({ $nin: [...LOCKED_STATUSES] }) }) as QueryFilter<StoredApplication>;

function toRecord(stored: StoredApplication | null): ApplicationRecord | null {
  if (!stored) return null;
  const { _id, createdAt, updatedAt, ...rest } = stored;
  return { ...rest, uniqueId: _id, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() } as ApplicationRecord;
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
    const { matchedCount } = await this.model.updateOne(editable(id), stepUpdate(step, set, unset, options)).exec();
    if (matchedCount) return { uniqueId: id };
    throw await this.refusal(id);
  }

  /**
   * saveStep for values that replace others (the names of uploaded files), answering also with the values
   * they replaced, read in the same atomic update: of any number of concurrent saves, each learns exactly the
   * value it replaced, so each replaced file can be removed and only the last one saved stays.
   */
  async replaceInStep(id: string, step: ApplicationStep, set: Record<string, unknown>): Promise<{ saved: SavedStep; replaced: Record<string, unknown> }> {
    const before = await this.model
      .findOneAndUpdate(editable(id), stepUpdate(step, set, [], {}), { returnDocument: 'before' })
      .lean<StoredApplication>()
      .exec();
    if (!before) throw await this.refusal(id);
    const replaced = Object.fromEntries(Object.keys(set).map((field) => [field, (before as Record<string, unknown>)[field]]));
    return { saved: { uniqueId: id }, replaced };
  }

  /** Why an edit matched nothing: the application is paid or blocked, or there is none. */
  private async refusal(id: string): Promise<Error> {
    return (await this.model.exists({ _id: id }).exec()) ? new ApplicationLockedException() : new ApplicationNotFoundException();
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
}
