// Admins add, disable, enable and reset staff in the desk; a reviewer cannot; every
// such action is in the append-only audit trail with who, when and from which address.
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { STAFF_MESSAGES } from '@evisa/contracts';
import { AUDIT_ENTRY_MODEL } from '../audit/audit-entry.schema';
import { ApiSession } from '../../platform/testing/api-session';
import { startTestApp, type TestApp } from '../../platform/testing/test-app';
import { enrolStaff, finishSetup, signInStaff, totpCode } from '../staff-auth/testing/staff-fixtures';

describe('staff management by admins (HTTP, real database)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ SITE_URL: 'http://localhost:4999' });
  });
  afterAll(() => app?.close());

  it('lets an admin add a reviewer, who sets up from the link and signs in; a reviewer cannot manage staff', async () => {
    const admin = await signInStaff(app, await enrolStaff(app, 'admin', 'Asha Admin'));
    const email = 'meera.reviewer@agency.example';
    const added = await admin.send('POST', '/staff/accounts', { email, name: 'Meera Iyer', role: 'reviewer' });
    expect(added.status).toBe(201);
    expect(added.body.data.account).toMatchObject({ email, name: 'Meera Iyer', role: 'reviewer', state: 'pending' });
    expect(added.body.data.setupLink).toMatch(/^http:\/\/localhost:4999\/agency\/setup#/);
    expect((await admin.send('POST', '/staff/accounts', { email: 'MEERA.reviewer@agency.example', name: 'Meera again', role: 'reviewer' })).body.message).toBe(STAFF_MESSAGES.emailTaken);
    const bad = await admin.send('POST', '/staff/accounts', { email: 'not-an-address', name: '', role: 'owner' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'name', 'role']);

    const reviewer = await finishSetup(app, { id: added.body.data.account.id, email, name: 'Meera Iyer', role: 'reviewer' }, added.body.data.setupLink);
    const reviewerBrowser = await signInStaff(app, reviewer);
    const adminOnly = { status: 403, body: { message: STAFF_MESSAGES.adminOnly } };
    expect(await reviewerBrowser.get('/staff/accounts')).toMatchObject(adminOnly);
    expect(await reviewerBrowser.send('POST', '/staff/accounts', { email: 'x@agency.example', name: 'X', role: 'admin' })).toMatchObject(adminOnly);
    expect(await reviewerBrowser.send('POST', `/staff/accounts/${reviewer.id}/reset`)).toMatchObject(adminOnly);
    expect(await reviewerBrowser.get('/staff/audit')).toMatchObject(adminOnly);

    const list = await admin.get('/staff/accounts');
    expect(list.body.data.map((account: { email: string }) => account.email)).toContain(email);
  });

  it('disabling ends the account\'s sessions at once and refuses its sign-in; enabling lets it back; reset needs a new set-up', async () => {
    const admin = await signInStaff(app, await enrolStaff(app, 'admin'));
    const reviewer = await enrolStaff(app, 'reviewer');
    const working = await signInStaff(app, reviewer, 0);

    expect((await admin.send('POST', `/staff/accounts/${reviewer.id}/disable`)).body.data.state).toBe('disabled');
    expect((await working.get('/staff/queue')).status).toBe(401);
    const refused = await new ApiSession(app.url).post('/staff/auth/sign-in', { email: reviewer.email, password: reviewer.password, code: await totpCode(reviewer.secret, 1) });
    expect(refused).toMatchObject({ status: 401, body: { message: STAFF_MESSAGES.signInFailed } });

    expect((await admin.send('POST', `/staff/accounts/${reviewer.id}/enable`)).body.data.state).toBe('active');
    const back = await signInStaff(app, reviewer, 1);
    expect((await back.get('/staff/queue')).status).toBe(200);

    const reset = await admin.send('POST', `/staff/accounts/${reviewer.id}/reset`);
    expect(reset.body.data.account.state).toBe('pending');
    expect((await back.get('/staff/queue')).status).toBe(401);
    const oldPassword = await new ApiSession(app.url).post('/staff/auth/sign-in', { email: reviewer.email, password: reviewer.password, code: await totpCode(reviewer.secret, 1) });
    expect(oldPassword.status).toBe(401);
    const again = await finishSetup(app, reviewer, reset.body.data.setupLink);
    expect((await (await signInStaff(app, again, 0)).get('/staff/queue')).status).toBe(200);

    const self = await admin.send('POST', `/staff/accounts/${admin.staffId}/disable`);
    expect(self).toMatchObject({ status: 409, body: { message: STAFF_MESSAGES.cannotDisableSelf } });
    expect((await admin.send('POST', '/staff/accounts/STNOSUCHACCOUNT/disable')).body.message).toBe(STAFF_MESSAGES.staffNotFound);
  });

  it('records every account action in the audit trail (who, when, what, from where) for admins to read', async () => {
    const adminAccount = await enrolStaff(app, 'admin');
    const admin = await signInStaff(app, adminAccount);
    const added = await admin.send('POST', '/staff/accounts', { email: 'audit.me@agency.example', name: 'Audit Me', role: 'reviewer' });
    const id = added.body.data.account.id;
    await admin.send('POST', `/staff/accounts/${id}/disable`);
    const trail = (await admin.get('/staff/audit')).body.data as { action: string; staff: { email: string }; changes: Record<string, unknown>; address: string; at: string }[];
    const mine = trail.filter((entry) => entry.staff?.email === adminAccount.email);
    expect(mine.map((entry) => entry.action)).toEqual(['staff.disabled', 'staff.added']);
    expect(mine[0]).toMatchObject({ changes: { account: id, state: { from: 'pending', to: 'disabled' } }, address: '127.0.0.1', staff: { role: 'admin' } });
    expect(Date.now() - Date.parse(mine[0].at)).toBeLessThan(60_000);
    // Accounts added from the command line are recorded too, without a signed-in member of staff.
    expect(trail.some((entry) => entry.action === 'staff.added' && entry.staff === null && entry.address === 'cli')).toBe(true);
  });

  it('keeps the audit trail append-only: no route changes it, and the model refuses every update and delete', async () => {
    const admin = await signInStaff(app, await enrolStaff(app, 'admin'));
    for (const method of ['PATCH', 'PUT', 'DELETE']) {
      expect((await admin.send(method, '/staff/audit')).status).toBe(405);
    }
    const entries = app.nest.get<Model<unknown>>(getModelToken(AUDIT_ENTRY_MODEL));
    const before = await entries.countDocuments();
    expect(before).toBeGreaterThan(0);
    await expect(entries.updateMany({}, { $set: { action: 'staff.enabled' } })).rejects.toThrow(/append-only/);
    await expect(entries.deleteMany({})).rejects.toThrow(/append-only/);
    await expect(entries.findOneAndDelete({})).rejects.toThrow(/append-only/);
    await expect(entries.replaceOne({}, {})).rejects.toThrow(/append-only/);
    expect(await entries.countDocuments()).toBe(before);
  });
});
