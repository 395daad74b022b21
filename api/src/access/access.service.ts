import { Injectable } from '@nestjs/common';
import { parse } from 'cookie';
import type { Request, Response } from 'express';
import { AppConfig } from '../config/app-config';
import { decodeAccessToken, encodeAccessToken, withId } from './access-token';

export const ACCESS_COOKIE = 'evisa_access';

/**
 * The browser that created (or proved it owns) an application keeps access to it through an HttpOnly,
 * SameSite cookie bound to that application's id. Anyone else needs the application number and date of birth.
 */
@Injectable()
export class AccessService {
  constructor(private readonly config: AppConfig) {}

  idsOf(request: Request): string[] {
    const cookies = parse(request.headers.cookie ?? '');
    return decodeAccessToken(cookies[ACCESS_COOKIE], this.config.ACCESS_SECRET);
  }

  canAccess(request: Request, id: string): boolean {
    return this.idsOf(request).includes(id);
  }

  grant(request: Request, response: Response, id: string): void {
    const token = encodeAccessToken(withId(this.idsOf(request), id), this.config.ACCESS_SECRET);
    response.cookie(ACCESS_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.SITE_URL.startsWith('https:'),
      path: '/',
      maxAge: this.config.ACCESS_COOKIE_DAYS * 24 * 60 * 60 * 1000,
    });
  }
}
