// `npm run staff -- add ...` creates an account and prints a one-time set-up link that works in
// the desk; the other commands act on an account by its e-mail address. Runs the command's module on the real
// test database, beside an API on the same database.
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { StaffAccountsService } from '../staff-auth/staff-accounts.service';
import { finishSetup, signInStaff } from '../staff-auth/testing/staff-fixtures';
import { startTestApp, type TestApp } from '../../platform/testing/test-app';
import { StaffCliModule } from './staff-cli.module';
import { runStaffCommand, UsageError } from './staff-command';

describe('npm run staff (the command on the real database)', () => {
  let app: TestApp;
  let cli: INestApplicationContext;
  const staff = (...args: string[]) => runStaffCommand(cli.get(StaffAccountsService), args);

  beforeAll(async () => {
    app = await startTestApp({ SITE_URL: 'http://localhost:4999' });
    cli = await NestFactory.createApplicationContext(StaffCliModule.forRoot(app.config), { logger: false });
  });
  afterAll(async () => {
    await cli?.close();
    await app?.close();
  });

  it('adds an admin and prints a one-time set-up link with which they set up and sign in', async () => {
    const output = await staff('add', '--email', 'First.Admin@agency.example', '--name', 'First Admin', '--role', 'admin');
    expect(output).toMatch(/^Added First Admin <first\.admin@agency\.example> as admin\.\n.*\nhttp:\/\/localhost:4999\/agency\/setup#[A-Za-z0-9_-]{43}$/);
    const link = output.split('\n').pop()!;
    const list = await staff('list');
    const [id] = list.split('\t');
    expect(list).toBe(`${id}\tfirst.admin@agency.example\tFirst Admin\tadmin\tpending`);
    const admin = await finishSetup(app, { id, email: 'first.admin@agency.example', name: 'First Admin', role: 'admin' }, link);
    const browser = await signInStaff(app, admin);
    expect((await browser.get('/staff/accounts')).status).toBe(200);
    expect((await browser.get('/staff/audit')).body.data).toEqual([expect.objectContaining({ action: 'staff.added', staff: null, address: 'cli' })]);
  });

  it('disables, enables and resets by e-mail address, and refuses what it cannot do in words', async () => {
    await staff('add', '--email', 'rev@agency.example', '--name', 'Rev', '--role', 'reviewer');
    expect(await staff('disable', '--email', 'REV@agency.example')).toMatch(/^Disabled: .*\trev@agency\.example\tRev\treviewer\tdisabled$/);
    expect(await staff('enable', '--email', 'rev@agency.example')).toMatch(/\tpending$/);
    expect(await staff('reset', '--email', 'rev@agency.example')).toMatch(/New one-time set-up link:\nhttp:\/\/localhost:4999\/agency\/setup#/);

    await expect(staff('add', '--email', 'rev@agency.example', '--name', 'Rev', '--role', 'reviewer')).rejects.toThrow('A member of staff with this e-mail address already exists.');
    await expect(staff('add', '--email', 'x@agency.example', '--name', 'X', '--role', 'owner')).rejects.toThrow(UsageError);
    await expect(staff('add', '--email', 'not-an-address', '--name', 'X', '--role', 'admin')).rejects.toMatchObject({ errors: { email: 'Please enter a valid email address' } });
    await expect(staff('disable', '--email', 'nobody@agency.example')).rejects.toThrow('No member of staff has the e-mail address nobody@agency.example');
    await expect(staff('frobnicate')).rejects.toThrow('Unknown command: frobnicate');
  });
});
