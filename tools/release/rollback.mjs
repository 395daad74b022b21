// `npm run rollback -- <remote>`: points the live manifest back at the remote's previous release.
import { runCommand } from './command-line.mjs';
import { rollbackRemote } from './release-remote.mjs';

const usage = `Usage: npm run rollback -- <remote> [--hosting DIR]
  <remote>       mf-info-pages, mf-application, mf-documents or mf-payment
  --hosting DIR  the static hosting folder (default: $EVISA_HOSTING_DIR or .data/hosting)
Run it again to go back one more release.`;

await runCommand({ name: 'rollback', usage }, ({ remote, hostingDir }) => rollbackRemote({ remote, hostingDir }));
