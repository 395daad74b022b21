import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { TooManyAttemptsException } from '../../platform/common/too-many-attempts.exception';
import { normaliseApplicationId } from '../applications/application-id';
import { AccessAttemptsService } from './access-attempts.service';
import { AccessService } from './access.service';

/**
 * The failed-attempt limit's lock on the lookup (spec 7, findApplication): a locked client or id is answered 429
 * before its body is validated or the database asked; the browser holding the application's access cookie is never
 * locked. The lookup counts its own failures (LookupService.findWithProof), where "not found" is decided. A guard,
 * not an interceptor: any interceptor puts the route through Nest's interceptor chain, rxjs and an async resource
 * per request, which cost the lookup more CPU than the lock itself (docs/performance.md).
 */
@Injectable()
export class LookupLockGuard implements CanActivate {
  constructor(
    private readonly access: AccessService,
    private readonly attempts: AccessAttemptsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const id = lookedUpId(request);
    const normalised = normaliseApplicationId(id);
    if (normalised && this.access.canAccess(request, normalised)) return true;
    const wait = await this.attempts.lockedForSeconds(request, id);
    if (wait > 0) throw new TooManyAttemptsException(wait);
    return true;
  }
}

/** The application number a lookup names, as sent: in the body, else in `?applicationId=`. */
function lookedUpId(request: Request): unknown {
  const body = (request.body ?? {}) as { applicationId?: unknown };
  return body.applicationId ?? request.query.applicationId;
}
