import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { REPORT_COLUMNS, REPORT_KINDS, REVIEW_STATES, reviewDeadline, type AuditAction, type Report, type ReportKind, type ReportRow } from '@evisa/contracts';
import type { StoredPayment } from '../../applicant/payments/payment.schema';
import { AppConfig } from '../../platform/config/app-config';
import { AuditService } from '../audit/audit.service';
import type { StoredRefund } from '../refunds/refund.schema';
import { deadlinePauses } from '../review/queue.service';
import type { StoredReview } from '../review/review.schema';
import { StaffAccountsService } from '../staff-auth/staff-accounts.service';
import { StaffException } from '../staff-auth/staff-errors';
import { agencyDay, inPeriod, reportPeriod, type ReportPeriod } from './report-days';

type PaidFields = { _id: string; paidAt: Date; applicationType?: string };
type PaymentFields = Pick<StoredPayment, 'status' | 'capturedAmount' | 'completedAt' | 'refund'>;
type RefundFields = Pick<StoredRefund, 'cents' | 'currency' | 'at'>;
type ReviewFields = Pick<StoredReview, '_id' | 'state' | 'stateChangedAt' | 'history' | 'claimedBy'>;

/** What a reviewer's throughput counts, by audited action. */
const THROUGHPUT: Partial<Record<AuditAction, (typeof REPORT_COLUMNS.throughput)[number]>> = {
  'review.claimed': 'claimed',
  'review.changesRequested': 'changesRequested',
  'review.submitted': 'submitted',
  'review.granted': 'granted',
  'review.refused': 'refused',
  'payment.refunded': 'refunded',
};
/** A case the desk has finished with (as far as its deadline goes): sent to the government, decided or refunded. */
const FINISHED = new Set<string>(['submitted', 'granted', 'refused', 'refunded']);
/** How far before a period a payment may lie whose (paused) deadline still falls in it. */
const DEADLINE_REACH_MS = 120 * 86_400_000;

const cents = (value: unknown) => Math.round(Number(value) * 100);
const money = (amount: number) => (amount / 100).toFixed(2);
const between = (start: Date, end: Date) => ({ $gte: start, $lt: end });

/** Adds up the numeric columns of the rows (the totals line), leaving the others empty. */
function totalsOf(rows: ReportRow[], columns: readonly string[], moneyColumns: readonly string[] = []): ReportRow {
  const totals: ReportRow = {};
  for (const column of columns.slice(1)) {
    const sum = rows.reduce((total, row) => total + (moneyColumns.includes(column) ? cents(row[column]) : Number(row[column] ?? 0)), 0);
    totals[column] = moneyColumns.includes(column) ? money(sum) : sum;
  }
  return totals;
}

/**
 * The admins' reports (docs/desk.md, "Reports"), read from the records themselves: the reviews' moves, the audit
 * trail, the applications' payment times and the payment and refund records. Days are the agency's
 * (AGENCY_TIME_ZONE).
 */
