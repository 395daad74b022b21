import { HttpException, HttpStatus, NotFoundException } from '@nestjs/common';
import type { Express, NextFunction, Request, Response } from 'express';

/** The answer to a path the API does not have: never the path or method it was asked for. */
export const NOT_FOUND_MESSAGE = 'Not found.';
export const METHOD_NOT_ALLOWED_MESSAGE = 'This method is not allowed here.';

type RouteLayer = { route?: { path: string; methods: Record<string, boolean> }; match(path: string): boolean };

/** Nest binds middleware for every path and method as a route of this pattern: it answers nothing itself. */
const CATCH_ALL = /\{\*|^\*$|\(\.\*\)/;

/** The methods the app's routes answer on `path` (HEAD with GET, as Express does), upper case and sorted. */
export function allowedMethods(app: object, path: string): string[] {
  const stack = (app as unknown as { router: { stack: RouteLayer[] } }).router.stack;
  const methods = new Set<string>();
  for (const layer of stack) {
    if (!layer.route || CATCH_ALL.test(layer.route.path) || !layer.match(path)) continue;
    for (const [method, on] of Object.entries(layer.route.methods)) {
      if (!on || method === '_all') continue;
      methods.add(method.toUpperCase());
      if (method === 'get') methods.add('HEAD');
    }
  }
  return [...methods].sort();
}

/**
 * The handler for requests no route took: 405 with `Allow` when the path exists under other methods, else 404;
 * both with a plain message (Nest's own says "Cannot GET /<what was asked>").
 */
export function routeNotFound(app: Express) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const allowed = allowedMethods(app, request.path);
    if (allowed.length === 0) return next(new NotFoundException(NOT_FOUND_MESSAGE));
    response.setHeader('Allow', allowed.join(', '));
    next(new HttpException(METHOD_NOT_ALLOWED_MESSAGE, HttpStatus.METHOD_NOT_ALLOWED));
  };
}
