import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VALID_OTHER_PASSPORT } from '@evisa/contracts/testing';
import { renderScreen } from '../testing/render-screen';
import { completeRecord, ID } from '../testing/records';
import { failed, ok, stubApi } from '@evisa/api-client/testing';
import PreviewScreen, { preload } from './preview';

const show = () => renderScreen(<PreviewScreen />, { path: `/Preview/${ID}`, route: '/Preview/:id' });
// By heading text, not role: role queries over the whole preview are slow in jsdom.
const section = (name: string) => screen.getByText(name, { selector: 'h2' }).closest('section') as HTMLElement;
const valueOf = (region: HTMLElement, label: string) => within(region).getByText(label, { selector: 'dt' }).nextElementSibling;

jest.setTimeout(20_000);

describe('Preview', () => {
  it('shows every section with the stored values, dates as dd/mm/yyyy, and the photo at 400x400', async () => {
    stubApi({ 'GET /visaapplication/application': ok(completeRecord({ visitedIndiaBefore: 'yes', visitedIndiaBeforeDateOfIssue: '2019-02-03', visitedIndiaBefore_Last_current_ValidVisaNo: 'V123', saarcCountries: 'yes', saarcDetails: [{ country: 'NP', year: 2024, visits: 2 }] })) });
    await show();
    expect(await screen.findByRole('region', { name: 'Applicant Details' })).toBeInTheDocument();
    for (const name of ['Applicant Details', 'Passport Details', 'Address Details', 'Father', 'Mother', 'Spouse', 'Professional/Occupation', 'Details of Visa Sought', 'Previous Visa', 'Other Information', 'SAARC', 'Reference']) {
      expect(section(name)).toBeInTheDocument();
    }
    expect(valueOf(section('Applicant Details'), 'Date of birth')).toHaveTextContent('20/05/1990');
    expect(valueOf(section('Applicant Details'), 'Nationality')).toHaveTextContent('United Kingdom');
    expect(valueOf(section('Details of Visa Sought'), 'Expected date of arrival')).toHaveTextContent('01/07/2025');
    expect(valueOf(section('Details of Visa Sought'), 'Port of arrival')).toHaveTextContent('Delhi Airport');
    expect(valueOf(section('Previous Visa'), 'Last Indian visa number')).toHaveTextContent('V123');
    expect(valueOf(section('Previous Visa'), 'Date of issue')).toHaveTextContent('03/02/2019');
    expect(valueOf(section('SAARC'), 'Nepal')).toHaveTextContent('2024: 2 visits');
    expect(within(section('SAARC')).getByText(/during last 3 years/)).toBeInTheDocument();
    expect(within(section('Applicant Details')).getByText(/lived for at least two years/)).toBeInTheDocument();
    const photo = screen.getByRole('img', { name: 'Applicant photograph' });
    expect(photo).toHaveAttribute('src', '/api/visaapplication/images/photo-abc.jpg');
    expect(photo).toHaveAttribute('width', '400');
    expect(photo).toHaveAttribute('height', '400');
  });

  it('reads the application once when the shell preloaded it, and asks for the photo as soon as its name is known', async () => {
    const api = stubApi({ 'GET /visaapplication/application': ok(completeRecord()) });
    const images: string[] = [];
    const image = jest.spyOn(window, 'Image').mockImplementation(() => {
      const element = document.createElement('img');
      Object.defineProperty(element, 'src', { set: (url: string) => images.push(url) });
      return element;
    });
    preload({ id: ID });
    // The preloaded answer reaches the screen right after its first render.
    await act(() => show());
    expect(await screen.findByRole('img', { name: 'Applicant photograph' })).toHaveAttribute('fetchpriority', 'high');
    expect(api.calls.filter((call) => call.path === '/visaapplication/application')).toHaveLength(1);
    expect(images).toEqual(['/api/visaapplication/images/photo-abc.jpg']);
    image.mockRestore();
  });

  it('shows other-passport, spouse and military details only when they apply', async () => {
    stubApi({ 'GET /visaapplication/application': ok(completeRecord()) });
    const { unmount } = await show();
    await screen.findByText('Applicant Details', { selector: 'h2' });
    expect(within(section('Passport Details')).queryByRole('heading', { name: 'Other passport' })).not.toBeInTheDocument();
    expect(within(section('Spouse')).queryByText('Name')).not.toBeInTheDocument();
    expect(within(section('Professional/Occupation')).queryByText('Rank')).not.toBeInTheDocument();
    unmount();

    stubApi({
      'GET /visaapplication/application': ok(
        completeRecord({ ...VALID_OTHER_PASSPORT, maritalStatus: 'Married', spouseName: 'Sam Smith', inMilitaryOrganization: 'Yes', forceOrganizationRank: 'Captain' } as never),
      ),
    });
    await show();
    await screen.findByText('Applicant Details', { selector: 'h2' });
    expect(within(section('Passport Details')).getByRole('heading', { name: 'Other passport' })).toBeInTheDocument();
    expect(valueOf(section('Passport Details'), 'Passport/IC number')).toHaveTextContent('PX1234567');
    expect(valueOf(section('Spouse'), 'Name')).toHaveTextContent('Sam Smith');
    expect(valueOf(section('Professional/Occupation'), 'Rank')).toHaveTextContent('Captain');
  });

  it('links each section to the step that holds it, asking the step to return to Preview', async () => {
    stubApi({ 'GET /visaapplication/application': ok(completeRecord()) });
    await show();
    await screen.findByText('Applicant Details', { selector: 'h2' });
    expect(within(section('Address Details')).getByRole('link', { name: /Change/ })).toHaveAttribute('href', `/Apply3/${ID}?returnTo=preview`);
    expect(within(section('Reference')).getByRole('link', { name: /Change/ })).toHaveAttribute('href', `/Apply5/${ID}?returnTo=preview`);
    const visaLinks = within(section('Details of Visa Sought')).getAllByRole('link', { name: /Change/ });
    expect(visaLinks.map((link) => link.getAttribute('href'))).toEqual([`/Apply1/${ID}?returnTo=preview`, `/Apply4/${ID}?returnTo=preview`]);
    expect(screen.getByRole('link', { name: 'Modify/Edit' })).toHaveAttribute('href', `/Apply1/${ID}?returnTo=preview`);
  });

  it('goes to the payment page when every step is complete', async () => {
    stubApi({ 'GET /visaapplication/application': ok(completeRecord()) });
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Verified and Continue' }));
    expect(screen.getByRole('heading', { level: 1, name: `Navigated to /Payment/${ID}` })).toBeInTheDocument();
  });

  it('lists the missing steps with links and stays when Verified and Continue is pressed', async () => {
    stubApi({ 'GET /visaapplication/application': ok(completeRecord({ completedSteps: ['step1', 'step2', 'step3', 'step4', 'step5', 'documents'] })) });
    await show();
    const missing = await screen.findByRole('alert');
    expect(within(missing).getByRole('link', { name: 'Photograph' })).toHaveAttribute('href', `/Apply6/${ID}?returnTo=preview`);
    expect(within(missing).getByRole('link', { name: 'Security questions' })).toHaveAttribute('href', `/questions/${ID}?returnTo=preview`);
    await userEvent.click(await screen.findByRole('button', { name: 'Verified and Continue' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm Details' })).toBeInTheDocument();
    expect(missing).toHaveFocus();
  });

  it.each([
    ['paid', 'This application has been paid and can no longer be changed.'],
    ['blocked', 'This application ID has been blocked after three failed payment attempts.'],
  ] as const)('shows a %s application read-only: the reason, and nothing that invites an edit', async (status, reason) => {
    stubApi({ 'GET /visaapplication/application': ok(completeRecord({ status })) });
    await show();
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(await screen.findByText('Applicant Details', { selector: 'h2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verified and Continue' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Modify/Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Change/ })).not.toBeInTheDocument();
  });

  it('asks a browser without access for the application number and date of birth', async () => {
    stubApi({ 'GET /visaapplication/application': failed(403, 'Please enter your application number and date of birth to open this application.') });
    await show();
    expect(await screen.findByRole('heading', { name: 'Open your application' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Enter your Application Number/ })).toHaveValue(ID);
  });
});
