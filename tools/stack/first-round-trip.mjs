#!/usr/bin/env node
// Whether every pre-rendered page, in every language, reaches the browser in the first TCP round trip: its brotli
// body and the response headers the site sends with it (the static server's, over https: HSTS included) within the
// 10 segments of a new connection, which is what Lighthouse's model of a phone's network sends first
// (docs/performance.md). The shell's build runs it after the pre-render and fails when a page does not fit.
//
//   node tools/stack/first-round-trip.mjs [shell/dist]
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readPrerenderedPages } from './prerendered-pages.mjs';
import { startStaticServer } from './static-server.mjs';

/** A new TCP connection's first flight: 10 segments of 1,460 bytes. */
export const FIRST_ROUND_TRIP = 14_600;

/**
 * A response as it comes over the wire, for a request of `pathname` with these headers.
 * @returns {Promise<{ status: number, headerBytes: number, bodyBytes: number }>}
 */
function rawResponse(port, pathname, headers) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    const socket = net.connect(port, '127.0.0.1', () => {
      const lines = [`GET ${pathname} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close', ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    });
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const response = Buffer.concat(chunks);
      const end = response.indexOf('\r\n\r\n');
      if (end < 0) return reject(new Error(`${pathname}: no response head`));
      const head = response.subarray(0, end + 4).toString('latin1');
      if (/^transfer-encoding:/im.test(head)) return reject(new Error(`${pathname}: a chunked response, whose size this does not count`));
      resolve({ status: Number(head.split(' ')[1]), headerBytes: end + 4, bodyBytes: response.length - end - 4 });
    });
  });
}

/** A route's address for its pattern: `/Apply2/:id` -> `/Apply2/x`. */
const addressOf = (pattern) => pattern.replace(/:[^/]+/g, 'x');

/**
 * Every pre-rendered file of a shell build in every language (a frame once, at one of its routes), as the static
 * server answers it to a browser that accepts brotli.
 * @param {string} shellDir
 * @returns {Promise<{ language: string, address: string, file: string, headerBytes: number, bodyBytes: number, total: number }[]>}
 */
export async function measurePrerenderedPages(shellDir) {
  const prerendered = readPrerenderedPages(shellDir);
  if (!prerendered) throw new Error(`${shellDir}: no pre-rendered pages (prerendered/pages.json)`);
  const addresses = new Map();
  for (const [pattern, file] of [...Object.entries(prerendered.pages), ...Object.entries(prerendered.frames ?? {})]) {
    if (!addresses.has(file)) addresses.set(file, addressOf(pattern));
  }
  const server = await startStaticServer({ dir: shellDir, port: 0, spa: true });
  try {
    const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
    const rows = [];
    for (const language of prerendered.languages) {
      for (const [file, address] of addresses) {
        const answer = await rawResponse(port, address, { 'Accept-Encoding': 'br, gzip', Cookie: `evisa-language=${language}`, 'X-Forwarded-Proto': 'https' });
        if (answer.status !== 200) throw new Error(`${language} ${address}: answered ${answer.status}`);
        rows.push({ language, address, file, headerBytes: answer.headerBytes, bodyBytes: answer.bodyBytes, total: answer.headerBytes + answer.bodyBytes });
      }
    }
    return rows;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const shellDir = path.resolve(process.argv[2] ?? 'shell/dist');
  const rows = await measurePrerenderedPages(shellDir);
  const over = rows.filter((row) => row.total > FIRST_ROUND_TRIP);
  const largest = rows.reduce((a, b) => (b.total > a.total ? b : a));
  console.log(`pre-rendered pages on the wire (brotli body + headers): largest ${largest.language} ${largest.address} ${largest.total} bytes of ${FIRST_ROUND_TRIP}`);
  if (process.env.FIRST_ROUND_TRIP_TABLE) for (const row of rows) console.log(`${row.language}\t${row.address}\t${row.bodyBytes}\t${row.headerBytes}\t${row.total}`);
  if (over.length > 0) {
    console.error(`pre-rendered pages past the first TCP round trip (${FIRST_ROUND_TRIP} bytes, docs/performance.md):`);
    for (const row of over) console.error(`  ${row.language} ${row.address}: ${row.bodyBytes} body + ${row.headerBytes} headers = ${row.total}`);
    process.exit(1);
  }
}
