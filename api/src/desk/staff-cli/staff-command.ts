import { parseArgs } from 'node:util';
import { isStaffRole, type StaffAccount } from '@evisa/contracts';
import type { StaffAccountsService } from '../staff-auth/staff-accounts.service';

export const OPTIONS = { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' }, help: { type: 'boolean' } } as const;

export const USAGE = `Usage: npm run staff -- <command> [options]

  add --email E --name N --role reviewer|admin   add an account and print its one-time set-up link
  list                                           list every account
  disable --email E                              disable an account (ends its sessions)
  enable --email E                               enable a disabled account
  reset --email E                                forget its password and authenticator; print a new set-up link

The database is the API's (MONGODB_URI, default the local FerretDB); SITE_URL makes the link.`;

const CLI_ACTOR = { staff: null, request: null };

function row(account: StaffAccount): string {
  return [account.id, account.email, account.name, account.role, account.state].join('\t');
}

/** Runs one staff command (`add`, `list`, `disable`, `enable`, `reset`) and returns what to print. */
export async function runStaffCommand(service: StaffAccountsService, args: string[]): Promise<string> {
  const { positionals, values } = parseArgs({ args, allowPositionals: true, options: OPTIONS });
  const command = positionals[0] ?? '';
  const byEmail = async () => {
    if (!values.email) throw new UsageError('--email is required');
    const account = (await service.list()).find((candidate) => candidate.email === values.email!.trim().toLowerCase());
    if (!account) throw new Error(`No member of staff has the e-mail address ${values.email}`);
    return account.id;
  };
  switch (command) {
    case 'add': {
      if (!values.email || !values.name || !values.role) throw new UsageError('add needs --email, --name and --role');
      if (!isStaffRole(values.role)) throw new UsageError('--role must be reviewer or admin');
      const { account, setupLink } = await service.add({ email: values.email, name: values.name, role: values.role }, CLI_ACTOR);
      return `Added ${account.name} <${account.email}> as ${account.role}.\nOne-time set-up link (give it to them privately):\n${setupLink}`;
    }
    case 'list':
      return (await service.list()).map(row).join('\n') || 'No staff accounts yet.';
    case 'disable':
      return `Disabled: ${row(await service.disable(await byEmail(), CLI_ACTOR))}`;
    case 'enable':
      return `Enabled: ${row(await service.enable(await byEmail(), CLI_ACTOR))}`;
    case 'reset': {
      const { account, setupLink } = await service.reset(await byEmail(), CLI_ACTOR);
      return `Reset ${account.email}: their password and authenticator no longer work.\nNew one-time set-up link:\n${setupLink}`;
    }
    default:
      throw new UsageError(command ? `Unknown command: ${command}` : 'No command given');
  }
}

/** A command line that cannot be run as typed: the usage is printed after the message. */
export class UsageError extends Error {}

