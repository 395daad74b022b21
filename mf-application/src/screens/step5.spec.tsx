import { fireEvent, screen, within } from '@testing-library/react';
import { MESSAGES, todayIso } from '@evisa/contracts';
import { fakeApi, success } from '../testing/fake-api';
import { ID, storedRecord } from '../testing/records';
import { renderScreen } from '../testing/render-screen';
import Step5Screen from './step5';
import { dateGroup, navigatedTo } from '@evisa/ui/testing';

const YEAR = todayIso().slice(0, 4);

async function render() {
  const api = fakeApi({
    'GET /visaapplication/application': () => success(storedRecord()),
    'PATCH /visaapplication/applicationSubmitStep5': () => success({ uniqueId: ID }),
  });
  await renderScreen(Step5Screen, { path: `/Apply5/${ID}`, pattern: '/Apply5/:id' });
  await screen.findByLabelText(/Reference Name in India/);
  return api;
}
const answer = (question: RegExp, choice: string) => fireEvent.click(within(screen.getByRole('group', { name: question })).getByLabelText(choice));
const set = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByText('Save and Continue'));

function fillReferences() {
  set(/Reference Name in India/, 'Ravi Kumar');
  set(/Reference Address in India/, '1 MG Road');
  set(/Reference Phone Number in India/, '+91 98765 43210');
  set(/Reference Name in Home Country/, 'Tom Brown');
  set(/Reference Address in Home Country/, '2 High St');
  set(/Reference Phone Number in Home Country/, '+44 7700 900456');
}

describe('Step 5 (/Apply5/:id)', () => {
  it('shows each reference message of spec 5.4 on an empty submit', async () => {
    await render();
    submit();
    for (const [label, message] of [
      [/Reference Name in India/, MESSAGES.referenceNameIndiaRequired],
      [/Reference Address in India/, MESSAGES.referenceAddressIndiaRequired],
      [/Reference Phone Number in India/, MESSAGES.referencePhoneIndiaRequired],
      [/Reference Name in Home Country/, MESSAGES.referenceNameHomeRequired],
      [/Reference Address in Home Country/, MESSAGES.referenceAddressHomeRequired],
      [/Reference Phone Number in Home Country/, MESSAGES.referencePhoneHomeRequired],
    ] as const) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    set(/Reference Phone Number in India/, '12345');
    submit();
    expect(screen.getByLabelText(/Reference Phone Number in India/)).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.invalidPhone));
  });

  it("reveals the previous visit and refusal details on 'yes'", async () => {
    await render();
    expect(screen.queryByRole('group', { name: /Date of Issue of the Visa/ })).not.toBeInTheDocument();
    answer(/visited India before/, 'Yes');
    expect(dateGroup(/Date of Issue of the Visa/)).toBeInTheDocument();
    answer(/ever been refused/, 'Yes');
    submit();
    expect(screen.getByLabelText(/Cities Previously Visited/)).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.required));
    expect(screen.getByLabelText(/Details of the refusal/)).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.detailsRequired));
  });

  it("adds and removes SAARC visits with the spec's messages, and 'no' empties the list", async () => {
    await render();
    answer(/visited any SAARC country/, 'Yes');
    fireEvent.click(screen.getByText('Add'));
    expect(screen.getByText(MESSAGES.saarcEntryIncomplete)).toBeInTheDocument();
    set(/^Country/, 'NP');
    expect(screen.queryByText(MESSAGES.saarcEntryIncomplete)).not.toBeInTheDocument();
    set(/^Year/, YEAR);
    set(/^Number of visits/, '0');
    fireEvent.click(screen.getByText('Add'));
    expect(screen.getByText(MESSAGES.invalidVisits)).toBeInTheDocument();
    set(/^Number of visits/, '2');
    fireEvent.click(screen.getByText('Add'));
    const table = screen.getByRole('table', { name: 'SAARC countries visited in the last 3 years' });
    expect(within(table).getByText('Nepal')).toBeInTheDocument();
    set(/^Country/, 'LK');
    set(/^Year/, YEAR);
    set(/^Number of visits/, '1');
    fireEvent.click(screen.getByText('Add'));
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: `Remove the visit to Nepal in ${YEAR}` }));
    expect(within(table).getAllByRole('row')).toHaveLength(2);

    answer(/visited any SAARC country/, 'No');
    answer(/visited any SAARC country/, 'Yes');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    submit();
    expect(screen.getAllByText(MESSAGES.saarcVisitRequired).length).toBeGreaterThan(0);
  });

  it('sends the visit details with the SAARC list and goes to the photograph page', async () => {
    const api = await render();
    fillReferences();
    answer(/visited any SAARC country/, 'Yes');
    set(/^Country/, 'BD');
    set(/^Year/, YEAR);
    set(/^Number of visits/, '3');
    fireEvent.click(screen.getByText('Add'));
    submit();
    expect(await navigatedTo()).toBe(`/Apply6/${ID}`);
    expect(api.last('PATCH', '/visaapplication/applicationSubmitStep5')?.body).toMatchObject({
      saarcCountries: 'yes',
      saarcDetails: [{ country: 'BD', year: Number(YEAR), visits: 3 }],
      visitedIndiaBefore: 'no',
      referenceNameIndia: 'Ravi Kumar',
    });
  });
});
