import http from 'node:http';
import type { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Express } from 'express';
import { routeNotFound } from './route-not-found';
import { applyServerTimeouts, SERVER_TIMEOUTS } from './server-timeouts';

/**
 * A constructor that builds `Base`'s objects with `prototype` as theirs from the start. Node's IncomingMessage and
 * ServerResponse are plain functions, so `Base` runs on the object `new` made. (Reflect.construct with a new.target
 * gave the same prototype but as much promotion as Express's swap.)
 */
function constructingWith<T extends typeof http.IncomingMessage | typeof http.ServerResponse>(Base: T, prototype: object): T {
  function Constructed(this: object, ...args: unknown[]) {
    Reflect.apply(Base, this, args);
  }
  Constructed.prototype = prototype;
  return Constructed as unknown as T;
}

/**
 * Nest's Express adapter, except that the HTTP server builds each request and response with Express's prototypes
 * (`app.request`, `app.response`) already theirs. Express otherwise swaps both prototypes with
 * Object.setPrototypeOf on every request, and V8 then keeps every request's objects through two young-generation
 * collections into the old space: about 10 KB a request for Express alone, a collection pause of 3-4 ms instead
 * of under 1, and a full collection every few seconds (docs/performance.md, "API and the local database"; the same cost is
 * reported in expressjs/express#5998 and nodejs/node#37457). Express's own Object.setPrototypeOf then finds the
 * prototype already in place and changes nothing. The server also gets the slow-client limits of SERVER_TIMEOUTS,
 * and requests no route takes are answered by routeNotFound (404, or 405 with Allow).
 */
export class ExpressHttpAdapter extends ExpressAdapter {
  /** Nest's own handler answers "Cannot GET /<path>" and 404 for a known path under another method. */
  override setNotFoundHandler(): unknown {
    return this.use(routeNotFound(this.getInstance<Express>()));
  }

  override initHttpServer(options: NestApplicationOptions): void {
    if (options?.httpsOptions || options?.forceCloseConnections) {
      super.initHttpServer(options);
      applyServerTimeouts(this.httpServer);
      return;
    }
    const app = this.getInstance<Express>();
    this.httpServer = http.createServer(
      {
        IncomingMessage: constructingWith(http.IncomingMessage, app.request),
        ServerResponse: constructingWith(http.ServerResponse, app.response),
        ...SERVER_TIMEOUTS,
      },
      app,
    );
  }
}
