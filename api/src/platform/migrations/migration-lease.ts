import type { Db } from 'mongodb';

const LEASE_COLLECTION = 'migrations_lease';
const LEASE_ID = 'lease';

type Lease = { _id: string; owner: string; expiresAt: Date };

/**
 * The one right to run migrations, so that instances started together do not run them twice: an insert of a fixed
 * `_id` (atomic on MongoDB and FerretDB alike), held until released or expired (a runner that died).
 */
export class MigrationLease {
  private constructor(
    private readonly leases: ReturnType<Db['collection']>,
    readonly owner: string,
    private readonly durationMs: number,
  ) {}

  /** Waits for the lease up to `waitMs` (another runner holds it), taking over one that expired. */
  static async take(db: Db, owner: string, { durationMs, waitMs }: { durationMs: number; waitMs: number }): Promise<MigrationLease> {
    const leases = db.collection<Lease>(LEASE_COLLECTION);
    const deadline = Date.now() + waitMs;
    for (;;) {
      try {
        await leases.insertOne({ _id: LEASE_ID, owner, expiresAt: new Date(Date.now() + durationMs) });
        return new MigrationLease(db.collection(LEASE_COLLECTION), owner, durationMs);
      } catch (error) {
        if ((error as { code?: number }).code !== 11000) throw error;
      }
      const held = await leases.findOne({ _id: LEASE_ID });
      if (held && held.expiresAt.getTime() < Date.now()) {
        await leases.deleteOne({ _id: LEASE_ID, owner: held.owner, expiresAt: held.expiresAt });
        continue;
      }
      if (Date.now() > deadline) throw new Error(`${held?.owner ?? 'another process'} is running the migrations; try again when it has finished`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  async renew(): Promise<void> {
    await this.leases.updateOne({ _id: LEASE_ID as never, owner: this.owner }, { $set: { expiresAt: new Date(Date.now() + this.durationMs) } });
  }

  async release(): Promise<void> {
    await this.leases.deleteOne({ _id: LEASE_ID as never, owner: this.owner });
  }
}
