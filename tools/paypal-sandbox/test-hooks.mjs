import express from 'express';

/** @typedef {import('./store.mjs').SandboxStore} SandboxStore */

/**
 * Lets a test make the sandbox misbehave the way a compromised or broken provider could (capture a different amount
 * or currency, answer slowly, report a capture still pending), and register a webhook for one client id under an
 * id the test chose (the API under test reads its webhook id at start, before its port is known). Served only when
 * the sandbox is started with its test hooks on.
 * @param {{ store: SandboxStore }} sandbox
 */
export function testHooks({ store }) {
  const router = express.Router();

  router.post('/orders/:id', (req, res) => {
    const order = store.get(req.params.id);
    if (!order) return res.sendStatus(404);
    const hooks = req.body ?? {};
    order.hooks = {
      captureAmount: typeof hooks.captureAmount === 'string' ? hooks.captureAmount : undefined,
      captureCurrency: typeof hooks.captureCurrency === 'string' ? hooks.captureCurrency : undefined,
      delayMs: typeof hooks.delayMs === 'number' ? Math.min(hooks.delayMs, 30000) : undefined,
      capturePending: hooks.capturePending === true || undefined,
    };
    res.sendStatus(204);
  });

  router.post('/webhooks', (req, res) => {
    const { id, url, clientId } = req.body ?? {};
    if (typeof id !== 'string' || typeof url !== 'string' || typeof clientId !== 'string') return res.sendStatus(400);
    store.webhooks.push({ id, url, clientId });
    res.sendStatus(204);
  });
  return router;
}
