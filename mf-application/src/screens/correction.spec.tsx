import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

  it('opens what an answer reveals as on its step: a SAARC "Yes" shows the visits to add, a "No" hides and clears them', async () => {
    const opened: ApplicantCorrection = {
      ...CORRECTION,
      fields: ['visitedIndiaBefore', 'visitedIndiaBeforeAddrss', 'saarcCountries', 'saarcDetails'],
      answers: { visitedIndiaBefore: 'no', saarcCountries: 'no', saarcDetails: [] },
    };
    const api = fakeApi({
      'GET /visaapplication/corrections': () => success(opened),
      'PATCH /visaapplication/corrections': () => success({ uniqueId: ID }),
    });
    await render();
    const saarc = await screen.findByRole('group', { name: /visited any SAARC country/ });
    expect(screen.queryByRole('group', { name: 'Add a visit to a SAARC country' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Address in India during the Previous Visit/)).not.toBeInTheDocument();

    fireEvent.click(within(saarc).getByRole('radio', { name: 'Yes' }));
    const add = screen.getByRole('group', { name: 'Add a visit to a SAARC country' });
    fireEvent.change(within(add).getByLabelText('Country'), { target: { value: 'NP' } });
    fireEvent.change(within(add).getByLabelText('Year'), { target: { value: within(add).getAllByRole('option').at(-1)!.getAttribute('value') } });
    fireEvent.change(within(add).getByLabelText('Number of visits'), { target: { value: '2' } });
    fireEvent.click(within(add).getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('table', { name: 'SAARC countries visited in the last 3 years' })).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('group', { name: /visited India before/ })).getByRole('radio', { name: 'Yes' }));
    fireEvent.change(screen.getByLabelText(/Address in India during the Previous Visit/), { target: { value: '12 MG Road, Pune' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.last('PATCH', '/visaapplication/corrections')).toBeDefined());
    const saved = api.last('PATCH', '/visaapplication/corrections')!.body as { answers: Record<string, unknown> };
    expect(saved.answers).toMatchObject({ visitedIndiaBefore: 'yes', visitedIndiaBeforeAddrss: '12 MG Road, Pune', saarcCountries: 'yes', saarcDetails: [{ country: 'NP', visits: 2 }] });

    // Back to "No": the visits are hidden and cleared when saved, as the step does.
    fireEvent.click(within(screen.getByRole('group', { name: /visited India before/ })).getByRole('radio', { name: 'No' }));
    expect(screen.queryByLabelText(/Address in India during the Previous Visit/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect((api.last('PATCH', '/visaapplication/corrections')!.body as { answers: Record<string, unknown> }).answers.visitedIndiaBefore).toBe('no'));
    expect((api.last('PATCH', '/visaapplication/corrections')!.body as { answers: Record<string, unknown> }).answers.visitedIndiaBeforeAddrss).toBe('');
  });

  it('opens each answer with the control its declared kind asks for, whatever its name looks like', async () => {
    const opened: ApplicantCorrection = {
      ...CORRECTION,
      fields: ['identificationMark', 'codTour_NandAddrsOfAgencyNativeCountry', 'patientTravMedVisa_nationality', 'atendConf_endDate', 'sportsAct_restrictedAreaVisit'],
      answers: { atendConf_endDate: 'Three days later' },
    };
    fakeApi({ 'GET /visaapplication/corrections': () => success(opened) });
    await render();
    const control = (name: string) => document.querySelector(`[name="${name}"]`)?.tagName;
    await waitFor(() => expect(control('identificationMark')).toBe('TEXTAREA'));
    expect(control('codTour_NandAddrsOfAgencyNativeCountry')).toBe('TEXTAREA');
    expect(control('patientTravMedVisa_nationality')).toBe('SELECT');
    expect(control('atendConf_endDate')).toBe('INPUT');
    expect(document.querySelector('[name="atendConf_endDate"]')).toHaveValue('Three days later');
    expect(document.querySelectorAll('input[type="radio"][name="sportsAct_restrictedAreaVisit"]')).toHaveLength(2);
  });
});
