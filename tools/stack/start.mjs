// `npm start`: build what is missing, start the whole site, print its URL, stop everything on Ctrl-C.
import { spawnSync } from 'node:child_process';
import { repoRoot } from '../repo-root.cjs';
import { SetupError } from '../ferretdb/build.cjs';
import { startStack } from './stack.mjs';

// Always through nx: what has not changed since the last build is restored from its cache in seconds.
console.log('Building the apps…');
const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--parallel=2'], { cwd: repoRoot, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

let stack;
try {
  // The API's own lines: warnings and errors, unless LOG_LEVEL asks for more (info: one line per request).
  stack = await startStack({ apiEnv: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' } });
} catch (error) {
  console.error(`\n${error instanceof SetupError ? '' : 'Could not start the site: '}${error.message}`);
  process.exit(1);
}

console.log(`
  The site:        ${stack.urls.site}
  API:             ${stack.urls.api}  (OpenAPI: ${stack.urls.api}/openapi)
  Received mail:   ${stack.urls.mail}
  Payment sandbox: ${stack.urls.paypal ?? 'off (PayPal credentials set)'}
  API log level:   ${process.env.LOG_LEVEL ?? 'warn'} (LOG_LEVEL=info npm start logs every request)
Press Ctrl-C to stop.
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    await stack.stop();
    process.exit(0);
  });
}
