import type { Server } from 'node:http';

/**
 * Limits of the API's HTTP server on slow clients (Node's defaults are 60 s for headers and 300 s for a whole
 * request). Headers are a few hundred bytes: 10 s is plenty. A whole request is at most the documents step's
 * files (about 1 MB each): 120 s still takes them over a slow mobile link. Node checks both every
 * `connectionsCheckingInterval`, so a limit is enforced within that much after it passes.
 */
export const SERVER_TIMEOUTS = {
  headersTimeout: 10_000,
  requestTimeout: 120_000,
  connectionsCheckingInterval: 2_000,
} as const;

/** Applies the limits that can be set after the server is made (the checking interval cannot). */
export function applyServerTimeouts(server: Server): void {
  server.headersTimeout = SERVER_TIMEOUTS.headersTimeout;
  server.requestTimeout = SERVER_TIMEOUTS.requestTimeout;
}
