import { HttpException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/** Errors of Express's body parsers (http-errors): a client status and a message meant for developers. */
type ParserError = Error & { status?: number; expose?: boolean };

/** A body that cannot be parsed, in plain words (the spec has none for it). */
export const UNREADABLE_REQUEST = 'The request could not be read.';

const MESSAGES_BY_STATUS: Record<number, string> = {
  400: UNREADABLE_REQUEST,
  413: 'The request is too large.',
  415: 'The request has a content type that is not accepted.',
};

/**
 * Express error middleware, right after the body parsers: a body that cannot be parsed (bad JSON, too large,
 * unknown charset) becomes an HttpException with a plain message, so the global filter answers it without the
 * parser's own text ("Unexpected token ... at position 24").
 */
export function bodyParserErrors(error: ParserError, _request: Request, _response: Response, next: NextFunction): void {
  const status = error?.status;
  if (error?.expose && typeof status === 'number' && status >= 400 && status < 500) {
    return next(new HttpException(MESSAGES_BY_STATUS[status] ?? MESSAGES_BY_STATUS[400], status));
  }
  next(error);
}
