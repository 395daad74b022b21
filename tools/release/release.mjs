// `npm run release -- <remote>`: publishes the remote's build to the static hosting folder and makes it live.
import path from 'node:path';
import { runCommand } from './command-line.mjs';
import { releaseRemote } from './release-remote.mjs';

const usage = `Usage: npm run release -- <remote> [--build DIR] [--hosting WHERE] [--public-url URL]
  <remote>          mf-info-pages, mf-application, mf-documents, mf-payment or mf-desk
  --build DIR       the build to release (default: <remote>/dist)
  --hosting WHERE   the static hosting: a folder, or s3://bucket[/prefix] (default: $EVISA_HOSTING_DIR or .data/hosting)
  --public-url URL  write an absolute entry on this CDN origin instead of one relative to remotes.json`;

await runCommand({ name: 'release', usage, options: { build: { type: 'string' }, 'public-url': { type: 'string' } } }, ({ remote, hostingDir, values }) =>
  releaseRemote({
    remote,
    hostingDir,
    buildDir: values.build ? path.resolve(values.build) : undefined,
    publicUrl: values['public-url'],
  }),
);
