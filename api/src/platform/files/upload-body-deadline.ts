import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Observable } from 'rxjs';
import { MESSAGES, type ApiFailure } from '@evisa/contracts';

export type BodyDeadlineOptions = {
  /** An upload whose body makes no progress for this long is ended. */
  idleMs: number;
  /** After this long, an upload must have arrived at `minBytesPerSecond` on average or it is ended. */
  graceMs: number;
  minBytesPerSecond: number;
  /** How often progress is looked at. */
  checkEveryMs: number;
};

/**
 * A client that trickles its body holds a socket and the part of the body already received, nothing else: the
 * processing slot is taken only once the whole body is in (UploadSlotsInterceptor comes after multer). These
 * limits end such a request early. 10 s without a byte, or under 2 KB/s after 10 s: a 1 MB photo over the
 * slowest mobile link still arrives (2 KB/s is 16 kbit/s), one byte every few seconds does not.
 */
export const UPLOAD_BODY_DEADLINE: BodyDeadlineOptions = { idleMs: 10_000, graceMs: 10_000, minBytesPerSecond: 2048, checkEveryMs: 1_000 };

export type StallReason = 'idle' | 'too slow';

/**
 * Watches a byte counter that only grows (`read`) and calls `onStall` once when it stalls by the options'
 * rules. Returns the function that stops watching.
 */
export function watchBodyProgress(read: () => number, options: BodyDeadlineOptions, onStall: (reason: StallReason) => void, now: () => number = Date.now): () => void {
  const start = now();
  const startBytes = read();
  let lastBytes = startBytes;
  let lastProgress = start;
  const timer = setInterval(() => {
    const time = now();
    const bytes = read();
    if (bytes !== lastBytes) {
      lastBytes = bytes;
      lastProgress = time;
    }
    const elapsed = time - start;
    let reason: StallReason | undefined;
    if (time - lastProgress >= options.idleMs) reason = 'idle';
    else if (elapsed >= options.graceMs && ((bytes - startBytes) * 1000) / elapsed < options.minBytesPerSecond) reason = 'too slow';
    if (!reason) return;
    clearInterval(timer);
    onStall(reason);
  }, options.checkEveryMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Put first in `@UseInterceptors(UploadBodyDeadlineInterceptor, FileInterceptor(...), UploadSlotsInterceptor)`.
 * While a multipart body is being received, its socket's bytes are watched; a stalled upload is answered 408
 * and its connection closed (multer then sees the request close and drops what it had).
 */
@Injectable()
export class UploadBodyDeadlineInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    if (request.is('multipart/form-data') && !request.complete) {
      const socket = request.socket;
      const stop = watchBodyProgress(() => socket.bytesRead, UPLOAD_BODY_DEADLINE, () => {
        if (response.headersSent) return void socket.destroy();
        const message = MESSAGES.somethingWentWrong;
        const body: ApiFailure = { status: 408, message, err: message, errors: {}, errorKeys: {} };
        response.once('finish', () => socket.destroy());
        response.status(408).setHeader('Connection', 'close');
        response.json(body);
      });
      request.once('end', stop);
      response.once('close', stop);
    }
    return next.handle();
  }
}
