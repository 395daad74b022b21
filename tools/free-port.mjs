// A TCP port on 127.0.0.1 that was free a moment ago (the OS picks it), for the scripts' own tests. The API's
// TypeScript tests have the same in libs/testing.
import net from 'node:net';

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}
