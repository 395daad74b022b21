import { types } from 'node:util';
import { mongo } from 'mongoose';

const DRIVER_ERRORS = [mongo.MongoNetworkError, mongo.MongoServerSelectionError, mongo.MongoNotConnectedError, mongo.MongoTopologyClosedError];
const BY_NAME = /MongooseServerSelectionError|MongoServerSelectionError|MongoNetworkError|MongoNotConnectedError|MongoTopologyClosedError|PoolClearedError/;
const BY_MESSAGE = /ECONNREFUSED|ECONNRESET|EPIPE|connection .* closed|socket has been ended|socket hang up|buffering timed out|before initial connection is complete/i;
/** Socket errors of the database connection, by Node's error code. */
const BY_CODE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);
/**
 * Server answers that mean "not now": a replica set electing a primary, a node shutting down, a network timeout
 * (MongoDB codes 6, 7, 89, 91, 189, 262, 9001, 10107, 11600, 11602, 13435, 13436), and FerretDB's SQLite
 * refusing a write while another holds the lock. The write did not happen; trying again later is right.
 */
const TRANSIENT_SERVER_CODES = new Set([6, 7, 89, 91, 189, 262, 9001, 10107, 11600, 11602, 13435, 13436]);
const TRANSIENT_LABELS = ['RetryableWriteError', 'TransientTransactionError', 'ResetPool'];
const TRANSIENT_MESSAGE = /SQLITE_BUSY|database is locked/;

/** True when an error means the database cannot be reached or cannot work right now (503), rather than a bug (500). */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  // isNativeError also knows errors of another realm (Node's own socket errors, seen from a test sandbox).
  if (!(error instanceof Error || types.isNativeError(error)) || depth > 3) return false;
  if (DRIVER_ERRORS.some((type) => error instanceof type)) return true;
  if (BY_NAME.test(error.name) || BY_MESSAGE.test(error.message)) return true;
  const code = (error as { code?: unknown }).code;
  if (BY_CODE.has(String(code))) return true;
  if (error instanceof mongo.MongoServerError) {
    if (TRANSIENT_SERVER_CODES.has(Number(code)) || TRANSIENT_LABELS.some((label) => error.hasErrorLabel(label))) return true;
    if (TRANSIENT_MESSAGE.test(error.message)) return true;
  }
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1);
}
