import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { MESSAGES } from '@evisa/contracts';
import { AccessService } from './access.service';

/**
 * Guards every call that reads or changes one application (its id in `?applicationId=` or `:id`).
 * The answer is the same whether the id exists or not, so it tells a guesser nothing.
 */
@Injectable()
export class ApplicationAccessGuard implements CanActivate {
  constructor(private readonly access: AccessService) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    const id = request.query.applicationId ?? request.params.id;
    if (typeof id === 'string' && this.access.canAccess(request, id)) return true;
    throw new ForbiddenException(MESSAGES.accessDenied);
  }
}
