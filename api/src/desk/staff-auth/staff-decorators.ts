import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { OpenSession } from './staff-sessions.service';
import type { AuditActor } from '../audit/audit.service';

export const ADMIN_ONLY = 'staff:adminOnly';

/** The route is for admins only (with StaffSessionGuard on the controller). */
export const AdminOnly = () => SetMetadata(ADMIN_ONLY, true);

/** The signed-in member of staff's session (set by StaffSessionGuard). */
export const CurrentSession = createParamDecorator((_data: unknown, context: ExecutionContext): OpenSession => {
  const request = context.switchToHttp().getRequest<{ staffSession: OpenSession }>();
  return request.staffSession;
});

/** Who is acting, for the audit trail: the signed-in member of staff and their request's address. */
export const Actor = createParamDecorator((_data: unknown, context: ExecutionContext): AuditActor => {
  const request = context.switchToHttp().getRequest();
  return { staff: request.staffSession.staff, request };
});
