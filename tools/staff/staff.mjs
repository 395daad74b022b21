// `npm run staff -- <command>`: manage the agency desk's staff accounts from the command line (the first admin
// is added this way). Runs the API's staff command (api/src/desk/staff-cli).
import { runApiCommand } from '../api-command.mjs';

runApiCommand('staff-cli', 'the staff command');
