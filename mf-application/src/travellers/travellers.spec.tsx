import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDER_API, ORDER_MESSAGES } from '@evisa/contracts';
import { failure, fakeApi, success } from '../testing/fake-api';
import { ID, storedRecord } from '../testing/records';
import { renderScreen } from '../testing/render-screen';
import Step1EditScreen from '../screens/step1-edit';
import Step3Screen from '../screens/step3';

jest.setTimeout(20_000);

const LEAD = 'IN0LEADLEADLD1';
const traveller = storedRecord({ orderLeadId: LEAD, completedSteps: ['step1', 'step2'] });
const showStep3 = () => renderScreen(Step3Screen, { path: `/Apply3/${ID}`, pattern: '/Apply3/:id' });

describe('Several travellers in the steps of mf-application', () => {
  it("lets another traveller copy the first traveller's address with one choice, then edit it before saving", async () => {
    let record = traveller;
    const api = fakeApi({
      'GET /visaapplication/application': () => success(record),
      [`POST ${ORDER_API.copyShared(LEAD, ID)}`]: () => {
        record = { ...traveller, presentHouseNo: '12 Park Lane', presentVillageTownCity: 'Leeds', presentCountry: 'GB' } as typeof traveller;
        return success({ uniqueId: ID, copiedSteps: ['step1', 'step3', 'step4', 'step5'], stepsToConfirm: ['step3', 'step4', 'step5'] }, ORDER_MESSAGES.copied);
      },
    });
    await showStep3();
    expect(await screen.findByRole('heading', { name: 'Same as the first traveller?' })).toBeInTheDocument();
    expect(screen.getByText("Copy the present and permanent address and the parents' details from the first traveller.")).toBeInTheDocument();
    expect(screen.getByLabelText(/^House No\./)).toHaveValue('');

    await userEvent.click(screen.getByRole('button', { name: 'Copy from the first traveller' }));
    const done = await screen.findByText('Copied. Please check the answers below, change what differs, and save.');
    expect(done).toHaveFocus();
    expect(await screen.findByDisplayValue('12 Park Lane')).toBe(screen.getByLabelText(/^House No\./));
    await userEvent.clear(screen.getByLabelText(/^House No\./));
    await userEvent.type(screen.getByLabelText(/^House No\./), '14 Park Lane');
    expect(screen.getByLabelText(/^House No\./)).toHaveValue('14 Park Lane');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it("tells the traveller in words when the copy is refused, and keeps the form", async () => {
    fakeApi({
      'GET /visaapplication/application': () => success(traveller),
      [`POST ${ORDER_API.copyShared(LEAD, ID)}`]: () => failure(409, { err: ORDER_MESSAGES.leadNotPayable, message: ORDER_MESSAGES.leadNotPayable }),
    });
    await showStep3();
    await userEvent.click(await screen.findByRole('button', { name: 'Copy from the first traveller' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This order has already been paid or is blocked');
    expect(screen.getByLabelText(/^House No\./)).toBeInTheDocument();
  });

  it('offers no copy to the first traveller or an application of no order', async () => {
    fakeApi({ 'GET /visaapplication/application': () => success(storedRecord({ completedSteps: ['step1', 'step2'] })) });
    await showStep3();
    expect(await screen.findByLabelText(/^House No\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy from the first traveller' })).not.toBeInTheDocument();
  });

  it('offers, from step 1, to add another traveller to the order', async () => {
    fakeApi({ 'GET /visaapplication/application': () => success(storedRecord()) });
    await renderScreen(Step1EditScreen, { path: `/Apply1/${ID}`, pattern: '/Apply1/:id' });
    expect(await screen.findByRole('heading', { name: 'Travelling with others?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add another traveller' })).toHaveAttribute('href', `/order/${ID}/traveller`);
    expect(screen.queryByRole('link', { name: 'See your order' })).not.toBeInTheDocument();
  });

  it("adds a traveller of an order to the lead's order, and links to the order", async () => {
    fakeApi({ 'GET /visaapplication/application': () => success(traveller) });
    await renderScreen(Step1EditScreen, { path: `/Apply1/${ID}`, pattern: '/Apply1/:id' });
    expect(await screen.findByRole('link', { name: 'Add another traveller' })).toHaveAttribute('href', `/order/${LEAD}/traveller`);
    expect(screen.getByRole('link', { name: 'See your order' })).toHaveAttribute('href', `/order/${LEAD}`);
  });
});
