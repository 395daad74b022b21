import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { isoYearsBefore, MESSAGES, todayIso } from '@evisa/contracts';
import { isoDaysFrom } from '../form/dates';
import { failure, fakeApi, success } from '../testing/fake-api';
import { ID, storedRecord } from '../testing/records';
import { renderScreen } from '../testing/render-screen';
import Step2Screen, { preload } from './step2';
import { dateGroup, enterDate, navigatedTo } from '@evisa/ui/testing';

const render = () => renderScreen(Step2Screen, { path: `/Apply2/${ID}`, pattern: '/Apply2/:id' });
const label = (text: string | RegExp) => screen.getByLabelText(text);
const set = (text: string | RegExp, value: string) => fireEvent.change(label(text), { target: { value } });
const submit = () => fireEvent.click(screen.getByText('Save and Continue'));

async function fillValid() {
  const today = todayIso();
  set(/^Gender/, 'FEMALE');
  set(/Town\/City of Birth/, 'Leeds');
  set(/^Country of Birth/, 'GB');
  set(/Citizenship\/National ID/, 'AB123');
  set(/^Religion/, 'CHRISTIAN');
  set(/Educational Qualification/, 'GRADUATE');
  fireEvent.click(within(screen.getByRole('group', { name: /by birth or by naturalization/ })).getByLabelText('By birth'));
  fireEvent.click(within(screen.getByRole('group', { name: /lived for at least two years/ })).getByLabelText('Yes'));
  set(/^Passport Number/, 'P123456');
  set(/^Place of Issue/, 'London');
  enterDate(/^Date of Issue/, isoYearsBefore(today, 2));
  enterDate(/^Date of Expiry/, isoDaysFrom(isoYearsBefore(today, 2), 3650));
}

