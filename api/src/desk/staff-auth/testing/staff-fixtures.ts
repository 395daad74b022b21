import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@evisa/contracts';
import { ApiSession } from '../../../platform/testing/api-session';
import type { TestApp } from '../../../platform/testing/test-app';
import { StaffAccountsService } from '../staff-accounts.service';
import { totpCodeAt } from '../totp';

/**
 * The authenticator's code `steps` 30-second steps from now. The API accepts the previous, current and next step
 * and each only once per account, so a test uses -1 to enrol, 0 for a first sign-in, 1 for a second.
 */
export async function totpCode(secret: string, steps = 0): Promise<string> {
  return totpCodeAt(secret, Date.now() + steps * 30_000);
}

const currentStep = () => Math.floor(Date.now() / 30_000);

/**
 * Sends a request carrying the code `steps` steps from now. When the 30-second step turned over between reading the
 * code and the API checking it (a loaded machine), a -1 code fell out of the API's window: the request is sent once
 * more with the new step's code, as a person would type the code their app shows now.
 */
export async function withTotpCode<T extends { status: number }>(secret: string, steps: number, send: (code: string) => Promise<T>): Promise<T> {
  const step = currentStep();
  const answer = await send(await totpCode(secret, steps));
  if (answer.status < 400 || currentStep() === step) return answer;
  return send(await totpCode(secret, steps));
}

/** The token a set-up link carries (after '#'). */
export function setupTokenOf(link: string): string {
  return link.slice(link.indexOf('#') + 1);
}

export type EnrolledStaff = { id: string; email: string; name: string; role: StaffRole; password: string; secret: string };

/** A staff account added as `npm run staff -- add` does, then set up through the API like its owner would. */
export async function enrolStaff(app: TestApp, role: StaffRole, name = 'Priya Sharma'): Promise<EnrolledStaff> {
  const email = `${role}.${randomBytes(4).toString('hex')}@agency.example`;
  const { account, setupLink } = await app.nest.get(StaffAccountsService).add({ email, name, role }, { staff: null, request: null });
  return finishSetup(app, { id: account.id, email, name, role }, setupLink);
}

/** Sets a password and enrols an authenticator from a set-up link, as the set-up screen does. */
export async function finishSetup(app: TestApp, who: Omit<EnrolledStaff, 'password' | 'secret'>, setupLink: string): Promise<EnrolledStaff> {
  const token = setupTokenOf(setupLink);
  const password = `pw-${randomBytes(9).toString('base64url')}`;
  const anonymous = new ApiSession(app.url);
  const enrolment = await anonymous.post('/staff/auth/setup', { token, password });
  if (enrolment.status !== 200) throw new Error(`setup answered ${enrolment.status}: ${enrolment.text}`);
  const secret = enrolment.body.data.secret as string;
  const confirmed = await withTotpCode(secret, -1, (code) => anonymous.post('/staff/auth/setup/totp', { token, code }));
  if (confirmed.status !== 200) throw new Error(`setup/totp answered ${confirmed.status}: ${confirmed.text}`);
  return { ...who, password, secret };
}

/** A browser signed in to the desk; `send` adds the CSRF token as the desk's client does. */
export type StaffBrowser = {
  session: ApiSession;
  staffId: string;
  csrfToken: string;
  get(path: string): ReturnType<ApiSession['get']>;
  send(method: string, path: string, body?: unknown): ReturnType<ApiSession['request']>;
};

export async function signInStaff(app: TestApp, staff: EnrolledStaff, step = 0): Promise<StaffBrowser> {
  const session = new ApiSession(app.url);
  const signedIn = await session.post('/staff/auth/sign-in', { email: staff.email, password: staff.password, code: await totpCode(staff.secret, step) });
  if (signedIn.status !== 200) throw new Error(`sign-in answered ${signedIn.status}: ${signedIn.text}`);
  const csrfToken = signedIn.body.data.csrfToken as string;
  return {
    session,
    staffId: staff.id,
    csrfToken,
    get: (path) => session.get(path),
    send: (method, path, body) => session.request(method, path, body, { 'X-CSRF-Token': csrfToken }),
  };
}
