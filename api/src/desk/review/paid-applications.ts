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
  expectedArrival?: string;
  paidAt?: Date;
  /** The language the applicant paid in (their e-mails' and the desk's templates'). */
  language?: string;
};

const QUEUE_FIELDS = { surname: 1, givenName: 1, passportNumber: 1, visaService: 1, serviceSubCategory: 1, applicationType: 1, expectedArrival: 1, paidAt: 1 } as const;

export type PaidApplicationFilter = {
  visaService?: string;
  urgent?: boolean;
  search?: string;
  /** Applications a search found by something the desk holds (the government's reference). */
  searchIds?: string[];
  /** Applications to leave out (those whose review is in a state not asked for). */
  excludeIds?: string[];
};

/** How many applications a search returns at most: its patterns may not use an index, so the scan stops there. */
export const SEARCH_LIMIT = 200;
/** The shortest part of an application number searched for anywhere in the number. */
const NUMBER_PART_MIN_LENGTH = 4;
const PHONE_MIN_DIGITS = 6;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * What a search text may be, as conditions on the application: the whole number (typed loosely) or any part of it,
 * a passport number, the start of a surname or given name, an e-mail address, or a phone number's digits (whatever
 * separators either side wrote).
 */
function searchConditions(search: string): Record<string, unknown>[] {
  const conditions: Record<string, unknown>[] = [
    { passportNumber: search.toUpperCase() },
    { surname: { $regex: `^${escapeRegExp(search)}`, $options: 'i' } },
    { givenName: { $regex: `^${escapeRegExp(search)}`, $options: 'i' } },
  ];
  const id = normaliseApplicationId(search);
  if (id) conditions.push({ _id: id });
  const numberPart = search.replace(/[\s-]/g, '').toUpperCase();
  if (!id && /^[A-Z0-9]+$/.test(numberPart) && numberPart.length >= NUMBER_PART_MIN_LENGTH) conditions.push({ _id: { $regex: escapeRegExp(numberPart) } });
  if (search.includes('@')) conditions.push({ email: { $regex: `^${escapeRegExp(search)}$`, $options: 'i' } });
  const digits = search.replace(/\D/g, '');
  if (digits.length >= PHONE_MIN_DIGITS && /^[\d\s()+.-]+$/.test(search)) {
    const loose = digits.split('').join('\\D*');
    conditions.push({ contactNo: { $regex: loose } }, { presentPhoneNo: { $regex: loose } });
  }
  return conditions;
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
    const found = await this.collection.findOne({ _id: id }, { projection: { ...QUEUE_FIELDS, language: 1, status: 1 } });
    return found && (found as PaidApplication & { status?: string }).status === 'paid' ? found : null;
  }

  /** Every paid application matching the filters, oldest payment first; a search returns at most SEARCH_LIMIT. */
  async find(filter: PaidApplicationFilter): Promise<PaidApplication[]> {
    const query: Record<string, unknown> = { status: 'paid' };
    if (filter.visaService) query.visaService = filter.visaService;
    if (filter.urgent !== undefined) query.applicationType = filter.urgent ? 'urgent' : { $ne: 'urgent' };
    if (filter.excludeIds?.length) query._id = { $nin: filter.excludeIds };
    const search = filter.search?.trim();
    if (search) query.$or = [...searchConditions(search), ...(filter.searchIds?.length ? [{ _id: { $in: filter.searchIds } }] : [])];
    const cursor = this.collection.find(query, { projection: QUEUE_FIELDS }).sort({ paidAt: 1, _id: 1 });
    return (search ? cursor.limit(SEARCH_LIMIT) : cursor).toArray();
  }
}
