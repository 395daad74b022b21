import { types } from 'node:util';
import { mongo } from 'mongoose';

const DRIVER_ERRORS = [mongo.MongoNetworkError, mongo.MongoServerSelectionError, mongo.MongoNotConnectedError, mongo.MongoTopologyClosedError];
const BY_NAME = /MongooseServerSelectionError|MongoServerSelectionError|MongoNetworkError|MongoNotConnectedError|MongoTopologyClosedError|PoolClearedError/;
const BY_MESSAGE = /ECONNREFUSED|ECONNRESET|EPIPE|connection .* closed|socket has been ended|socket hang up|buffering timed out|before initial connection is complete/i;
/** Socket errors of the database connection, by Node's error code. */
const BY_CODE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);

/** True when an error means the database cannot be reached (answered 503), rather than a bug (500). */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  // isNativeError also knows errors of another realm (Node's own socket errors, seen from a test sandbox).
  if (!(error instanceof Error || types.isNativeError(error)) || depth > 3) return false;
  if (DRIVER_ERRORS.some((type) => error instanceof type)) return true;
  if (BY_NAME.test(error.name) || BY_MESSAGE.test(error.message)) return true;
  if (BY_CODE.has(String((error as { code?: unknown }).code))) return true;
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1);
}
