import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkStaticHeaders } from './static-headers.mjs';

const file = (over) => ({ type: 'Script', status: 200, bytes: 20000, bodyBytes: 60000, encoding: 'br', cacheControl: 'public, max-age=31536000, immutable', hashed: true, url: ':6900/main.0123abcd.js', ...over });

test('hashed, compressed, year-long immutable files and revalidated entries pass', () => {
  const result = checkStaticHeaders([file(), file({ url: ':6901/remoteEntry.js', hashed: false, cacheControl: 'no-cache' })]);
  assert.ok(result.compressed.ok && result.hashedCachedForAYear.ok && result.unhashedRevalidated.ok);
  assert.equal(result.seen.length, 2);
});

test('an uncompressed large file, a short-lived hashed file and a cached entry file are each reported', () => {
  const result = checkStaticHeaders([
    file({ encoding: null }),
    file({ url: ':6900/other.89abcdef.js', cacheControl: 'public, max-age=3600' }),
    file({ url: ':6901/remoteEntry.js', hashed: false, cacheControl: 'public, max-age=600' }),
  ]);
  assert.deepEqual(result.compressed.uncompressed, [':6900/main.0123abcd.js']);
  assert.deepEqual(result.hashedCachedForAYear.shortLived, [':6900/other.89abcdef.js']);
  assert.deepEqual(result.unhashedRevalidated.cachedWithoutHash, [':6901/remoteEntry.js']);
});

test('small files may go uncompressed (below the build threshold)', () => {
  assert.ok(checkStaticHeaders([file({ encoding: null, bytes: 1724, bodyBytes: 563 })]).compressed.ok);
});
