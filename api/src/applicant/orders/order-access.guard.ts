import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { ApplicationAccessGuard } from '../access/application-access.guard';

/**
 * Guards the order's routes (`/orders/:id/...`): the browser must hold access to the lead's application, the `:id`
 * of the path and nothing else (a `?applicationId=` of the caller's own application must not stand in for it, as
 * it would with ApplicationAccessGuard). Refusals answer and count exactly as ApplicationAccessGuard's.
 */
@Injectable()
export class OrderAccessGuard extends ApplicationAccessGuard {
  protected override applicationIdOf(request: Request): unknown {
    return request.params.id;
  }
}
