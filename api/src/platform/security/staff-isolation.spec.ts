// The applicant's access and the desk's sessions are separate. An applicant's
// cookie never opens a staff route, and a staff session never answers an applicant's route, for every endpoint of
// the OpenAPI document (a new one is covered as soon as it exists).
import { MESSAGES, STAFF_MESSAGES } from '@evisa/contracts';
import { ACCESS_COOKIE } from '../../applicant/access/access.service';
import { completeApplication } from '../../applicant/payments/testing/payment-fixtures';
import { STAFF_COOKIE } from '../../desk/staff-auth/staff-cookie';
import { enrolStaff, signInStaff, type StaffBrowser } from '../../desk/staff-auth/testing/staff-fixtures';
import { ApiSession } from '../testing/api-session';
import { startTestApp, type TestApp } from '../testing/test-app';
import { label, readOperations, urlFor, type Operation } from './openapi-operations';

/** Staff endpoints used before anyone is signed in: set-up from a link and sign-in itself. */
const STAFF_PUBLIC = new Set(['POST /staff/auth/setup', 'POST /staff/auth/setup/totp', 'POST /staff/auth/sign-in']);

describe('applicant and staff authentication are separate (HTTP, real database, every endpoint)', () => {
  let app: TestApp;
  let operations: Operation[];
  let applicant: ApiSession;
  let applicationId: string;
  let admin: StaffBrowser;

  beforeAll(async () => {
    app = await startTestApp();
    operations = await readOperations(app.url);
    ({ id: applicationId, session: applicant } = await completeApplication(app, { status: 'paid', paidAt: new Date(), editing: 'closed' }));
    admin = await signInStaff(app, await enrolStaff(app, 'admin'));
  });
  afterAll(() => app?.close());

  const staffRoutes = () => operations.filter((operation) => operation.path.startsWith('/staff/') && !STAFF_PUBLIC.has(label(operation)));
  const applicantRoutes = () => operations.filter((operation) => operation.applicationParam && !operation.path.startsWith('/staff/'));
  const fill = (operation: Operation) => urlFor(operation, applicationId, { staffId: admin.staffId });

  it('has staff routes and applicant routes to try (so the checks below mean something)', () => {
    expect(staffRoutes().map(label)).toEqual(expect.arrayContaining(['GET /staff/queue', 'GET /staff/accounts', 'POST /staff/accounts', 'GET /staff/applications/{applicationId}/audit']));
    expect(applicantRoutes().map(label)).toEqual(expect.arrayContaining(['GET /visaapplication/application']));
  });

  it("never opens a staff route to an applicant's cookie, under its own name or the staff cookie's", async () => {
    expect((await applicant.get(`/visaapplication/application?applicationId=${applicationId}`)).status).toBe(200);
    const forged = { Cookie: `${STAFF_COOKIE}=${applicant.cookie(ACCESS_COOKIE)}` };
    for (const operation of staffRoutes()) {
      const body = operation.method === 'GET' ? undefined : {};
      for (const [who, answer] of [
        ['applicant', await applicant.request(operation.method, fill(operation), body)],
        ['applicant cookie as staff cookie', await new ApiSession(app.url).request(operation.method, fill(operation), body, forged)],
      ] as const) {
        expect({ who, operation: label(operation), status: answer.status, message: answer.body?.message }).toEqual({
          who,
          operation: label(operation),
          status: 401,
          message: STAFF_MESSAGES.signInRequired,
        });
      }
    }
  });

  it("never answers an applicant's route to a staff session, under its own cookie name or the applicant's", async () => {
    const forged = { Cookie: `${ACCESS_COOKIE}=${admin.session.cookie(STAFF_COOKIE)}` };
    expect((await admin.get('/staff/queue')).status).toBe(200);
    for (const operation of applicantRoutes()) {
      const body = operation.method === 'GET' ? undefined : {};
      for (const [who, answer] of [
        ['staff', await admin.send(operation.method, fill(operation), body)],
        ['staff cookie as applicant cookie', await new ApiSession(app.url).request(operation.method, fill(operation), body, forged)],
      ] as const) {
        expect({ who, operation: label(operation), status: answer.status, message: answer.body?.message }).toEqual({
          who,
          operation: label(operation),
          status: 403,
          message: MESSAGES.accessDenied,
        });
      }
    }
  });
});
