import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, ServiceUnavailableException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { defer, finalize, mergeMap, type Observable } from 'rxjs';
import { MESSAGES } from '@evisa/contracts';
import { releaseUploadBuffers } from './young-buffers';

export type UploadSlotsOptions = {
  /** Uploads processed at once (body received, image decoded and re-encoded, stored). */
  active: number;
  /** Uploads that may wait for a slot; one more is answered 503 at once. */
  waiting: number;
  /** How long an upload may wait for a slot before it is answered 503. */
  waitMs: number;
};

/**
 * Each upload being processed holds the decoded image in libvips and the re-encoded file; its body waits in a
 * temporary file (received-files.ts). At most `active` uploads are processed at a time (UPLOAD_PROCESSING_SLOTS,
 * read by UploadSlotsModule); the others wait with their body received on disk and hold little memory. A slot is
 * taken only after the body is in: a client that trickles its body never holds one (UploadBodyDeadlineInterceptor
 * ends such a request).
 */
export const UPLOAD_QUEUE_DEFAULTS: Omit<UploadSlotsOptions, 'active'> = {
  waiting: 64,
  waitMs: 30_000,
};

/** Seconds a client refused for lack of a slot is told to wait (Retry-After). */
export const UPLOAD_RETRY_AFTER_SECONDS = 5;

type Waiter = { grant: () => void };

/** A counting semaphore with a bounded queue (first come, first served). */
export class UploadSlots {
  private active = 0;
  private readonly queue: Waiter[] = [];

  constructor(readonly options: UploadSlotsOptions) {}

  get inUse(): number {
    return this.active;
  }

  get queued(): number {
    return this.queue.length;
  }

  /**
   * Resolves with the slot's release function once a slot is free; rejects when the queue is full, after
   * `waitMs`, or when `abandoned` fires first (the client went away). The release function is idempotent.
   */
  acquire(abandoned?: (leave: () => void) => void): Promise<() => void> {
    if (this.active < this.options.active && this.queue.length === 0) return Promise.resolve(this.take());
    if (this.queue.length >= this.options.waiting) return Promise.reject(new UploadSlotUnavailable('queue full'));
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        grant: () => {
          clearTimeout(timer);
          resolve(this.take());
        },
      };
      const leave = (reason: string) => {
        const index = this.queue.indexOf(waiter);
        if (index === -1) return;
        this.queue.splice(index, 1);
        clearTimeout(timer);
        reject(new UploadSlotUnavailable(reason));
      };
      const timer = setTimeout(() => leave('wait timed out'), this.options.waitMs);
      this.queue.push(waiter);
      abandoned?.(() => leave('client gone'));
    });
  }

  private take(): () => void {
    this.active += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.active -= 1;
      const next = this.queue.shift();
      if (next) next.grant();
    };
  }
}

export class UploadSlotUnavailable extends Error {}

/**
 * Put last in `@UseInterceptors(UploadBodyDeadlineInterceptor, FileInterceptor(...), UploadSlotsInterceptor)` of a
 * route receiving files: multer has read the whole body when this runs, so the slot covers only decoding,
 * re-encoding and storing. Requests that are not multipart pass straight through. A request that finds no slot
 * in time is answered 503 with the failure envelope and a Retry-After. When the slot is released, the upload's
 * Buffers (sharp's output, the database command) are garbage and releaseUploadBuffers frees them.
 */
@Injectable()
export class UploadSlotsInterceptor implements NestInterceptor {
  /** The one limiter of the process (UploadSlotsModule): every upload route shares it. */
  constructor(private readonly slots: UploadSlots) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    if (!request.is('multipart/form-data')) return next.handle();
    return defer(async () => {
      try {
        return await this.slots.acquire((leave) => response.once('close', leave));
      } catch (error) {
        if (!(error instanceof UploadSlotUnavailable)) throw error;
        response.setHeader('Retry-After', String(UPLOAD_RETRY_AFTER_SECONDS));
        throw new ServiceUnavailableException(MESSAGES.serviceUnavailable);
      }
    }).pipe(
      mergeMap((release) =>
        next.handle().pipe(
          finalize(() => {
            release();
            releaseUploadBuffers();
          }),
        ),
      ),
    );
  }
}
