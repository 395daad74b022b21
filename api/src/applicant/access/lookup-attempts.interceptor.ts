import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { catchError, from, type Observable, switchMap, throwError } from 'rxjs';
import { ApplicationNotFoundException } from '../applications/application-errors';
import { TooManyAttemptsException } from '../../platform/common/too-many-attempts.exception';
import { normaliseApplicationId } from '../applications/application-id';
import { AccessAttemptsService } from './access-attempts.service';
import { AccessService } from './access.service';

/**
 * Applies the failed-attempt limit to the lookup (spec 7, findApplication): a locked client or id is answered 429
 * before the database is asked, and every "not found" (unknown number or wrong date of birth alike) counts as a
 * failure. Bound to that route with `@UseInterceptors`: as a global interceptor it put every other request through
 * Nest's interceptor chain for nothing.
 */
@Injectable()
export class LookupAttemptsInterceptor implements NestInterceptor {
  constructor(
    private readonly access: AccessService,
    private readonly attempts: AccessAttemptsService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request>();
    const body = (request.body ?? {}) as { applicationId?: unknown };
    const id = body.applicationId ?? request.query.applicationId;
    const normalised = normaliseApplicationId(id);
    if (normalised && this.access.canAccess(request, normalised)) return next.handle();
    return from(this.attempts.lockedForSeconds(request, id)).pipe(
      switchMap((wait) => {
        if (wait > 0) return throwError(() => new TooManyAttemptsException(wait));
        return next.handle().pipe(
          catchError((error: unknown) => {
            if (!(error instanceof ApplicationNotFoundException)) return throwError(() => error);
            return from(this.attempts.recordFailure(request, id)).pipe(switchMap(() => throwError(() => error)));
          }),
        );
      }),
    );
  }
}
