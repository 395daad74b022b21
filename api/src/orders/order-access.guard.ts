import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { MESSAGES } from '@evisa/contracts';
import { AccessAttemptsService } from '../access/access-attempts.service';
import { AccessService } from '../access/access.service';
import { TooManyAttemptsException } from '../common/too-many-attempts.exception';

/**
 * Guards the order's routes (`/orders/:id/...`): the browser must hold access to the lead's application, the `:id`
 * of the path and nothing else (a `?applicationId=` of the caller's own application must not stand in for it, as
 * it would with ApplicationAccessGuard). Refusals answer and count exactly as ApplicationAccessGuard's.
 */
@Injectable()
export class OrderAccessGuard implements CanActivate {
  constructor(
    private readonly access: AccessService,
    private readonly attempts: AccessAttemptsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const id = request.params.id;
    if (typeof id === 'string' && this.access.canAccess(request, id)) return true;
    const wait = await this.attempts.lockedForSeconds(request, id);
    if (wait > 0) throw new TooManyAttemptsException(wait);
    await this.attempts.recordFailure(request, id);
    throw new ForbiddenException(MESSAGES.accessDenied);
  }
}
