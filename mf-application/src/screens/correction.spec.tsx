import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGES, type ApplicantCorrection } from '@evisa/contracts';
import { failure, fakeApi, success } from '../testing/fake-api';
import { ID } from '../testing/records';
import { renderScreen } from '../testing/render-screen';
import CorrectionScreen from './correction';

const CORRECTION: ApplicantCorrection = {
  applicationId: ID,
  fields: ['surname', 'gender', 'countryOfBirth'],
  documents: [],
  message: 'Your surname does not match your passport.\nPlease check it.',
  linkExpiresAt: '2030-01-01T00:00:00.000Z',
  answers: { surname: 'Smith', gender: 'FEMALE', countryOfBirth: 'GB' },
  replacedDocuments: [],
};

const render = (path = `/corrections/${ID}`, language: 'en' | 'fr' = 'en') => renderScreen(CorrectionScreen, { path, pattern: '/corrections/:id', language });
const surname = () => screen.getByLabelText(/Surname/);

describe('Correction (/corrections/:id)', () => {
  it('opens the e-mail’s link with its token, then shows the expert’s message and only the requested answers', async () => {
    const api = fakeApi({ 'POST /visaapplication/corrections/open': () => success(CORRECTION) });
    await render(`/corrections/${ID}#1.abc.signature`);
    expect(await screen.findByText(/Your surname does not match your passport/)).toBeInTheDocument();
    expect(api.last('POST', '/visaapplication/corrections/open')?.body).toEqual({ applicationId: ID, token: '1.abc.signature' });
    expect(surname()).toHaveValue('Smith');
    expect(screen.getByLabelText(/Gender/)).toHaveValue('FEMALE');
    expect(screen.getByLabelText(/Gender/).tagName).toBe('SELECT');
    // A country is chosen from the countries' list, as on its step.
    expect(screen.getByLabelText(/Country of Birth/).tagName).toBe('SELECT');
    expect(screen.getByLabelText(/Country of Birth/)).toHaveValue('GB');
    // Nothing else of the application is on the screen.
    expect(screen.queryByLabelText(/Given Name/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Passport Number/)).not.toBeInTheDocument();
  });

  it('saves the corrected answers, then sends them back and says what happens next', async () => {
    const api = fakeApi({
      'GET /visaapplication/corrections': () => success(CORRECTION),
      'PATCH /visaapplication/corrections': () => success({ uniqueId: ID }),
      'POST /visaapplication/corrections/resubmit': () => success(CORRECTION),
    });
    await render();
    fireEvent.change(await screen.findByLabelText(/Surname/), { target: { value: 'Smythe' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send corrections' }));
    expect(await screen.findByText('Thank you: your corrections have been sent.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveFocus();
    expect(api.last('PATCH', '/visaapplication/corrections')?.body).toEqual({ answers: { surname: 'Smythe', gender: 'FEMALE', countryOfBirth: 'GB' } });
    expect(api.last('PATCH', '/visaapplication/corrections')?.query.get('applicationId')).toBe(ID);
    expect(api.last('POST', '/visaapplication/corrections/resubmit')).toBeDefined();
  });

  it('shows a refused answer next to its field and does not send', async () => {
    const api = fakeApi({
      'GET /visaapplication/corrections': () => success(CORRECTION),
      'PATCH /visaapplication/corrections': () => failure(400, { errors: { surname: MESSAGES.required }, errorKeys: { surname: 'required' } }),
    });
    await render();
    fireEvent.change(await screen.findByLabelText(/Surname/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send corrections' }));
    await waitFor(() => expect(surname()).toHaveAttribute('aria-invalid', 'true'));
    expect(api.last('POST', '/visaapplication/corrections/resubmit')).toBeUndefined();
  });

  it('asks for the requested documents first, with a link to upload them again', async () => {
    const api = fakeApi({ 'GET /visaapplication/corrections': () => success({ ...CORRECTION, fields: [], answers: {}, documents: ['passportCopy'] }) });
    await render();
    const link = await screen.findByRole('link', { name: 'Upload the photo or documents again' });
    expect(link).toHaveAttribute('href', `/corrections/${ID}/documents`);
    fireEvent.click(screen.getByRole('button', { name: 'Send corrections' }));
    expect(await screen.findByText('Please upload the requested photo or documents again before sending your corrections.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('says in the applicant’s language when the link has expired', async () => {
    fakeApi({ 'POST /visaapplication/corrections/open': () => failure(410, { message: MESSAGES.correctionLinkExpired }) });
    await render(`/corrections/${ID}#1.abc.old`, 'fr');
    expect(await screen.findByText('Ce lien de correction a expiré. Veuillez nous contacter et nous vous en enverrons un nouveau.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Corrigez votre demande' })).toBeInTheDocument();
  });
});
