// The benchmark's own ports (6900-6999), apart from `npm start` (4200+) and the end-to-end stack (5200+).
import { REMOTES } from '../../tools/stack/stack.mjs';

export function benchPorts(base = 6900) {
  return {
    shell: base,
    remotes: Object.fromEntries(REMOTES.map((r) => [r.name, base + r.offset])),
    api: base + 20,
    baseline: base + 30,
    db: base + 37,
    smtp: base + 25,
    mailHttp: base + 80,
    /** Chromium's debugging port for Lighthouse. */
    lighthouseChrome: base + 90,
  };
}
