import { STAFF_COOKIE } from '../staff-auth/staff-cookie';
import { enrolStaff, signInStaff, type StaffBrowser } from '../staff-auth/testing/staff-fixtures';
import { applicationThrough, step, storedRecord } from '../steps/step-fixtures';
import { ApiSession } from '../testing/api-session';
import { startTestApp, type TestApp } from '../testing/test-app';
import { form, jpeg } from './testing/test-images';
import { plainPdf } from './testing/test-pdfs';

const BUSINESS = { visaService: 'business', serviceSubCategory: 'joinVessel', serviceSubCat_subCategory: '' };

describe("staff read an application's documents: GET /staff/applications/{id}/files/{name} (HTTP, real database)", () => {
  let app: TestApp;
  let reviewer: StaffBrowser;
  let id: string;
  let letter: Buffer;
  let names: { passportCopy: string; businessInvitationLetter: string };

  beforeAll(async () => {
    app = await startTestApp();
    reviewer = await signInStaff(app, await enrolStaff(app, 'reviewer'));
    const applicant = new ApiSession(app.url);
    id = await applicationThrough(applicant, 3, BUSINESS);
    letter = await plainPdf();
    const saved = await applicant.patch(
      step(6, id),
      form(['passportCopy', await jpeg(200, 300), 'passport.jpg', 'image/jpeg'], ['businessInvitationLetter', letter, 'letter.pdf', 'application/pdf']),
    );
    if (saved.status !== 200) throw new Error(`documents answered ${saved.status}`);
    names = await storedRecord(applicant, id);
  });
  afterAll(() => app?.close());

  const asStaff = (path: string) => fetch(`${app.url}${path}`, { headers: { Cookie: `${STAFF_COOKIE}=${reviewer.session.cookie(STAFF_COOKIE)}` } });

  it('serves a PDF to a signed-in member of staff as a download, with the same safe headers as the applicant gets', async () => {
    const response = await asStaff(`/staff/applications/${id}/files/${names.businessInvitationLetter}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="businessInvitationLetter.pdf"');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await response.arrayBuffer()).equals(letter)).toBe(true);
    const image = await asStaff(`/staff/applications/${id}/files/${names.passportCopy}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-disposition')).toBe('inline; filename="passportCopy.jpg"');
  });

  it('answers 404 for a file of another application and an unknown name, and 401 without a staff session', async () => {
    expect((await asStaff(`/staff/applications/IN0000000000/files/${names.businessInvitationLetter}`)).status).toBe(404);
    expect((await asStaff(`/staff/applications/${id}/files/${'a'.repeat(32)}.pdf`)).status).toBe(404);
    expect((await fetch(`${app.url}/staff/applications/${id}/files/${names.businessInvitationLetter}`)).status).toBe(401);
  });
});
