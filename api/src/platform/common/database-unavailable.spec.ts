import { mongo } from 'mongoose';
import { isDatabaseUnavailable } from './database-unavailable';

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a network error of the driver', new mongo.MongoNetworkError('connection 4 to 127.0.0.1:27017 closed')],
    ['a server selection timeout', new mongo.MongoServerSelectionError('connect ECONNREFUSED 127.0.0.1:27017', { type: 'Unknown', servers: new Map() } as never)],
    ['a socket ended mid-write', Object.assign(new Error('This socket has been ended by the other party'), { code: 'EPIPE' })],
    ['a locked FerretDB (SQLite) refusing a write', new mongo.MongoServerError({ message: '[collection.go:177 sqlite.(*collection).UpdateAll.func1] database is locked (5) (SQLITE_BUSY)' })],
    ['a primary stepping down', Object.assign(new mongo.MongoServerError({ message: 'not primary' }), { code: 10107 })],
    ['a reset connection as the cause', new Error('write failed', { cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }) })],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'x')")],
    ['a duplicate key', Object.assign(new mongo.MongoServerError({ message: 'E11000 duplicate key error' }), { code: 11000 })],
    ['not an error', 'ECONNREFUSED'],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
