#!/usr/bin/env node
// The site's nginx configuration for a deployment (docs/operations.md, "Deploying with containers"): the shell's
// build with its pre-rendered pages, the remotes as released to a hosting folder (`remotes.json` and `remotes/`,
// tools/release), /api spread over the instances; the same generator as `npm run scale` (tools/stack/nginx.mjs):
// security headers on documents, immutable caching of hashed files, a 404 for a file that is not there. TLS is the
// load balancer's in front of it.
//
//   node tools/deploy/site-nginx.mjs --shell dist/package/shell --api api-1:3000,api-2:3000 > nginx.conf
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { nginxConfig, PAGE_SCRIPT_HASH, PAGE_STYLE_HASH } from '../stack/nginx.mjs';
import { contentSecurityPolicy } from '../stack/security-headers.mjs';

/**
 * nginxConfig's options for a deployment. `shellDir`: the shell's build read here; `root`, `hostingDir`, `runDir`:
 * the folders as nginx sees them (in the image by default).
 * @param {{ shellDir: string, upstreams: string[], listen?: string, root?: string, hostingDir?: string, runDir?: string }} options
 */
export function siteNginxOptions({ shellDir, upstreams, listen = '8080', root = '/srv/site/shell', hostingDir = '/srv/site/hosting', runDir = '/tmp/nginx' }) {
  const siteConfig = JSON.parse(fs.readFileSync(path.join(shellDir, 'config.json'), 'utf8'));
  return {
    listen,
    upstreams,
    shellDir,
    root,
    runDir,
    remotes: [{ prefix: '/remotes/', dir: path.posix.join(hostingDir, 'remotes') }],
    remotesJson: path.posix.join(hostingDir, 'remotes.json'),
    // The remotes are served from the site's own origin; PayPal's buttons where the site is configured for them.
    csp: contentSecurityPolicy({ paypal: Boolean(siteConfig.paypalClientId), styleHash: PAGE_STYLE_HASH, scriptHash: PAGE_SCRIPT_HASH }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { shell: { type: 'string', default: 'dist/package/shell' }, api: { type: 'string', default: 'api-1:3000,api-2:3000' }, listen: { type: 'string', default: '8080' } } });
  process.stdout.write(nginxConfig(siteNginxOptions({ shellDir: path.resolve(values.shell), upstreams: values.api.split(','), listen: values.listen })));
}
