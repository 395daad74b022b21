import { expect, test } from '@playwright/test';
import { FIRST_ROUND_TRIP, measurePrerenderedPages, pastFirstRoundTrip } from '../../tools/stack/first-round-trip.mjs';

// LCP on the public pages needs each pre-rendered page in the first TCP round trip (issue 41, docs/performance.md).
test('every pre-rendered page and frame, in every language, arrives in the first TCP round trip with its headers', async ({ request, baseURL }) => {
  const pages = await request.get('/prerendered/pages.json');
  expect(pages.status()).toBe(200);
  const rows = await measurePrerenderedPages(baseURL!, await pages.json());
  expect(rows.length).toBeGreaterThan(0);
  // The figures for docs/performance.md: language, address, brotli body, headers, total.
  if (process.env.FIRST_ROUND_TRIP_TABLE) console.log(rows.map((row) => `${row.language}\t${row.address}\t${row.bodyBytes}\t${row.headerBytes}\t${row.total}`).join('\n'));
  expect(pastFirstRoundTrip(rows), `pages past ${FIRST_ROUND_TRIP} bytes (body + headers)`).toEqual([]);
});
