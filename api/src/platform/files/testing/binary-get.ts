import { STEP1 } from '../../../applicant/steps/step-fixtures';
import type { TestApp } from '../../testing/test-app';

/**
 * GET that keeps the body's bytes (ApiSession reads text), as a browser that proved it owns the application
 * (number and date of birth) and so holds its access cookie.
 */
export async function binaryGet(app: Pick<TestApp, 'url'>, applicationId: string, path: string, dateOfBirth = STEP1.dateOfBirth) {
  const proof = await fetch(`${app.url}/visaapplication/findApplication`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ applicationId, dateOfBirth }),
  });
  if (proof.status !== 200) throw new Error(`findApplication answered ${proof.status}`);
  const cookie = proof.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  const response = await fetch(`${app.url}${path}`, { headers: { Cookie: cookie } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}
