import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_TRAVELLERS, ORDER_MESSAGES } from '@evisa/contracts';
import { renderScreen } from '../testing/render-screen';
import { ID } from '../testing/records';
import { familyOrder, orderOf, TRAVELLER_2, TRAVELLER_3, travellerOf } from '@evisa/contracts/testing';
import { failed, ok, stubApi } from '@evisa/api-client/testing';
import OrderScreen from './order';

jest.setTimeout(20_000);

const show = () => renderScreen(<OrderScreen />, { path: `/order/${ID}`, route: '/order/:id' });
const ORDER = `GET /orders/${ID}`;

/** The family with the attendant still at step 3 (steps 1 and 2 saved). */
function unfinishedFamily() {
  const order = familyOrder({ canPay: false, total: 452 });
  order.travellers[1] = { ...order.travellers[1], completedSteps: ['step1', 'step2'], nextStep: 'step3', payable: false };
  return order;
}

describe('Order page (/order/:id)', () => {
  it("lists each traveller with their progress and fee, links to what each still lacks, and offers no payment until all are complete", async () => {
    stubApi({ [ORDER]: ok(unfinishedFamily()) });
    await show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your order' })).toBeInTheDocument();
    const ben = await screen.findByRole('listitem', { name: 'Ben Smith' });
    expect(within(ben).getByText('2 of 8 parts complete')).toBeInTheDocument();
    expect(within(ben).getByText('$169.00')).toBeInTheDocument();
    const steps = within(ben).getByRole('list', { name: 'Parts of the application of Ben Smith' });
    expect(within(steps).getByText(/step 2/)).toHaveTextContent('step 2(complete)');
    expect(within(steps).getByText(/step 3/)).toHaveTextContent('step 3(not complete yet)');
    expect(within(ben).getByRole('link', { name: 'Continue: Step 3: Address, family and occupation (Ben Smith)' })).toHaveAttribute('href', `/Apply3/${TRAVELLER_2}`);

    const anna = screen.getByRole('listitem', { name: 'Anna Smith First traveller' });
    expect(within(anna).getByText('Complete')).toBeInTheDocument();
    expect(within(anna).getByRole('link', { name: 'Review the application of Anna Smith' })).toHaveAttribute('href', `/Preview/${ID}`);
    // The lead is not removable while others remain; the others are.
    expect(within(anna).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(within(ben).getByRole('button', { name: 'Remove Ben Smith' })).toBeInTheDocument();

    expect(screen.getByRole('row', { name: 'Total for the order $452.00' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Pay for all/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Payment opens once every traveller's application is complete/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add another traveller' })).toHaveAttribute('href', `/order/${ID}/traveller`);
  });

  it('offers payment of every traveller from the lead once all are complete', async () => {
    stubApi({ [ORDER]: ok(familyOrder()) });
    await show();
    expect(await screen.findByRole('link', { name: 'Pay for all 3 travellers' })).toHaveAttribute('href', `/Payment/${ID}`);
  });

  it('removes a traveller only after the confirmation dialog, says so and lists the order afresh', async () => {
    let order = familyOrder();
    const api = stubApi({
      [ORDER]: () => ok(order),
      [`DELETE /orders/${ID}/travellers/${TRAVELLER_3}`]: () => {
        order = orderOf(order.travellers.slice(0, 2));
        return ok({ uniqueId: TRAVELLER_3 }, ORDER_MESSAGES.removed);
      },
    });
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Cara Smith' }));
    let dialog = screen.getByRole('dialog', { name: 'Remove Cara Smith from the order?' });
    expect(dialog).toHaveTextContent(`The application ${TRAVELLER_3} of Cara Smith will be deleted, with its photograph and documents.`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep this traveller' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Cara Smith' }));
    dialog = screen.getByRole('dialog', { name: 'Remove Cara Smith from the order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Cara Smith' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Cara Smith was removed from the order.');
    expect(done).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Pay for all 2 travellers' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Cara Smith' })).not.toBeInTheDocument();
  });

  it("keeps the dialog open with the server's reason when a removal is refused", async () => {
    stubApi({
      [ORDER]: ok(familyOrder()),
      [`DELETE /orders/${ID}/travellers/${TRAVELLER_2}`]: failed(409, ORDER_MESSAGES.removePaid),
    });
    await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Ben Smith' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Ben Smith' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This traveller has already been paid for and cannot be removed.');
  });

  it(`says clearly when the order is full (${MAX_TRAVELLERS} travellers) and offers no more`, async () => {
    const travellers = Array.from({ length: MAX_TRAVELLERS }, (_, index) =>
      travellerOf({ uniqueId: `IN0FULL0000${index}X`, lead: index === 0, givenName: `Traveller${index + 1}` }),
    );
    stubApi({ [ORDER]: ok(orderOf(travellers, { canAddTraveller: false })) });
    await show();
    expect(await screen.findByText(`This order is full: one order can have at most ${MAX_TRAVELLERS} travellers. To apply for more people, start a new application for them.`)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add another traveller' })).not.toBeInTheDocument();
  });

  it('links a paid order to its receipt and offers neither removal nor payment', async () => {
    const paid = familyOrder({ paid: true, canPay: false, canAddTraveller: false });
    paid.travellers = paid.travellers.map((traveller) => ({ ...traveller, status: 'paid', payable: false }));
    stubApi({ [ORDER]: ok(paid) });
    await show();
    expect(await screen.findByRole('link', { name: 'View the receipt' })).toHaveAttribute('href', `/Payment/${ID}/confirmation`);
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Pay for all/ })).not.toBeInTheDocument();
  });

  it("asks another browser for the lead's number and date of birth", async () => {
    stubApi({ [ORDER]: failed(403, 'Forbidden') });
    await show();
    expect(await screen.findByRole('heading', { name: 'Open your application', level: 2 })).toBeInTheDocument();
    expect(screen.getByLabelText(/Enter your Application Number/)).toHaveValue(ID);
  });

  it("tells a traveller who opens the order with their own number that the first traveller's number manages it", async () => {
    stubApi({ [ORDER]: failed(409, ORDER_MESSAGES.notLead) });
    await show();
    expect(await screen.findByText(ORDER_MESSAGES.notLead)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Open your application' })).not.toBeInTheDocument();
  });
});
