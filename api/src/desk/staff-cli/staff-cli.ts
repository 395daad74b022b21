import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from '../../platform/config/app-config';
import { StaffAccountsService, StaffFieldErrors } from '../staff-auth/staff-accounts.service';
import { StaffException } from '../staff-auth/staff-errors';
import { OPTIONS, runStaffCommand, USAGE, UsageError } from './staff-command';
import { StaffCliModule } from './staff-cli.module';

/** `npm run staff -- <command>` (tools/staff/staff.mjs runs this file's build, api/dist/staff-cli.js). */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const { values } = parseArgs({ args, allowPositionals: true, options: OPTIONS });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig();
  const context = await NestFactory.createApplicationContext(StaffCliModule.forRoot(config), { logger: false, abortOnError: false });
  try {
    console.log(await runStaffCommand(context.get(StaffAccountsService), args));
    return 0;
  } finally {
    await context.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`);
    else if (error instanceof StaffFieldErrors) console.error(Object.entries(error.errors).map(([field, message]) => `--${field}: ${message}`).join('\n'));
    else if (error instanceof StaffException) console.error(error.message);
    else if ((error as Error).name === 'MongooseServerSelectionError') {
      console.error(`The database does not answer (${(error as Error).message}). Start it first: npm start, or npm run db; or set MONGODB_URI.`);
    } else console.error((error as Error).message);
    process.exit(1);
  },
);
