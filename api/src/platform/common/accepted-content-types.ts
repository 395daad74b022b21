import { BadRequestException, HttpException, HttpStatus } from '@nestjs/common';
import { UNREADABLE_REQUEST } from './body-parser-errors';
import type { NextFunction, Request, Response } from 'express';
import { allowedMethods } from './route-not-found';

export const UNSUPPORTED_TYPE_MESSAGE = 'The request has a content type that is not accepted.';

/**
 * The reminder's one-click opt-out (RFC 8058): mail programs post `List-Unsubscribe=One-Click` urlencoded, and so
 * does the opt-out page's button. The body is never read; the signed token in the URL says everything.
 */
export const ONE_CLICK_PATH = '/email-preferences/unsubscribe';

/**
 * The API reads JSON and multipart bodies only. A request that declares any other type is refused with 415
 * before a route sees it: a cross-origin HTML form (urlencoded or text/plain, sent without a CORS preflight)
 * reaches no handler. A request without a content type has no body to misread and passes; so does the one-click
 * opt-out (ONE_CLICK_PATH).
 */
export function acceptedContentTypes(app: object) {
  return (request: Request, _response: Response, next: NextFunction): void => {
    if (!request.headers['content-type']) {
      // Every PATCH route of the API saves a step from its body ('Save and exit' too): without one it saves nothing.
      // (A PATCH to a path without a PATCH route is left to routeNotFound: 405.)
      if (request.method === 'PATCH' && allowedMethods(app, request.path).includes('PATCH')) return next(new BadRequestException(UNREADABLE_REQUEST));
      return next();
    }
    if (request.is(['application/json', 'multipart/form-data'])) return next();
    if (request.path === ONE_CLICK_PATH && request.is('application/x-www-form-urlencoded')) return next();
    next(new HttpException(UNSUPPORTED_TYPE_MESSAGE, HttpStatus.UNSUPPORTED_MEDIA_TYPE));
  };
}

/** Every API answer is about one applicant or reads as if it were: no browser or shared cache keeps it. */
export function noStore(_request: Request, response: Response, next: NextFunction): void {
  response.setHeader('Cache-Control', 'no-store');
  next();
}