describe('Step 2 (/Apply2/:id)', () => {
  it('shows the step-1 answers read-only and the temporary ID', async () => {
    fakeApi({ 'GET /visaapplication/application': () => success(storedRecord()) });
    await render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Application Detail Form' })).toBeInTheDocument();
    expect(screen.getByText('Temporary Application ID')).toBeInTheDocument();
    const surname = await screen.findByText('Surname', { selector: 'dt' });
    expect(surname.nextElementSibling).toHaveTextContent('Smith');
    expect(screen.getByText('Nationality', { selector: 'dt' }).nextElementSibling).toHaveTextContent('United Kingdom');
    expect(screen.getByText('Date of Birth', { selector: 'dt' }).nextElementSibling).toHaveTextContent('20/05/1990');
    expect(screen.queryByRole('textbox', { name: /^Surname/ })).not.toBeInTheDocument();
    // Where a country issues no national number, the hint says what to write (the field stays required).
    expect(label(/Citizenship\/National ID/)).toHaveAccessibleDescription(expect.stringContaining('If your country issues none, write NA.'));
  });

  it("reads the application once when the shell preloaded it, and shows its form without a loading state first", async () => {
    const api = fakeApi({ 'GET /visaapplication/application': () => success(storedRecord()) });
    preload({ id: ID });
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0)); // the answer has arrived before the screen renders
    await render();
    // In the screen's first render: no load of its own, no round trip after it.
    expect(label(/^Passport Number/)).toHaveValue('');
    expect(api.calls.filter((call) => call.path === '/visaapplication/application')).toHaveLength(1);
  });

  it('reveals previous names, previous nationality and the other passport (spec 4.2), each with its messages', async () => {
    fakeApi({ 'GET /visaapplication/application': () => success(storedRecord()) });
    await render();
    await screen.findByText('I have changed my name');
    expect(screen.queryByLabelText(/Previous Surname/)).not.toBeInTheDocument();
    fireEvent.click(label('I have changed my name'));
    fireEvent.click(within(screen.getByRole('group', { name: /by birth or by naturalization/ })).getByLabelText('By naturalization'));
    fireEvent.click(within(screen.getByRole('group', { name: /other valid passport/ })).getByLabelText('Yes'));
    submit();
    expect(label(/Previous Surname/)).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.previousSurnameRequired));
    expect(label(/Previous Given Name/)).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.previousNameRequired));
    expect(label(/^Previous Nationality/)).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.previousNationalityRequired));
    expect(label(/Other Passport: Passport\/IC Number/)).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.required));
    expect(label(/^Gender/)).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.required));
  });

  it('shows the passport date rules', async () => {
    fakeApi({ 'GET /visaapplication/application': () => success(storedRecord()) });
    await render();
    await screen.findByText('I have changed my name');
    await fillValid();
    enterDate(/^Date of Issue/, isoYearsBefore(todayIso(), 11));
    submit();
    expect(dateGroup(/^Date of Issue/)).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.issueDateOutOfRange));
    enterDate(/^Date of Issue/, isoYearsBefore(todayIso(), 1));
    enterDate(/^Date of Expiry/, isoYearsBefore(todayIso(), 2));
    submit();
    expect(dateGroup(/^Date of Expiry/)).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.expiryNotAfterIssue));
  });

  it("sends the flags as booleans and moves to step 3; a refused save toasts 'Error submitting application', a lost connection says so", async () => {
    let attempt = 0;
    const api = fakeApi({
      'GET /visaapplication/application': () => success(storedRecord()),
      'PATCH /visaapplication/applicationSubmitStep2': () => [() => 'network-error' as const, () => failure(500), () => success({ uniqueId: ID })][attempt++](),
    });
    await render();
    await screen.findByText('I have changed my name');
    await fillValid();
    submit();
    // The page's notice and the toast both name the lost connection; the spec's toast is for an answer that is not 200.
    await waitFor(() => expect(screen.getAllByText(MESSAGES.connectionLost)).toHaveLength(2));
    expect(screen.queryByText(MESSAGES.errorSubmittingApplication)).not.toBeInTheDocument();
    submit();
    expect(await screen.findByText(MESSAGES.errorSubmittingApplication)).toBeInTheDocument();
    expect(label(/Town\/City of Birth/)).toHaveValue('Leeds');
    submit();
    expect(await navigatedTo()).toBe(`/Apply3/${ID}`);
    // The errors were about a save that has now succeeded: their toasts do not follow the applicant to step 3.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.last('PATCH', '/visaapplication/applicationSubmitStep2')?.body).toMatchObject({ nameChanged: false, otherPassport: false, cityOfBirth: 'Leeds' });
  });

  it('saves and exits as a draft and tells how to come back', async () => {
    const api = fakeApi({
      'GET /visaapplication/application': () => success(storedRecord()),
      'PATCH /visaapplication/applicationSubmitStep2': () => success({ uniqueId: ID, skippedFields: ['passportDateOfIssue'] }),
    });
    await render();
    await screen.findByText('I have changed my name');
    set(/Town\/City of Birth/, 'Leeds');
    fireEvent.click(screen.getByText('Save and exit'));
    expect(await screen.findByRole('heading', { name: 'Your application is saved' })).toHaveFocus();
    expect(api.last('PATCH', '/visaapplication/applicationSubmitStep2')?.query.get('draft')).toBe('true');
    expect(screen.getByText('Complete Partially Filled Form').closest('a')).toHaveAttribute('href', '/partial-Filled');
    expect(screen.getByText('Date of Issue', { selector: 'li' })).toBeInTheDocument();
    fireEvent.click(screen.getByText('Continue my application'));
    expect(label(/Town\/City of Birth/)).toHaveValue('Leeds');
  });

  it("offers every list's choices in the applicant's language, from the shared labels", async () => {
    fakeApi({ 'GET /visaapplication/application': () => success(storedRecord()) });
    await renderScreen(Step2Screen, { path: `/Apply2/${ID}`, pattern: '/Apply2/:id', language: 'fr' });
    await screen.findByRole('combobox', { name: /^Sexe/ });
    const options = (name: RegExp) => within(screen.getByRole('combobox', { name })).getAllByRole('option').map((option) => option.textContent);
    expect(options(/^Sexe/)).toEqual(expect.arrayContaining(['Homme', 'Femme', 'Autre']));
    expect(options(/^Religion/)).toContain('Christianisme');
    expect(screen.getByLabelText('Par naturalisation')).toBeInTheDocument();
    expect(screen.getAllByLabelText('Oui').length).toBeGreaterThan(0);
    expect(screen.queryByRole('option', { name: 'Female' })).not.toBeInTheDocument();
  });

  it.each([
    ['paid', 'This application has been paid', 'View your receipt', `/Payment/${ID}/confirmation`],
    ['blocked', 'This application ID is blocked', 'Start a new application', '/Apply'],
  ] as const)('opens a %s application as a read-only summary of its answers with the reason instead of the form', async (status, title, link, href) => {
    fakeApi({ 'GET /visaapplication/application': () => success(storedRecord({ status, passportNumber: 'K1234567', passportDateOfExpiry: '2031-04-09' })) });
    await render();
    expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    const passport = screen.getByRole('region', { name: 'Passport Details' });
    expect(within(passport).getByText('Passport number').nextSibling).toHaveTextContent('K1234567');
    expect(within(passport).getByText('Date of expiry').nextSibling).toHaveTextContent('09/04/2031');
    expect(screen.getByRole('region', { name: 'Applicant Details' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Address Details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Change/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your answers' })).toHaveAttribute('href', `/Preview/${ID}`);
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', href);
    expect(screen.queryByText('Submit Application')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
