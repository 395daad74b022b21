import { Injectable } from '@nestjs/common';
import { parse } from 'cookie';
import type { Request, Response } from 'express';
import { AppConfig } from '../../platform/config/app-config';
import { decodeAccessToken, encodeAccessToken, withId, type AccessKeys } from './access-token';

export const ACCESS_COOKIE = 'evisa_access';

/**
 * The browser that created (or proved it owns) an application keeps access to it through an HttpOnly,
 * SameSite cookie bound to that application's id. Anyone else needs the application number and date of birth.
 * The token carries its issue time and is refused by the server once ACCESS_COOKIE_DAYS have passed, whatever
 * the browser keeps; a grant re-issues it. ACCESS_SECRET_PREVIOUS keeps tokens of the previous secret valid
 * while the secret is rotated.
 */
@Injectable()
export class AccessService {
  private readonly keys: AccessKeys;
  private readonly lifetimeSeconds: number;

  constructor(private readonly config: AppConfig) {
    this.keys = { current: config.ACCESS_SECRET, previous: config.ACCESS_SECRET_PREVIOUS };
    this.lifetimeSeconds = config.ACCESS_COOKIE_DAYS * 24 * 60 * 60;
  }

  idsOf(request: Request): string[] {
    const cookies = parse(request.headers.cookie ?? '');
    return decodeAccessToken(cookies[ACCESS_COOKIE], this.keys, Date.now() / 1000, this.lifetimeSeconds)?.ids ?? [];
  }

  canAccess(request: Request, id: string): boolean {
    return this.idsOf(request).includes(id);
  }

  /** Grants this browser access to one application, or to several at once (the applications of an order). */
  grant(request: Request, response: Response, id: string | readonly string[]): void {
    const token = encodeAccessToken(withId(this.idsOf(request), id), Date.now() / 1000, this.keys);
    response.cookie(ACCESS_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.SITE_URL.startsWith('https:'),
      path: '/',
      maxAge: this.lifetimeSeconds * 1000,
    });
  }
}
