import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Db } from 'mongodb';
import type { Connection } from 'mongoose';
import { RateLimiterMemory, RateLimiterMongo } from 'rate-limiter-flexible';

/** The collection every counter lives in (one document per key, removed by a TTL index once its window ends). */
export const LIMITS_COLLECTION = 'rate_limits';

/**
 * Counters shared by every API instance on one database: rate-limiter-flexible's MongoDB store, one
 * limiter per name and setting. While the database cannot be reached each instance falls back to counting in
 * its own memory (the library's insurance limiter), so limits still hold, per instance, during an outage.
 */
@Injectable()
export class LimitStore {
  private readonly limiters = new Map<string, RateLimiterMongo>();

  constructor(@InjectConnection() private readonly connection: Connection) {}

  /** A limiter allowing `points` per `durationSeconds` window, counted under `name` across all instances. */
  limiter(name: string, points: number, durationSeconds: number): RateLimiterMongo {
    const id = `${name}:${points}:${durationSeconds}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = new RateLimiterMongo({
        storeClient: this.connection.db,
        tableName: LIMITS_COLLECTION,
        keyPrefix: name,
        disableIndexesCreation: true,
        points,
        duration: durationSeconds,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points, duration: durationSeconds }),
      });
      this.limiters.set(id, limiter);
    }
    return limiter;
  }
}

/**
 * The counters' indexes, created by the migration runner (platform/migrations). One document per key needs the unique
 * index (the library relies on it to replace an expired counter). The library's own index creation stops at its TTL
 * index, which FerretDB v1 does not implement; where it is missing, the retention job deletes expired counters
 * instead (RetentionService).
 */
export async function createLimitIndexes(db: Db): Promise<void> {
  const collection = db.collection(LIMITS_COLLECTION);
  await collection.createIndex({ key: 1 }, { unique: true });
  try {
    await collection.createIndex({ expire: -1 }, { expireAfterSeconds: 0 });
  } catch (error) {
    if (!/expireAfterSeconds/.test((error as Error).message)) throw error;
  }
}
