import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { AppConfig } from '../config/app-config';

/** One document per job and period, written by the instance that ran it. */
export const JOB_RUNS_COLLECTION = 'job_runs';

const DUPLICATE_KEY = 11000;

export type JobRun = { _id: string; job: string; instance: string; startedAt: Date; finishedAt?: Date; failed?: string };

/**
 * Makes a scheduled job run once per period across every API instance: each instance's timer fires,
 * and only the one that first inserts the period's document in `job_runs` does the work: an insert with a taken
 * `_id` fails, so two instances can never both win a period, and the document records who ran it and how it
 * ended. A period whose winner died is not run again: the next one is.
 */
@Injectable()
export class JobLease {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly config: AppConfig,
  ) {}

  /** Runs `work` unless another instance already took this period of `job`; true when it ran here. */
  async runOncePer(job: string, periodMs: number, work: () => Promise<void>, now = Date.now()): Promise<boolean> {
    const runs = this.connection.db!.collection<JobRun>(JOB_RUNS_COLLECTION);
    const _id = `${job}:${Math.floor(now / periodMs)}`;
    try {
      await runs.insertOne({ _id, job, instance: this.config.INSTANCE_ID, startedAt: new Date(now) });
    } catch (error) {
      if ((error as { code?: number }).code === DUPLICATE_KEY) return false;
      throw error;
    }
    try {
      await work();
      await runs.updateOne({ _id }, { $set: { finishedAt: new Date() } });
    } catch (error) {
      await runs.updateOne({ _id }, { $set: { finishedAt: new Date(), failed: (error as Error).message.slice(0, 500) } }).catch(() => undefined);
      throw error;
    }
    return true;
  }
}
