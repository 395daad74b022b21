import type { Connection } from 'mongoose';
import { createLimitIndexes } from '../common/limit-store';
import { createUploadIndexes } from '../database/uploads-bucket';
import type { Migration } from './migration';
import { MigrationLease } from './migration-lease';
import { MIGRATIONS } from './migrations';

/** One document per applied migration: `_id` its id, when and by whom. */
export const APPLIED_COLLECTION = 'migrations';

export type MigrationOptions = {
  /** Names the runner in the lease and the records (INSTANCE_ID). */
  owner: string;
  log?: (line: string) => void;
  migrations?: readonly Migration[];
  /** How long the lease lasts without renewal, and how long to wait for another runner's. */
  leaseMs?: number;
  waitMs?: number;
};

/** The ids of the migrations this database has not had yet, in order. */
export async function pendingMigrations(connection: Connection, migrations: readonly Migration[] = MIGRATIONS): Promise<string[]> {
  const applied = await connection.db!.collection(APPLIED_COLLECTION).find({}, { projection: { _id: 1 } }).toArray();
  const done = new Set(applied.map((record) => String(record._id)));
  return migrations.map((migration) => migration.id).filter((id) => !done.has(id));
}

/**
 * Applies the pending migrations in order under the lease, recording each, then creates every index the models
 * declare (and those of the rate limits' and the uploads' collections): what `npm run migrate` does before a new version starts, and what
 * a start outside production does itself (MIGRATE_AT_START). Running it again applies nothing.
 */
export async function runMigrations(connection: Connection, options: MigrationOptions): Promise<{ applied: string[] }> {
  const { owner, log = () => undefined, migrations = MIGRATIONS, leaseMs = 10 * 60_000, waitMs = 10 * 60_000 } = options;
  const db = connection.db!;
  const lease = await MigrationLease.take(db, owner, { durationMs: leaseMs, waitMs });
  try {
    const pending = new Set(await pendingMigrations(connection, migrations));
    const applied: string[] = [];
    for (const migration of migrations.filter(({ id }) => pending.has(id))) {
      await migration.up(db);
      await db.collection(APPLIED_COLLECTION).insertOne({ _id: migration.id as never, description: migration.description, appliedAt: new Date(), by: owner });
      applied.push(migration.id);
      log(`applied ${migration.id}: ${migration.description}`);
      await lease.renew();
    }
    for (const model of Object.values(connection.models)) await model.createIndexes();
    await createLimitIndexes(db);
    await createUploadIndexes(db);
    return { applied };
  } finally {
    await lease.release();
  }
}
