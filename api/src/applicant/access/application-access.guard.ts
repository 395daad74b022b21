import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { MESSAGES } from '@evisa/contracts';
import { TooManyAttemptsException } from '../../platform/common/too-many-attempts.exception';
import { AccessAttemptsService } from './access-attempts.service';
import { AccessService } from './access.service';

/**
 * Guards every call that reads or changes one application (its id in `?applicationId=` or `:id`).
 * The answer is the same whether the id exists or not, so it tells a guesser nothing; each refusal counts as a
 * failed attempt, and a client with too many of them is answered 429 until its window clears.
 */
@Injectable()
export class ApplicationAccessGuard implements CanActivate {
  constructor(
    private readonly access: AccessService,
    private readonly attempts: AccessAttemptsService,
  ) {}

  /** The application the call is about. */
  protected applicationIdOf(request: Request): unknown {
    return request.query.applicationId ?? request.params.id;
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const id = this.applicationIdOf(request);
    if (typeof id === 'string' && this.access.canAccess(request, id)) return true;
    const wait = await this.attempts.lockedForSeconds(request, id);
    if (wait > 0) throw new TooManyAttemptsException(wait);
    await this.attempts.recordFailure(request, id);
    throw new ForbiddenException(MESSAGES.accessDenied);
  }
}
