import 'reflect-metadata';
import { loadConfig } from '../config/app-config';
import { migrateDatabase } from './migrate-database';

/** `npm run migrate` (tools/migrate/migrate.mjs), and `node migrate.js` beside main.js in a deployment. */
migrateDatabase(loadConfig(), (line) => console.log(line)).then(
  ({ applied }) => {
    console.log(applied.length ? `${applied.length} migration(s) applied; indexes in place` : 'Nothing to migrate; indexes in place');
    process.exit(0);
  },
  (error: unknown) => {
    console.error(`migrate failed: ${(error as Error).message}`);
    process.exit(1);
  },
);
