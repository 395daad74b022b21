import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type ApplicantCorrection } from '@evisa/contracts';
import { JOURNEY_NAMESPACE } from '@evisa/i18n';
import { renderScreen } from '@evisa/ui/testing';
import { stubObjectUrls } from '../testing/render-screen';
import { stubAnyCall } from '@evisa/api-client/testing';
import { NAMESPACE } from '../i18n';
import CorrectionDocumentsScreen from './correction-documents';

const ID = 'IN0ABCDEFGHJKM';
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name: string, size = 20_000) => new File([new Uint8Array(PNG_HEAD), new Uint8Array(size - PNG_HEAD.length)], name, { type: 'image/png' });
const CORRECTION: ApplicantCorrection = {
  applicationId: ID,
  fields: [],
  documents: ['mainImg', 'passportCopy'],
  message: 'Your photo is blurred and the passport copy is cut off.',
  linkExpiresAt: '2030-01-01T00:00:00.000Z',
  answers: {},
  replacedDocuments: [],
};
const ok = (data: unknown) => ({ status: 200, body: { status: 200, message: 'OK', data } });

beforeAll(stubObjectUrls);

function renderAt(language: 'en' | 'de' = 'en') {
  return renderScreen(<CorrectionDocumentsScreen />, {
    namespaces: [NAMESPACE, 'validation', JOURNEY_NAMESPACE, 'common'],
    path: `/corrections/${ID}/documents`,
    route: '/corrections/:id/documents',
    language,
  });
}

describe('CorrectionDocuments (/corrections/:id/documents)', () => {
  it('offers only the requested photo and documents, with the expert’s message and a way back', async () => {
    const api = stubAnyCall(() => ok(CORRECTION));
    await renderAt();
    expect(await screen.findByText('Your photo is blurred and the passport copy is cut off.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Applicant photo', 'Passport copy (bio page)']);
    expect(screen.getByRole('link', { name: 'Back to your corrections' })).toHaveAttribute('href', `/corrections/${ID}`);
    api.restore();
  });

  it('asks for every requested file before uploading', async () => {
    const user = userEvent.setup();
    const api = stubAnyCall(() => ok(CORRECTION));
    await renderAt();
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: MESSAGES.imageRequired })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: MESSAGES.passportImageRequired })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'PATCH')).toEqual([]);
    api.restore();
  });

  it('uploads the photo through the corrections’ route and the documents through the documents’ route', async () => {
    const user = userEvent.setup();
    let replaced: string[] = [];
    const api = stubAnyCall((call) => {
      if (call.method === 'PATCH') {
        replaced = call.path.includes('/corrections/photo') ? [...replaced, 'mainImg'] : [...replaced, 'passportCopy'];
        return ok({ uniqueId: ID });
      }
      return ok({ ...CORRECTION, replacedDocuments: replaced });
    });
    await renderAt();
    await screen.findByText('Your photo is blurred and the passport copy is cut off.');
    await user.upload(screen.getByLabelText(/Choose a file \(Applicant photo/), png('me.png'));
    await user.upload(screen.getByLabelText(/Choose a file \(Passport copy/), png('passport.png'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Uploaded. Go back to your corrections to send them to our expert.')).toBeInTheDocument();
    const patches = api.calls.filter((call) => call.method === 'PATCH');
    expect(patches.map((call) => call.url.pathname)).toEqual(['/api/visaapplication/corrections/photo', '/api/visaapplication/applicationSubmitStep6']);
    expect([...(patches[1].body as FormData).keys()]).toEqual(['passportCopy']);
    await waitFor(() => expect(screen.getAllByText('Uploaded again.')).toHaveLength(2));
    api.restore();
  });

  it('says in the applicant’s language when nothing is waiting for a correction', async () => {
    const api = stubAnyCall(() => ({ status: 404, body: { status: 404, message: MESSAGES.nothingToCorrect, err: MESSAGES.nothingToCorrect, errors: {}, errorKeys: {} } }));
    await renderAt('de');
    expect(await screen.findByText('In diesem Antrag wartet nichts auf eine Korrektur.')).toBeInTheDocument();
    api.restore();
  });
});
