import { fireEvent, screen, within } from '@testing-library/react';
import { MESSAGES, todayIso } from '@evisa/contracts';
import type { ApplicationRecord } from '@evisa/contracts';
import { isoDaysFrom } from '../form/dates';
import { fakeApi, success } from '../testing/fake-api';
import { ID, storedRecord } from '../testing/records';
import { renderScreen } from '../testing/render-screen';
import Step4Screen from './step4';
import { dateGroup, enterDate, navigatedTo } from '@evisa/ui/testing';

async function render(overrides: Partial<ApplicationRecord> = {}) {
  const api = fakeApi({
    'GET /visaapplication/application': () => success(storedRecord(overrides)),
    'PATCH /visaapplication/applicationSubmitStep4': () => success({ uniqueId: ID }),
  });
  await renderScreen(Step4Screen, { path: `/Apply4/${ID}`, pattern: '/Apply4/:id' });
  await screen.findByLabelText(/Place Likely to be Visited 1/);
  return api;
}
const submit = () => fireEvent.click(screen.getByText('Submit and Next'));
const BUSINESS = { visaService: 'business', serviceSubCategory: 'businessMeetings', serviceSubCat_subCategory: '' } as const;
const SPORTS = { visaService: 'business', serviceSubCategory: 'sportsActivity', serviceSubCat_subCategory: '' } as const;

describe('Step 4 (/Apply4/:id)', () => {
  it('shows the visa read-only, no purpose section for a tourist, and the place and port messages', async () => {
    await render();
    expect(screen.getByText('Visa Service', { selector: 'dt' }).nextElementSibling).toHaveTextContent('e-Tourist Visa');
    expect(screen.getByText('Service Duration', { selector: 'dt' }).nextElementSibling).toHaveTextContent('30 days');
    expect(screen.getByText('Sub Visa Category', { selector: 'dt' }).nextElementSibling).toHaveTextContent('30 days (double entry) – Tourism/recreation/sight-seeing');
    expect(screen.getByRole('option', { name: 'Select Port Of Exit' })).toBeInTheDocument();
    expect(screen.queryByText('About the purpose of your visit')).not.toBeInTheDocument();
    submit();
    expect(screen.getByLabelText(/Place Likely to be Visited 1/)).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.placeToVisitRequired));
    expect(screen.getByLabelText(/Expected Port of Exit/)).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.required));
  });

  it('shows the business meetings section with its required fields, and sends only its fields', async () => {
    const api = await render(BUSINESS);
    const section = screen.getByRole('group', { name: 'Business Meetings' });
    expect(within(section).getAllByRole('textbox')).toHaveLength(8);
    // The addresses are declared multi-line, the rest one line.
    expect(within(section).getAllByRole('textbox').filter((box) => box.tagName === 'TEXTAREA').map((box) => box.getAttribute('name'))).toEqual([
      'buzMeet_Address',
      'buzMeet_IndFirmAddress',
    ]);
    submit();
    for (const label of [/^Name of the Indian Firm/, /^Phone Number of the Indian Firm/]) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.required));
    }
    expect(screen.getByLabelText(/Website of the Indian Firm/)).not.toHaveAttribute('aria-invalid');
    fireEvent.change(screen.getByLabelText(/Place Likely to be Visited 1/), { target: { value: 'Agra' } });
    fireEvent.click(screen.getByText('Save and exit'));
    await screen.findByRole('heading', { name: 'Your application is saved' });
    const body = api.last('PATCH', '/visaapplication/applicationSubmitStep4')?.body as Record<string, unknown>;
    expect(Object.keys(body).filter((key) => !key.startsWith('buzMeet_')).sort()).toEqual(['expectedPortOfExit', 'placeVisited1', 'placeVisited2']);
  });

  it('reveals restricted-area details and shows the date messages', async () => {
    await render(SPORTS);
    enterDate(/Event Start Date/, isoDaysFrom(todayIso(), 10));
    enterDate(/Event End Date/, isoDaysFrom(todayIso(), 9));
    expect(screen.queryByLabelText(/Details of the Restricted/)).not.toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('group', { name: /restricted or protected area/ })).getByLabelText('Yes'));
    submit();
    expect(dateGroup(/Event End Date/)).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.endBeforeStart));
    expect(screen.getByLabelText(/Details of the Restricted/)).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.detailsRequired));
  });

  it('saves the visit plan and goes to step 5', async () => {
    const api = await render();
    fireEvent.change(screen.getByLabelText(/Place Likely to be Visited 1/), { target: { value: 'Agra' } });
    fireEvent.change(screen.getByLabelText(/Expected Port of Exit/), { target: { value: 'mumbai-airport' } });
    submit();
    expect(await navigatedTo()).toBe(`/Apply5/${ID}`);
    expect(api.last('PATCH', '/visaapplication/applicationSubmitStep4')?.body).toEqual({ placeVisited1: 'Agra', placeVisited2: '', expectedPortOfExit: 'mumbai-airport' });
  });
});
