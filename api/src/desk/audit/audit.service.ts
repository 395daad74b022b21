import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Request } from 'express';
import mongoose, { type Model, type QueryFilter } from 'mongoose';
import type { AuditAction, AuditEntry, StaffAccount } from '@evisa/contracts';
import { AUDIT_ENTRY_MODEL } from './audit-entry.schema';

type StoredEntry = Omit<AuditEntry, 'at'> & { at: Date };

/** Who did it: a signed-in member of staff, or the command line (no one signed in). */
export type AuditActor = { staff: Pick<StaffAccount, 'id' | 'email' | 'role'> | null; request: Request | null };

/** The append-only trail of staff actions: this service can add and read entries, nothing else. */
@Injectable()
export class AuditService {
  constructor(@InjectModel(AUDIT_ENTRY_MODEL) private readonly entries: Model<StoredEntry>) {}

  async record(actor: AuditActor, action: AuditAction, applicationId: string | null, changes: Record<string, unknown>): Promise<void> {
    await this.entries.create({
      at: new Date(),
      staff: actor.staff ? { id: actor.staff.id, email: actor.staff.email, role: actor.staff.role } : null,
      action,
      applicationId,
      changes,
      address: actor.request ? (actor.request.ip ?? 'unknown') : 'cli',
    });
  }

  /** One application's entries, oldest first. */
  async forApplication(applicationId: string): Promise<AuditEntry[]> {
    const found = await this.entries.find({ applicationId }).sort({ at: 1, _id: 1 }).lean<(StoredEntry & { _id: unknown })[]>();
    return found.map(({ at, staff, action, changes, address }) => ({ at: at.toISOString(), staff: staff ?? null, action, applicationId, changes, address }));
  }

  /** Every entry made from `start` (included) to `end` (excluded), oldest first: what the reports count. */
  async between(start: Date, end: Date): Promise<AuditEntry[]> {
    const found = await this.entries.find({ at: mongoose.trusted({ $gte: start, $lt: end }) } as QueryFilter<StoredEntry>).sort({ at: 1, _id: 1 }).lean<(StoredEntry & { _id: unknown })[]>();
    return found.map(({ at, staff, action, applicationId, changes, address }) => ({ at: at.toISOString(), staff: staff ?? null, action, applicationId, changes, address }));
  }

  /** Entries about staff accounts (no application), newest first. */
  async forAccounts(limit = 200): Promise<AuditEntry[]> {
    const found = await this.entries.find({ applicationId: null }).sort({ at: -1, _id: -1 }).limit(limit).lean<(StoredEntry & { _id: unknown })[]>();
    return found.map(({ at, staff, action, changes, address }) => ({ at: at.toISOString(), staff: staff ?? null, action, applicationId: null, changes, address }));
  }
}
