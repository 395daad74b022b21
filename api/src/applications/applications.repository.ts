import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import mongoose, { type Model, type QueryFilter, type UpdateQuery } from 'mongoose';
import type { ApplicationRecord, ApplicationStep } from '@evisa/contracts';
import { newApplicationId } from './application-id';
import { ApplicationLockedException, ApplicationNotFoundException } from './application-errors';
import { APPLICATION_MODEL } from './application.schema';

type StoredApplication = Omit<ApplicationRecord, 'uniqueId' | 'createdAt' | 'updatedAt'> & {
  _id: string;
  createdAt: Date;
  updatedAt: Date;
};

export type SaveStepOptions = {
  /** Store the answers without marking the step complete. */
  draft?: boolean;
  /** Steps to mark incomplete again. The step saved must already be complete (step 1 always is). */
  reopen?: readonly ApplicationStep[];
};

const DUPLICATE_KEY = 11000;
const MAX_ID_ATTEMPTS = 5;
/** Statuses in which the applicant may still change answers. */
const EDITABLE = mongoose.trusted({ $in: ['draft', 'awaiting_payment'] });

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
  ): Promise<ApplicationRecord> {
    const update: UpdateQuery<StoredApplication> = { $set: set };
    const reopen = (options.reopen ?? []).filter((other) => other !== step);
    // One operator per path: MongoDB refuses two operators on completedSteps in the same update.
    if (reopen.length) update.$pullAll = { completedSteps: reopen };
    else if (!options.draft) update.$addToSet = { completedSteps: step };
    const toRemove = unset.filter((field) => !(field in set));
    if (toRemove.length) update.$unset = Object.fromEntries(toRemove.map((field) => [field, 1]));
    const updated = await this.model
      .findOneAndUpdate({ _id: id, status: EDITABLE } as QueryFilter<StoredApplication>, update, { returnDocument: 'after', runValidators: true })
      .lean<StoredApplication>()
      .exec();
    if (updated) return toRecord(updated)!;
    await this.get(id); // throws not found when the id is unknown
    throw new ApplicationLockedException();
  }

  /** A raw atomic update for the payment and retention flows, guarded by an extra filter. */
  async update(id: string, update: UpdateQuery<StoredApplication>, guard: Record<string, unknown> = {}): Promise<ApplicationRecord | null> {
    return toRecord(await this.model.findOneAndUpdate({ ...guard, _id: id } as QueryFilter<StoredApplication>, update, { returnDocument: 'after' }).lean<StoredApplication>().exec());
  }
}
