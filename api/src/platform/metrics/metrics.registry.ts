import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { AppConfig } from '../config/app-config';
import { UploadSlots } from '../files/upload-slots';
import { PAYMENT_STATUSES } from '../../applicant/payments/payment.schema';

const PING_TIMEOUT_MS = 1000;
const HOUR_MS = 60 * 60 * 1000;

/** Resolves with the value, or with `fallback` once `ms` have passed (a scrape must not hang on the database). */
function within<T>(ms: number, work: Promise<T>, fallback: T): Promise<T> {
  return Promise.race([work.catch(() => fallback), new Promise<T>((resolve) => setTimeout(() => resolve(fallback), ms).unref())]);
}

/**
 * The API's Prometheus metrics, one registry per application: requests and their latency by route and
 * status (counted by HttpMetricsMiddleware), and, read at each scrape, whether the database answers, the mail
 * queue, payment outcomes of the last hour and upload slots in use; plus Node's own process metrics. The
 * database-derived values are the same on every instance (alert on one series per deployment).
 */
@Injectable()
export class MetricsRegistry {
  readonly registry = new Registry();

  readonly requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by method, route and status', labelNames: ['method', 'route', 'status'], registers: [this.registry] });

  readonly latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });

  constructor(
    @InjectConnection() private readonly connection: Connection,
    config: AppConfig,
    slots: UploadSlots,
  ) {
    this.registry.setDefaultLabels({ instance_id: config.INSTANCE_ID });
    collectDefaultMetrics({ register: this.registry });
    const registers = [this.registry];
    const db = () => this.connection.db;

    new Gauge({
      name: 'evisa_database_up',
      help: '1 when the database answered a ping within 1 s, 0 otherwise',
      registers,
      async collect() {
        const up = await within(PING_TIMEOUT_MS, db()?.admin().ping().then(() => 1) ?? Promise.resolve(0), 0);
        this.set(up);
      },
    });

    new Gauge({
      name: 'evisa_mail_queue_depth',
      help: 'Mails waiting to be sent (queued), and of those the ones whose last attempt failed',
      labelNames: ['state'],
      registers,
      async collect() {
        const emails = db()?.collection('emails');
        if (!emails) return;
        const [queued, failing] = await Promise.all([
          within(PING_TIMEOUT_MS, emails.countDocuments({ status: 'queued' }), Number.NaN),
          within(PING_TIMEOUT_MS, emails.countDocuments({ status: 'queued', lastError: { $exists: true } }), Number.NaN),
        ]);
        this.set({ state: 'queued' }, queued);
        this.set({ state: 'failing' }, failing);
      },
    });

    new Gauge({
      name: 'evisa_payments_last_hour',
      help: 'Payments whose record changed in the last hour, by status (completed, declined, mismatch, pending, created)',
      labelNames: ['status'],
      registers,
      async collect() {
        const payments = db()?.collection('payments');
        if (!payments) return;
        const since = new Date(Date.now() - HOUR_MS);
        const counts = await Promise.all(PAYMENT_STATUSES.map((status) => within(PING_TIMEOUT_MS, payments.countDocuments({ status, updatedAt: { $gte: since } }), Number.NaN)));
        PAYMENT_STATUSES.forEach((status, i) => this.set({ status }, counts[i]));
      },
    });

    new Gauge({
      name: 'evisa_upload_slots',
      help: 'Upload processing slots of this instance: in use, waiting for one, and the most in use at once',
      labelNames: ['state'],
      registers,
      collect() {
        this.set({ state: 'in_use' }, slots.inUse);
        this.set({ state: 'waiting' }, slots.queued);
        this.set({ state: 'capacity' }, slots.options.active);
      },
    });
  }
}
