import { type CanActivate, type ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { parse } from 'cookie';
import type { Request } from 'express';
import { STAFF_CSRF_HEADER } from '@evisa/contracts';
import { AppConfig } from '../../platform/config/app-config';
import { sameSecret } from './secret-token';
import { STAFF_COOKIE } from './staff-cookie';
import { StaffException } from './staff-errors';
import { type OpenSession, StaffSessionsService } from './staff-sessions.service';
import { ADMIN_ONLY } from './staff-decorators';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type StaffRequest = Request & { staffSession?: OpenSession };

/** An Origin header, when a browser sends one, must be one of the site's own (a second line against forgery). */
export function isForeignOrigin(request: Request, config: AppConfig): boolean {
  const origin = request.headers.origin;
  return typeof origin === 'string' && !config.CORS_ORIGINS.includes(origin);
}

/**
 * Guards every desk route: a live staff session from the staff cookie only (the applicant's cookie is never
 * looked at), the CSRF token in X-CSRF-Token on every state-changing request, and the admin role where a route
 * asks for it.
 */
@Injectable()
export class StaffSessionGuard implements CanActivate {
  constructor(
    private readonly sessions: StaffSessionsService,
    private readonly reflector: Reflector,
    private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<StaffRequest>();
    const token = parse(request.headers.cookie ?? '')[STAFF_COOKIE];
    if (!token) throw new StaffException(HttpStatus.UNAUTHORIZED, 'signInRequired');
    const session = await this.sessions.resolve(token);
    if (session === null) throw new StaffException(HttpStatus.UNAUTHORIZED, 'signInRequired');
    if (session === 'expired') throw new StaffException(HttpStatus.UNAUTHORIZED, 'sessionExpired');
    if (!SAFE_METHODS.has(request.method)) {
      const given = request.headers[STAFF_CSRF_HEADER];
      if (typeof given !== 'string' || !sameSecret(given, session.csrfToken) || isForeignOrigin(request, this.config)) {
        throw new StaffException(HttpStatus.FORBIDDEN, 'csrfFailed');
      }
    }
    const adminOnly = this.reflector.getAllAndOverride<boolean>(ADMIN_ONLY, [context.getHandler(), context.getClass()]);
    if (adminOnly && session.staff.role !== 'admin') throw new StaffException(HttpStatus.FORBIDDEN, 'adminOnly');
    request.staffSession = session;
    return true;
  }
}
