// `npm run rollback -- <remote>`: points the live manifest back at the remote's previous release.
import { runCommand } from './command-line.mjs';
import { rollbackRemote } from './release-remote.mjs';

const usage = `Usage: npm run rollback -- <remote> [--hosting WHERE]
  <remote>         mf-info-pages, mf-application, mf-documents, mf-payment or mf-desk
  --hosting WHERE  the static hosting: a folder, or s3://bucket[/prefix] (default: $EVISA_HOSTING_DIR or .data/hosting)
Run it again to go back one more release.`;

await runCommand({ name: 'rollback', usage }, ({ remote, hostingDir }) => rollbackRemote({ remote, hostingDir }));