@Injectable()
export class ReportsService {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly config: AppConfig,
    private readonly audit: AuditService,
    private readonly accounts: StaffAccountsService,
  ) {}

  async report(kind: string, from: unknown, to: unknown, now = new Date()): Promise<Report> {
    if (!(REPORT_KINDS as readonly string[]).includes(kind)) throw new StaffException(HttpStatus.NOT_FOUND, 'reportUnknown');
    const period = reportPeriod(from, to, this.config.AGENCY_TIME_ZONE);
    if (!period) throw new StaffException(HttpStatus.BAD_REQUEST, 'reportPeriodInvalid');
    const base = { kind: kind as ReportKind, timeZone: period.timeZone, from: period.from, to: period.to };
    switch (kind as ReportKind) {
      case 'states':
        return { ...base, ...(await this.states(period)) };
      case 'throughput':
        return { ...base, ...(await this.throughput(period)) };
      case 'missedDeadlines':
        return { ...base, ...(await this.missedDeadlines(period, now)) };
      case 'money':
        return { ...base, ...(await this.money(period)) };
    }
  }

  /** Per day: applications paid (received), and the cases that moved into each later state. */
  private async states(period: ReportPeriod): Promise<Pick<Report, 'rows' | 'totals'>> {
    const rows = new Map(period.days.map((day) => [day, Object.fromEntries([['day', day], ...REVIEW_STATES.map((state) => [state, 0])]) as ReportRow]));
    const count = (at: Date, state: string) => {
      const row = rows.get(agencyDay(at, period.timeZone));
      if (row && state in row) row[state] = Number(row[state]) + 1;
    };
    const [paid, reviews] = await Promise.all([
      this.connection.collection<PaidFields>('applications').find({ status: 'paid', paidAt: between(period.start, period.end) }, { projection: { paidAt: 1 } }).toArray(),
      this.connection.collection<ReviewFields>('reviews').find({ stateChangedAt: { $gte: period.start } }, { projection: { history: 1 } }).toArray(),
    ]);
    for (const application of paid) count(application.paidAt, 'received');
    for (const review of reviews) for (const move of review.history ?? []) if (move.to !== 'received') count(new Date(move.at), move.to);
    const list = [...rows.values()];
    return { rows: list, totals: totalsOf(list, REPORT_COLUMNS.states) };
  }

  /** Per member of staff: claims, corrections asked, submissions, grants, refusals and refunds in the period. */
  private async throughput(period: ReportPeriod): Promise<Pick<Report, 'rows' | 'totals'>> {
    const [entries, accounts] = await Promise.all([this.audit.between(period.start, period.end), this.accounts.list()]);
    const names = new Map(accounts.map((account) => [account.id, account.name]));
    const rows = new Map<string, ReportRow>();
    for (const entry of entries) {
      const column = THROUGHPUT[entry.action];
      if (!column || !entry.staff || !inPeriod(new Date(entry.at), period)) continue;
      let row = rows.get(entry.staff.id);
      if (!row) {
        row = Object.fromEntries(REPORT_COLUMNS.throughput.map((key) => [key, key === 'person' ? (names.get(entry.staff!.id) ?? entry.staff!.email) : 0]));
        rows.set(entry.staff.id, row);
      }
      row[column] = Number(row[column]) + 1;
    }
    const list = [...rows.values()].sort((a, b) => String(a['person']).localeCompare(String(b['person'])));
    return { rows: list, totals: totalsOf(list, REPORT_COLUMNS.throughput) };
  }

  /** Cases whose deadline fell in the period and passed before the desk finished with them (or still has not). */
  private async missedDeadlines(period: ReportPeriod, now: Date): Promise<Pick<Report, 'rows' | 'totals'>> {
    const paid = await this.connection
      .collection<PaidFields>('applications')
      .find({ status: 'paid', paidAt: between(new Date(period.start.getTime() - DEADLINE_REACH_MS), period.end) }, { projection: { paidAt: 1, applicationType: 1 } })
      .toArray();
    const reviews = new Map(
      (await this.connection.collection<ReviewFields>('reviews').find({ _id: { $in: paid.map((application) => application._id) } }).toArray()).map((review) => [review._id, review]),
    );
    const rows: ReportRow[] = [];
    for (const application of paid) {
      const review = reviews.get(application._id);
      const deadline = reviewDeadline(application.paidAt, application.applicationType, deadlinePauses(review as StoredReview | undefined), now);
      if (deadline > now || !inPeriod(deadline, period)) continue;
      const finished = review?.history?.find((move) => FINISHED.has(move.to));
      const finishedAt = finished ? new Date(finished.at) : null;
      if (finishedAt && finishedAt <= deadline) continue;
      rows.push({
        applicationId: application._id,
        urgent: application.applicationType === 'urgent',
        deadline: deadline.toISOString(),
        finishedAt: finishedAt?.toISOString() ?? null,
        state: review?.state ?? 'received',
        person: review?.claimedBy?.name ?? null,
      });
    }
    rows.sort((a, b) => String(a['deadline']).localeCompare(String(b['deadline'])));
    return { rows, totals: null };
  }

  /**
   * Per day: the payments captured and the refunds made (by the desk, and the automatic refunds of orders captured
   * for an application that changed meanwhile), from the payment and refund records.
   */
  private async money(period: ReportPeriod): Promise<Pick<Report, 'rows' | 'totals' | 'currency'>> {
    const rows = new Map(period.days.map((day) => [day, { day, payments: 0, captured: 0, refunds: 0, refunded: 0 }]));
    const currencies = new Set<string>();
    const add = (at: Date, kind: 'captured' | 'refunded', amount: number, currency: string | undefined) => {
      const row = rows.get(agencyDay(at, period.timeZone));
      if (!row) return;
      if (currency) currencies.add(currency);
      row[kind] += amount;
      row[kind === 'captured' ? 'payments' : 'refunds'] += 1;
    };
    const window = between(period.start, period.end);
    const [captured, automatic, refunds] = await Promise.all([
      this.connection.collection<PaymentFields>('payments').find({ completedAt: window }, { projection: { capturedAmount: 1, completedAt: 1 } }).toArray(),
      this.connection.collection<PaymentFields>('payments').find({ status: 'refunded', 'refund.requestedAt': window }, { projection: { capturedAmount: 1, refund: 1 } }).toArray(),
      this.connection.collection<RefundFields>('refunds').find({ state: 'recorded', at: window }, { projection: { cents: 1, currency: 1, at: 1 } }).toArray(),
    ]);
    for (const payment of captured) add(payment.completedAt!, 'captured', cents(payment.capturedAmount?.value), payment.capturedAmount?.currency);
    for (const payment of automatic) if (payment.refund?.id) add(payment.refund.requestedAt, 'refunded', cents(payment.capturedAmount?.value), payment.capturedAmount?.currency);
    for (const refund of refunds) add(refund.at, 'refunded', refund.cents, refund.currency);
    const list: ReportRow[] = [...rows.values()].map((row) => ({
      day: row.day,
      payments: row.payments,
      captured: money(row.captured),
      refunds: row.refunds,
      refunded: money(row.refunded),
      net: money(row.captured - row.refunded),
    }));
    return { rows: list, totals: totalsOf(list, REPORT_COLUMNS.money, ['captured', 'refunded', 'net']), currency: [...currencies].join(', ') || 'USD' };
  }
}
