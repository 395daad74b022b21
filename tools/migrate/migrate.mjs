// `npm run migrate`: applies the database's pending migrations and creates the indexes (api/src/platform/migrations),
// on MONGODB_URI's database (the local one by default). A deployment runs `node migrate.js` beside main.js instead.
import { runApiCommand } from '../api-command.mjs';

runApiCommand('migrate', 'the migrations');
