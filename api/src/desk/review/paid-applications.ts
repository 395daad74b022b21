import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { normaliseApplicationId } from '../../applicant/applications/application-id';

/** What the desk's queue reads of an application (never written here: the applicant's record is theirs). */
export type PaidApplication = {
  _id: string;
  surname?: string;
  givenName?: string;
  passportNumber?: string;
  visaService?: string;
  serviceSubCategory?: string;
  applicationType?: string;
  paidAt?: Date;
};

const QUEUE_FIELDS = { surname: 1, givenName: 1, passportNumber: 1, visaService: 1, serviceSubCategory: 1, applicationType: 1, paidAt: 1 } as const;

export type PaidApplicationFilter = { visaService?: string; urgent?: boolean; search?: string };

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Reads paid applications for the desk, straight from the applications collection, read-only. */
@Injectable()
export class PaidApplications {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  private get collection() {
    return this.connection.collection<PaidApplication>('applications');
  }

  async one(applicationId: string): Promise<PaidApplication | null> {
    const id = normaliseApplicationId(applicationId);
    if (!id) return null;
    const found = await this.collection.findOne({ _id: id }, { projection: { ...QUEUE_FIELDS, status: 1 } });
    return found && (found as PaidApplication & { status?: string }).status === 'paid' ? found : null;
  }

  /**
   * Every paid application matching the filters, oldest payment first. A search matches an application number
   * (typed loosely), a passport number exactly, or the start of a surname, letter case aside.
   */
  async find(filter: PaidApplicationFilter): Promise<PaidApplication[]> {
    const query: Record<string, unknown> = { status: 'paid' };
    if (filter.visaService) query.visaService = filter.visaService;
    if (filter.urgent !== undefined) query.applicationType = filter.urgent ? 'urgent' : { $ne: 'urgent' };
    const search = filter.search?.trim();
    if (search) {
      const alternatives: Record<string, unknown>[] = [
        { passportNumber: search.toUpperCase() },
        { surname: { $regex: `^${escapeRegExp(search)}`, $options: 'i' } },
      ];
      const id = normaliseApplicationId(search);
      if (id) alternatives.push({ _id: id });
      query.$or = alternatives;
    }
    return this.collection.find(query, { projection: QUEUE_FIELDS }).sort({ paidAt: 1, _id: 1 }).toArray();
  }
}
