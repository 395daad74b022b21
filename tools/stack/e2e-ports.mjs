// Ports of the end-to-end stack: apart from `npm start`'s, so both can run at once. E2E_PORT_BASE moves them all.
import { REMOTES } from './stack.mjs';

const base = Number(process.env.E2E_PORT_BASE ?? 5200);

export const E2E_PORTS = {
  shell: base,
  remotes: Object.fromEntries(REMOTES.map((r) => [r.name, base + r.offset])),
  api: base + 100,
  db: base + 117,
  smtp: base + 25,
  mailHttp: base + 80,
  paypal: base + 90,
};
