// Issue 8 point 5: personal data never reaches the logs, and errors never reach the client with internal details.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@evisa/contracts';
import { ApiSession } from '../testing/api-session';
import { newApplication, readPath, step, STEP1, STEP2 } from '../../applicant/steps/step-fixtures';
import { FAULT_PERSONAL_DATA, withFaults } from './faults.module';
import { startSecurityApp, type SecurityApp } from './security-app';

const PERSON = {
  ...STEP1,
  surname: 'Quillfeather',
  givenName: 'Ottoline',
  email: 'ottoline.quill@example.net',
  confirmEmail: 'ottoline.quill@example.net',
  contactNo: '+44 7700 931 842',
  dateOfBirth: '1984-03-17',
};
const PASSPORT = { ...STEP2, passportNumber: 'K73920158', nationalId: 'QX559201C' };

/** Every form in which the person's data could appear in a log line. */
const SECRETS = [
  PERSON.email,
  'ottoline.quill',
  PERSON.contactNo,
  '7700931842',
  '7700 931 842',
  PERSON.dateOfBirth,
  '17/03/1984',
  PASSPORT.passportNumber,
  PASSPORT.nationalId,
  FAULT_PERSONAL_DATA.email,
  FAULT_PERSONAL_DATA.passportNumber,
  FAULT_PERSONAL_DATA.dateOfBirth,
];

describe('logs and error answers (HTTP, real database)', () => {
  let app: SecurityApp;
  let dir: string;
  let logFile: string;
  let id: string;
  const faults: Record<string, { status: number; text: string }> = {};

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'evisa-logs-'));
    logFile = path.join(dir, 'api.log');
    app = await startSecurityApp({ env: { LOG_LEVEL: 'trace', LOG_FILE: logFile }, rootModule: withFaults });

    // A full cycle with personal data everywhere: create, save, look up, read, fail validation, fail hard.
    const browser = new ApiSession(app.url);
    id = await newApplication(browser, PERSON);
    expect((await browser.patch(step(2, id), PASSPORT)).status).toBe(200);
    expect((await browser.get(readPath(id))).status).toBe(200);
    const other = new ApiSession(app.url);
    expect((await other.post(`/visaapplication/findApplication?email=${encodeURIComponent(PERSON.email)}`, { applicationId: id, dateOfBirth: PERSON.dateOfBirth })).status).toBe(200);
    expect((await new ApiSession(app.url).post('/visaapplication/findApplication', { applicationId: id, dateOfBirth: '17/03/1984' })).status).toBe(400);
    expect((await browser.patch(step(1, id), { ...PERSON, confirmEmail: `x${PERSON.email}` })).status).toBe(400);
    expect((await browser.patch(step(2, id), { ...PASSPORT, passportNumber: { $ne: PASSPORT.passportNumber } })).status).toBe(400);
    for (const name of ['error', 'type-error', 'rejection', 'duplicate-key']) {
      const answer = await browser.get(`/__faults/${name}`);
      faults[name] = { status: answer.status, text: answer.text };
    }
  });

  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('logs every request of the cycle, by path and with its application id where it is in the path', () => {
    const lines = readFileSync(logFile, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    const completed = lines.filter((line) => line.req && line.res);
    expect(completed.length).toBeGreaterThanOrEqual(10);
    expect(completed.map((line) => line.req.path)).toEqual(expect.arrayContaining(['/visaapplication/newApplication', '/visaapplication/findApplication', '/__faults/duplicate-key']));
    expect(completed.filter((line) => line.req.path === '/visaapplication/applicationSubmitStep2').map((line) => line.req.applicationId)).toContain(id);
    expect(lines.some((line) => line.level >= 50 && /ApiExceptionFilter/.test(JSON.stringify(line)))).toBe(true);
  });

  it('never writes a passport number, national id, date of birth, e-mail address or phone number', () => {
    const log = readFileSync(logFile, 'utf8');
    for (const secret of SECRETS) expect({ secret, found: log.includes(secret) }).toEqual({ secret, found: false });
    expect(log).toContain('[redacted]');
  });

  it('answers every unexpected error with the same plain 500 and nothing internal', () => {
    const expected = JSON.stringify({ status: 500, message: MESSAGES.somethingWentWrong, err: MESSAGES.somethingWentWrong, errors: {}, errorKeys: {} });
    for (const [name, { status, text }] of Object.entries(faults)) {
      expect({ name, status, text }).toEqual({ name, status: 500, text: expected });
    }
  });

  it('answers an unknown path and a refused access without internals either', async () => {
    const browser = new ApiSession(app.url);
    for (const path of ['/no-such-path', '/visaapplication/%E0%A4%A', readPath('IN0000000000000')]) {
      const { status, text } = await browser.get(path);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(text).not.toMatch(/stack|\.ts:\d|\.js:\d|node_modules|Mongo|Error:/);
    }
  });

  it('sends the security headers on every answer', async () => {
    const { headers } = await new ApiSession(app.url).get('/health');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(headers.get('x-powered-by')).toBeNull();
  });
});
