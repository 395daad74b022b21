// The reverse proxy of `npm run scale` (tools/stack/scale.mjs): Debian's nginx, serving the site's files and
// spreading /api over the API instances. Started as a child of the stack with its own prefix folder; nothing under
// /etc/nginx is used or changed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SetupError } from '../ferretdb/build.cjs';
import { PRERENDERED_DIR, readPrerenderedPages } from './prerendered-pages.mjs';

/** The envelope of a 503 (libs/contracts MESSAGES.serviceUnavailable): what the API answers when it cannot serve. */
const UNAVAILABLE = JSON.stringify({
  status: 503,
  message: 'The service is temporarily unavailable. Please try again shortly.',
  err: 'The service is temporarily unavailable. Please try again shortly.',
  errors: {},
  errorKeys: {},
});

export function nginxBinary() {
  for (const candidate of [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/local/sbin/nginx'].filter(Boolean)) {
    if (fs.existsSync(candidate)) return candidate;
  }
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
  if (found) return found;
  throw new SetupError('nginx is not installed: apt-get install nginx-light (Debian), or set NGINX_BIN (`bash .ci/run` installs it)');
}

const quote = (value) => `"${String(value).replace(/["\\]/g, '\\$&')}"`;

/**
 * The content security policy's style source of the page nginx answers with (a pre-rendered page's hash, pages.json
 * `styleHashes`; empty for any other document): pass it as `styleHash` to `contentSecurityPolicy` for `csp`.
 */
export const PAGE_STYLE_HASH = '$evisa_style_hash';

/**
 * The content security policy's script source of the page nginx answers with (a held page's loader's hash, pages.json
 * `scriptHashes`; empty for any other document): pass it as `scriptHash` to `contentSecurityPolicy` for `csp`.
 */
export const PAGE_SCRIPT_HASH = '$evisa_script_hash';

/**
 * nginx's map of each pre-rendered file (the address try_files found, `$uri`) to one of its inline elements' hash
 * (pages.json `styleHashes` or `scriptHashes`). nginx matches a map's strings in any case: two files whose names
 * differ only by case would be one key.
 * @param {Record<string, string> | undefined} hashes
 * @param {string} variable
 * @param {string} comment
 */
function hashMap(hashes, variable, comment) {
  const entries = Object.entries(hashes ?? {});
  const keys = new Set(entries.map(([file]) => file.toLowerCase()));
  if (keys.size !== entries.length) throw new Error('pages.json: two files whose names differ only by case, which nginx cannot tell apart');
  const lines = entries.map(([file, hash]) => `    ${quote(`/${PRERENDERED_DIR}/${file}`)} ${quote(hash)};`);
  return `
  # ${comment}
  map $uri ${variable} {
${[...lines, '    default "";'].join('\n')}
  }`;
}

/**
 * nginx's maps of the inline elements' hashes of the pre-rendered page answered.
 * @param {import('./prerendered-pages.mjs').PrerenderedPages | undefined} prerendered
 */
function inlineHashMaps(prerendered) {
  return (
    hashMap(prerendered?.styleHashes, PAGE_STYLE_HASH, "The style element of the pre-rendered page answered (shell/prerender/page-style.ts), let in by its own hash.") +
    hashMap(prerendered?.scriptHashes, PAGE_SCRIPT_HASH, "The held page's loader of its entry (shell/prerender/held-loader.ts), let in by its hash.")
  );
}

/**
 * The shell's pre-rendered pages (prerendered-pages.mjs, the static server's rule): nginx's maps of the language
 * (the address's `?lang=`, else the `evisa-language` cookie, else the first supported language of Accept-Language,
 * as the browser orders it, else English) and a location per page, and per other route's pattern (its frame), that
 * answers its file in that language, else the single page.
 * @param {import('./prerendered-pages.mjs').PrerenderedPages | undefined} prerendered
 * @param {string} documentHeaders the add_header lines of an HTML document
 */
function prerenderedLocations(prerendered, documentHeaders) {
  if (!prerendered) return { maps: '', locations: '', otherPaths: '' };
  const languages = prerendered.languages.join('|');
  // A route's pattern as a regular expression: its words as written, a `:param` one segment.
  const escape = (route) =>
    route
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
  const maps = `
  # The language of a pre-rendered page (tools/stack/prerendered-pages.mjs).
  # A chosen language without pre-rendered pages (or not one of ours) finds no file: the single page answers.
  map $http_cookie $evisa_cookie_language { "~(?:^|;)\\s*evisa-language=(?<chosen>[a-z]{2})(?:;|$)" $chosen; default ""; }
  map $http_accept_language $evisa_accept_language { "~*^(?:[^,]*,)*?\\s*(?<preferred>${languages})(?=[-;,\\s]|$)" $preferred; default en; }
  map $evisa_cookie_language $evisa_chosen_language { "" $evisa_accept_language; default $evisa_cookie_language; }
  map $arg_lang $evisa_language { "~^(?<addressed>${languages})$" $addressed; default $evisa_chosen_language; }`;
  // A pre-rendered page's form sent before the page's script arrived is a POST (shell/src/forms-in-address.ts),
  // which nginx refuses for a file (405): the page answers it as a GET, the file try_files found ($uri) asked for
  // again (error_page makes it a GET), and what was sent is not read; so does the single page in its place.
  const posted = new Set(Object.keys(prerendered.pages));
  const pageLocations = [...Object.entries(prerendered.pages), ...Object.entries(prerendered.frames ?? {})]
    .map(
      ([route, file]) => `    location ~* ${quote(`^${escape(route === '/' ? '' : route)}/?$`)} {
${
  posted.has(route)
    ? `      try_files /${PRERENDERED_DIR}/$evisa_language/${file} @evisa_posted_single_page;
      error_page 405 =200 $uri;`
    : `      try_files /${PRERENDERED_DIR}/$evisa_language/${file} /index.html;`
}
${documentHeaders}
    }`,
    )
    .join('\n');
  const locations = `${pageLocations}
    location @evisa_posted_single_page {
      rewrite ^ /index.html break;
      error_page 405 =200 /index.html;
${documentHeaders}
    }`;
  // The build listed every page (prerendered-pages.mjs isSitePath): the desk routes its own paths, and any other
  // path is no page of the site: the single page, which shows its 'page not found', with 404 (the status kept by
  // error_page; the headers 'always', as on any answer that is not a success).
  const otherPaths = `    location ~* "^/agency(/|$)" {
      try_files $uri /index.html;
${documentHeaders}
    }
    location / {
      try_files $uri =404;
      error_page 404 @evisa_page_not_found;
    }
    location @evisa_page_not_found {
      rewrite ^ /index.html break;
${documentHeaders.replace(/(?<! always);$/gm, ' always;')}
    }
`;
  return { maps, locations: `${locations}\n`, otherPaths };
}

/**
 * nginx.conf for the scaled stack.
 * @param {{ port?: number, apiPorts?: number[], shellDir: string, remotes: { prefix: string, dir: string }[],
 *   remotesJson: string, runDir: string, csp: string, user?: string, paypalPort?: number, upstreamHeader?: boolean,
 *   listen?: string, upstreams?: string[], root?: string }} options
 *   `remotes`: each remote's build served under its `prefix` (same origin as the shell); `remotesJson`: the file
 *   served as /remotes.json; `csp`: the shell's content security policy, sent with HTML documents only (its style
 *   source `PAGE_STYLE_HASH` and script source `PAGE_SCRIPT_HASH`, the page's own);
 *   `upstreamHeader`: name the answering instance in `X-Upstream` (the scale test's; it shows internal addresses);
 *   `listen`, `upstreams` (host:port), `root`: for a deployment (tools/deploy/site-nginx.mjs), the address served,
 *   the API instances and the shell's folder as nginx sees it (`shellDir` is then only read for its pre-rendered pages).
 */
export function nginxConfig({
  port,
  apiPorts = [],
  shellDir,
  remotes,
  remotesJson,
  runDir,
  csp,
  user,
  paypalPort,
  upstreamHeader = false,
  listen = `127.0.0.1:${port}`,
  upstreams = apiPorts.map((p) => `127.0.0.1:${p}`),
  root = shellDir,
}) {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${quote(path.join(runDir, `${kind}_temp`))};`);
  // Quoted: the braces of the regular expression would otherwise open a block.
  const hashed = '"~*\\.[0-9a-f]{8}\\.(js|css|png|jpe?g|svg|webp)$"';
  const documentHeaders = [
    'add_header Cache-Control $evisa_cache;',
    'add_header X-Content-Type-Options nosniff always;',
    'add_header Content-Security-Policy $evisa_csp;',
    'add_header X-Frame-Options $evisa_frame;',
    'add_header Referrer-Policy $evisa_referrer;',
    'add_header Permissions-Policy $evisa_permissions;',
    'add_header Vary $evisa_vary;',
  ]
    .map((line) => `      ${line}`)
    .join('\n');
  const pages = readPrerenderedPages(shellDir);
  const prerendered = prerenderedLocations(pages, documentHeaders);
  return `# Generated by tools/stack/nginx.mjs for \`npm run scale\`.
${user ? `user ${user};\n` : ''}worker_processes 1;
daemon off;
pid ${quote(path.join(runDir, 'nginx.pid'))};
error_log ${quote(path.join(runDir, 'error.log'))} warn;
events { worker_connections 1024; }

http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${quote(path.join(runDir, 'access.log'))};
${temp.join('\n')}
  server_tokens off;
  sendfile on;
  gzip_static on;

  # The API instances. A refused connection (an instance stopped or starting) sends the request to the next one,
  # whatever its method: it never reached the API. 502/503/timeouts are retried only for idempotent requests.
  upstream evisa_api {
${upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=2s;`).join('\n')}
  }

  # Security headers of HTML documents only (tools/stack/security-headers.mjs says why).
  map_hash_bucket_size 128;${inlineHashMaps(pages)}
  map $sent_http_content_type $evisa_csp { ~*^text/html ${quote(csp)}; default ""; }
  map $sent_http_content_type $evisa_frame { ~*^text/html "DENY"; default ""; }
  map $sent_http_content_type $evisa_referrer { ~*^text/html "strict-origin-when-cross-origin"; default ""; }
  map $sent_http_content_type $evisa_permissions { ~*^text/html "geolocation=(), microphone=(), usb=()"; default ""; }
  # A page's address answers in the visitor's language (its pre-rendered file, or the single page in its place when
  # that language has none, reached through an internal redirect that drops a location's own headers): every HTML
  # document says so, and a cache never gives one visitor's language to another.
  map $sent_http_content_type $evisa_vary { ~*^text/html "Accept-Encoding, Cookie, Accept-Language"; default ""; }
  map $uri $evisa_cache { ${hashed} "public, max-age=31536000, immutable"; default "no-cache"; }${prerendered.maps}

  server {
    listen ${listen};
    root ${quote(root)};
    client_max_body_size 12m;
    add_header X-Content-Type-Options nosniff always;
    add_header Content-Security-Policy $evisa_csp;
    add_header X-Frame-Options $evisa_frame;
    add_header Referrer-Policy $evisa_referrer;
    add_header Permissions-Policy $evisa_permissions;

    # ^~: a prefix that no regular-expression location below (a file's extension) may take over.
    location ^~ /api/ {
      proxy_pass http://evisa_api/;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header Connection "";
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_timeout 10s;
${upstreamHeader ? '      add_header X-Upstream $upstream_addr always; # which instance answered (the scale test)\n' : ''}      add_header X-Content-Type-Options nosniff always;
      proxy_intercept_errors off;
      error_page 502 504 =503 @unavailable;
    }
${
  paypalPort
    ? `    # The PayPal stand-in (one process: its sandbox keeps orders in memory).
    location ^~ /api/sandbox/paypal/ {
      proxy_pass http://127.0.0.1:${paypalPort}/sandbox/paypal/;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
    }
`
    : ''
}    location @unavailable {
      default_type application/json;
      add_header Retry-After 2 always;
      add_header Cache-Control no-store always;
      return 503 '${UNAVAILABLE}';
    }
    location = /remotes.json {
      alias ${quote(remotesJson)};
      default_type application/json;
      add_header Cache-Control no-cache;
      add_header X-Content-Type-Options nosniff always;
    }
${remotes
  .map(
    (remote) => `    location ^~ ${remote.prefix} {
      alias ${quote(`${remote.dir}/`)};
      add_header Cache-Control $evisa_cache;
      add_header X-Content-Type-Options nosniff always;
    }`,
  )
  .join('\n')}
${prerendered.locations}    # A file that is not there is a 404, never the single page (a missing script must not come back as HTML).
    # (index.html comes here too, from the single-page fallbacks: the document headers apply to HTML only.)
    location ~ "\\.[A-Za-z0-9]+$" {
      try_files $uri =404;
${documentHeaders}
    }
${
  prerendered.otherPaths ||
  `    location / {
      try_files $uri /index.html;
${documentHeaders}
    }
`
}  }
}
`;
}

/** Writes the configuration to `runDir`, checks it (`nginx -t`) and starts nginx in the foreground. */
export async function startNginx(options) {
  const binary = nginxBinary();
  const { runDir } = options;
  fs.mkdirSync(runDir, { recursive: true });
  // Workers run as `nobody` when nginx starts as root: they must reach the folder.
  fs.chmodSync(runDir, 0o755);
  const user = process.getuid?.() === 0 ? 'nobody nogroup' : undefined;
  const conf = path.join(runDir, 'nginx.conf');
  fs.writeFileSync(conf, nginxConfig({ ...options, user }));
  const args = ['-p', runDir, '-e', path.join(runDir, 'error.log'), '-c', conf];
  const check = spawnSync(binary, ['-t', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused its configuration (${conf}):\n${check.stderr}`);
  const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    conf,
    exited,
    errors: () => stderr,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGQUIT'); // graceful: finish requests under way
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
