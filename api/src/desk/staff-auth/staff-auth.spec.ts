// Staff set-up from a one-time link, sign-in with password and authenticator code, limits,
// the session cookie, inactivity expiry and protection against cross-site forgery.
import { STAFF_MESSAGES } from '@evisa/contracts';
import { openDatabase } from '../../applicant/payments/testing/payment-fixtures';
import { ApiSession } from '../../platform/testing/api-session';
import { startTestApp, type TestApp } from '../../platform/testing/test-app';
import { StaffAccountsService } from './staff-accounts.service';
import { enrolStaff, setupTokenOf, signInStaff, totpCode, withTotpCode } from './testing/staff-fixtures';

describe('staff sign-in (HTTP, real database)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ SITE_URL: 'https://desk.example', CORS_ORIGINS: 'https://desk.example', STAFF_SIGN_IN_FAILURES_PER_ACCOUNT: '3' });
  });
  afterAll(() => app?.close());

  async function storedAccount(email: string) {
    const { db, close } = await openDatabase(app);
    try {
      return await db.collection('staff_accounts').findOne({ email });
    } finally {
      await close();
    }
  }

  it('sets up an account from its one-time link: password kept as an argon2id hash, then an authenticator code', async () => {
    const email = 'new.reviewer@agency.example';
    const { account, setupLink } = await app.nest.get(StaffAccountsService).add({ email, name: 'Ravi Kumar', role: 'reviewer' }, { staff: null, request: null });
    expect(account).toMatchObject({ email, name: 'Ravi Kumar', role: 'reviewer', state: 'pending' });
    expect(setupLink).toMatch(/^https:\/\/desk\.example\/agency\/setup#[A-Za-z0-9_-]{43}$/);
    const token = setupTokenOf(setupLink);
    const browser = new ApiSession(app.url);

    const short = await browser.post('/staff/auth/setup', { token, password: 'short' });
    expect(short).toMatchObject({ status: 400, body: { message: STAFF_MESSAGES.passwordTooShort } });
    // Long enough but common, breached, a pattern, or made of the account's own name.
    for (const easy of ['aaaaaaaaaaaa', 'password1234', 'qwertyuiop123', 'iloveyou2024', 'ravikumar2024!']) {
      expect(await browser.post('/staff/auth/setup', { token, password: easy })).toMatchObject({ status: 400, body: { message: STAFF_MESSAGES.passwordTooEasy } });
    }
    const early = await browser.post('/staff/auth/setup/totp', { token, code: '123456' });
    expect(early).toMatchObject({ status: 409, body: { message: STAFF_MESSAGES.passwordNotSetYet } });

    const password = 'correct horse battery staple';
    const enrolment = await browser.post('/staff/auth/setup', { token, password });
    expect(enrolment.status).toBe(200);
    const { secret, otpauthUri } = enrolment.body.data;
    expect(otpauthUri).toBe(`otpauth://totp/India%20e-Visa%20desk:new.reviewer%40agency.example?issuer=India%20e-Visa%20desk&secret=${secret}&algorithm=SHA1&digits=6&period=30`);
    const stored = await storedAccount(email);
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$/);
    expect(JSON.stringify(stored)).not.toContain(password);
    expect(JSON.stringify(stored)).not.toContain(token);

    const wrong = await browser.post('/staff/auth/setup/totp', { token, code: (Number(await totpCode(secret, 0)) + 1).toString().padStart(6, '0').slice(-6) });
    expect(wrong).toMatchObject({ status: 400, body: { message: STAFF_MESSAGES.totpCodeInvalid } });
    const confirmed = await withTotpCode(secret, -1, (code) => browser.post('/staff/auth/setup/totp', { token, code }));
    expect(confirmed).toMatchObject({ status: 200, body: { data: { state: 'active' } } });

    // The link is spent: it can neither change the password nor enrol another authenticator.
    expect((await browser.post('/staff/auth/setup', { token, password: 'another long password' })).body.message).toBe(STAFF_MESSAGES.setupLinkInvalid);
    expect((await browser.post('/staff/auth/setup', { token, password: 'another long password' })).status).toBe(410);
    const signedIn = await browser.post('/staff/auth/sign-in', { email: 'New.Reviewer@agency.example ', password, code: await totpCode(secret, 0) });
    expect(signedIn.status).toBe(200);
  });

  it('needs both the password and a fresh code; every refusal is the same answer; the cookie is HttpOnly and SameSite=Strict', async () => {
    const staff = await enrolStaff(app, 'reviewer');
    const refused = { status: 401, body: { message: STAFF_MESSAGES.signInFailed } };
    const attempt = (body: Record<string, string>) => new ApiSession(app.url).post('/staff/auth/sign-in', body);
    expect(await attempt({ email: staff.email, password: staff.password, code: '000000' })).toMatchObject(refused);
    expect(await attempt({ email: staff.email, password: 'not the password at all', code: await totpCode(staff.secret, 0) })).toMatchObject(refused);
    expect(await attempt({ email: 'nobody@agency.example', password: staff.password, code: await totpCode(staff.secret, 0) })).toMatchObject(refused);

    const browser = new ApiSession(app.url);
    const code = await totpCode(staff.secret, 0);
    const ok = await browser.post('/staff/auth/sign-in', { email: staff.email, password: staff.password, code });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ staff: { email: staff.email, role: 'reviewer', state: 'active' }, csrfToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect(JSON.stringify(ok.body)).not.toMatch(/passwordHash|totpSecret/);
    const [cookie] = ok.headers.getSetCookie();
    expect(cookie).toMatch(/^evisa_staff=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
    expect((await browser.get('/staff/auth/session')).body.data.staff.email).toBe(staff.email);

    // The same code cannot be used twice (someone who saw it over a shoulder is too late).
    expect(await attempt({ email: staff.email, password: staff.password, code })).toMatchObject(refused);
  });

  /** A browser at its own address (the API trusts X-Forwarded-For from the loopback proxy, as behind the site). */
  const browserAt = (address: string) => {
    const session = new ApiSession(app.url);
    return { session, signIn: (body: Record<string, string>) => session.request('POST', '/staff/auth/sign-in', body, { 'X-Forwarded-For': address }) };
  };
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('slows a guesser with growing waits, and never refuses the owner in a browser they signed in on before', async () => {
    const staff = await enrolStaff(app, 'reviewer');
    const owner = browserAt('192.0.2.10');
    const first = await owner.signIn({ email: staff.email, password: staff.password, code: await totpCode(staff.secret, 0) });
    expect(first.status).toBe(200);
    expect(owner.session.cookie('evisa_staff_device')).toMatch(new RegExp(`^${staff.id}\\.`));
    const deviceCookie = first.headers.getSetCookie().find((line) => line.startsWith('evisa_staff_device='));
    expect(deviceCookie).toMatch(/; Max-Age=15552000; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Strict$/);

    const guesser = browserAt('203.0.113.66');
    const wrong = (i: number) => guesser.signIn({ email: staff.email, password: `wrong password ${i}`, code: '123456' });
    // 3 free failures (STAFF_SIGN_IN_FAILURES_PER_ACCOUNT here), the third makes the next attempt wait 1 s.
    for (let i = 0; i < 3; i += 1) expect((await wrong(i)).status).toBe(401);
    const waiting = await wrong(3);
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get('retry-after'))).toBe(1);
    await sleep(1100);
    expect((await wrong(4)).status).toBe(401);
    // The next wait is twice as long, for the owner too in a browser the account never signed in on ...
    const newBrowser = await browserAt('192.0.2.11').signIn({ email: staff.email, password: staff.password, code: await totpCode(staff.secret, 1) });
    expect(newBrowser.status).toBe(429);
    expect(Number(newBrowser.headers.get('retry-after'))).toBe(2);
    // ... but not in the owner's own browser, whose device cookie is counted on its own.
    expect((await owner.signIn({ email: staff.email, password: staff.password, code: await totpCode(staff.secret, 1) })).status).toBe(200);
    // Another member of staff is not slowed by it.
    const colleague = await enrolStaff(app, 'reviewer');
    expect((await signInStaff(app, colleague)).csrfToken).toBeTruthy();

    const { db, close } = await openDatabase(app);
    try {
      const trail = await db.collection('staff_audit').find({ 'changes.email': staff.email }).sort({ at: 1, _id: 1 }).toArray();
      const fromGuesser = trail.filter((entry) => entry.address === '203.0.113.66');
      expect(fromGuesser.map((entry) => entry.action)).toEqual([
        'staff.signInFailed',
        'staff.signInFailed',
        'staff.signInFailed',
        'staff.signInLocked',
        'staff.signInThrottled',
        'staff.signInFailed',
        'staff.signInLocked',
      ]);
      expect(fromGuesser[3].changes).toMatchObject({ scope: 'account', failures: 3, seconds: 1 });
      expect(fromGuesser[6].changes).toMatchObject({ scope: 'account', failures: 4, seconds: 2 });
      expect(fromGuesser[0]).toMatchObject({ staff: null, changes: { email: staff.email, accountId: staff.id, knownDevice: false } });
      expect(trail.find((entry) => entry.address === '192.0.2.11')).toMatchObject({ action: 'staff.signInThrottled', changes: { knownDevice: false } });
    } finally {
      await close();
    }
  });

  it('slows a device cookie that keeps failing on its own count, and ignores a forged or foreign one', async () => {
    const staff = await enrolStaff(app, 'reviewer');
    const other = await enrolStaff(app, 'reviewer');
    const owner = browserAt('192.0.2.20');
    expect((await owner.signIn({ email: staff.email, password: staff.password, code: await totpCode(staff.secret, 0) })).status).toBe(200);
    const device = owner.session.cookie('evisa_staff_device')!;

    // Another account's cookie, or this one altered, is no device of this account: the account's count applies.
    const stranger = browserAt('203.0.113.67');
    for (const cookie of [device.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')), device.replace(staff.id, other.id)]) {
      const answer = await stranger.session.request('POST', '/staff/auth/sign-in', { email: staff.email, password: 'wrong', code: '123456' }, { 'X-Forwarded-For': '203.0.113.67', Cookie: `evisa_staff_device=${cookie}` });
      expect(answer.status).toBe(401);
    }
    const { db, close } = await openDatabase(app);
    try {
      const failures = await db.collection('staff_audit').find({ action: 'staff.signInFailed', 'changes.email': staff.email, address: '203.0.113.67' }).toArray();
      expect(failures.map((entry) => entry.changes.knownDevice)).toEqual([false, false]);
    } finally {
      await close();
    }
    // Ten failures with the genuine cookie, then that browser waits too.
    for (let i = 0; i < 9; i += 1) expect((await owner.signIn({ email: staff.email, password: `typo ${i}`, code: '123456' })).status).toBe(401);
    expect((await owner.signIn({ email: staff.email, password: 'typo 9', code: '123456' })).status).toBe(401);
    expect((await owner.signIn({ email: staff.email, password: staff.password, code: await totpCode(staff.secret, 1) })).status).toBe(429);
  });

  it('ends a session after the idle time and refuses it from then on', async () => {
    const staff = await enrolStaff(app, 'reviewer');
    const browser = await signInStaff(app, staff);
    expect((await browser.get('/staff/auth/session')).status).toBe(200);
    const { db, close } = await openDatabase(app);
    try {
      const idle = new Date(Date.now() - (app.config.STAFF_SESSION_IDLE_MINUTES + 1) * 60_000);
      await db.collection('staff_sessions').updateMany({ staffId: staff.id }, { $set: { lastSeenAt: idle } });
    } finally {
      await close();
    }
    expect(await browser.get('/staff/auth/session')).toMatchObject({ status: 401, body: { message: STAFF_MESSAGES.sessionExpired } });
    expect(await browser.get('/staff/auth/session')).toMatchObject({ status: 401, body: { message: STAFF_MESSAGES.signInRequired } });
  });

  it('refuses a state-changing request without the CSRF token, with a wrong one, or from a foreign origin', async () => {
    const staff = await enrolStaff(app, 'reviewer');
    const browser = await signInStaff(app, staff);
    const csrf = { status: 403, body: { message: STAFF_MESSAGES.csrfFailed } };
    expect(await browser.session.post('/staff/auth/sign-out')).toMatchObject(csrf);
    expect(await browser.session.request('POST', '/staff/auth/sign-out', undefined, { 'X-CSRF-Token': 'A'.repeat(43) })).toMatchObject(csrf);
    expect(await browser.session.request('POST', '/staff/auth/sign-out', undefined, { 'X-CSRF-Token': browser.csrfToken, Origin: 'https://evil.example' })).toMatchObject(csrf);
    expect((await browser.get('/staff/auth/session')).status).toBe(200);
    const signIn = await new ApiSession(app.url).request('POST', '/staff/auth/sign-in', { email: staff.email, password: staff.password, code: await totpCode(staff.secret, 1) }, { Origin: 'https://evil.example' });
    expect(signIn).toMatchObject(csrf);

    expect((await browser.send('POST', '/staff/auth/sign-out')).status).toBe(200);
    expect((await browser.get('/staff/auth/session')).status).toBe(401);
  });
});
