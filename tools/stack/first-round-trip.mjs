// Whether every pre-rendered page, in every language, reaches the browser in the first TCP round trip: its brotli
// body and the response headers the site sends with it (over https: HSTS included) within the 10 segments of a new
// connection, which is what Lighthouse's model of a phone's network sends first (docs/performance.md). The check
// runs in the end-to-end tests, against the composed site (shell/e2e/prerendered-size.e2e.ts): a build only builds.
import net from 'node:net';

/** A new TCP connection's first flight: 10 segments of 1,460 bytes. */
export const FIRST_ROUND_TRIP = 14_600;

/**
 * A response as it comes over the wire, for a request of `pathname` with these headers.
 * @param {URL} site
 * @param {string} pathname
 * @param {Record<string, string>} headers
 * @returns {Promise<{ status: number, headerBytes: number, bodyBytes: number }>}
 */
function rawResponse(site, pathname, headers) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    const socket = net.connect({ host: site.hostname, port: Number(site.port), autoSelectFamily: true }, () => {
      const lines = [`GET ${pathname} HTTP/1.1`, `Host: ${site.host}`, 'Connection: close', ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
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
      if (!/^content-encoding:\s*br\s*$/im.test(head)) return reject(new Error(`${pathname}: not sent brotli-compressed`));
      resolve({ status: Number(head.split(' ')[1]), headerBytes: end + 4, bodyBytes: response.length - end - 4 });
    });
  });
}

/** A route's address for its pattern: `/Apply2/:id` -> `/Apply2/x`. */
const addressOf = (pattern) => pattern.replace(/:[^/]+/g, 'x');

/**
 * @typedef {{ language: string, address: string, file: string, headerBytes: number, bodyBytes: number, total: number }} PageOnTheWire
 */

/**
 * Every pre-rendered file of a shell build in every language (a frame once, at one of its routes), as the site at
 * `siteUrl` answers it to a browser that accepts brotli, over https (as a proxy in front says: X-Forwarded-Proto).
 * @param {string} siteUrl
 * @param {import('./prerendered-pages.mjs').PrerenderedPages} prerendered the build's pages.json
 * @returns {Promise<PageOnTheWire[]>}
 */
export async function measurePrerenderedPages(siteUrl, prerendered) {
  const site = new URL(siteUrl);
  const addresses = new Map();
  for (const [pattern, file] of [...Object.entries(prerendered.pages), ...Object.entries(prerendered.frames ?? {})]) {
    if (!addresses.has(file)) addresses.set(file, addressOf(pattern));
  }
  const rows = [];
  for (const language of prerendered.languages) {
    for (const [file, address] of addresses) {
      const answer = await rawResponse(site, address, { 'Accept-Encoding': 'br, gzip', Cookie: `evisa-language=${language}`, 'X-Forwarded-Proto': 'https' });
      if (answer.status !== 200) throw new Error(`${language} ${address}: answered ${answer.status}`);
      rows.push({ language, address, file, headerBytes: answer.headerBytes, bodyBytes: answer.bodyBytes, total: answer.headerBytes + answer.bodyBytes });
    }
  }
  return rows;
}

/**
 * The pages past the first round trip, each as `<language> <address>: <body> body + <headers> headers = <total>`.
 * @param {PageOnTheWire[]} rows
 */
export const pastFirstRoundTrip = (rows) =>
  rows.filter((row) => row.total > FIRST_ROUND_TRIP).map((row) => `${row.language} ${row.address}: ${row.bodyBytes} body + ${row.headerBytes} headers = ${row.total} bytes`);
