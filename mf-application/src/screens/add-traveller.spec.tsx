import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_TRAVELLERS, NEW_TRAVELLER_STEP1_FIELDS, ORDER_API } from '@evisa/contracts';
import { orderOf, travellerOf } from '@evisa/contracts/testing';
import { fakeApi, success } from '../testing/fake-api';
import { ID, storedRecord } from '../testing/records';
import { navigatedTo } from '@evisa/ui/testing';
import { renderScreen } from '../testing/render-screen';
import AddTravellerScreen from './add-traveller';

jest.setTimeout(20_000);

const NEW_ID = 'IN0NEWTRAVELR1';
const lead = storedRecord();

/** The lead's order before any traveller is added: the lead still unpriced. */
const leadAlone = travellerOf({ uniqueId: ID, fee: null, payable: false });

const render = () => renderScreen(AddTravellerScreen, { path: `/order/${ID}/traveller`, pattern: '/order/:id/traveller' });
const label = (text: string) => screen.getByLabelText(new RegExp(`^${text}`));

/** Step 1 of the new traveller: their own passport and contact answers, their own visa. */
function typeOwnAnswers() {
  fireEvent.change(label('Application Type'), { target: { value: 'urgent' } });
  fireEvent.change(label('Passport Type'), { target: { value: 'ordinary' } });
  fireEvent.change(label('Surname'), { target: { value: 'Smith' } });
  fireEvent.change(label('Given Name'), { target: { value: 'Cara' } });
  fireEvent.change(label('Nationality'), { target: { value: 'GB' } });
}

describe('Add a traveller (/order/:id/traveller)', () => {
  it("copies the lead's arrival date and port with one choice, creates the traveller in the order and copies the later steps' shared answers", async () => {
    const api = fakeApi({
      [`GET ${ORDER_API.read(ID)}`]: () => success(orderOf([leadAlone])),
      [`GET ${ORDER_API.sharedAnswers(ID)}`]: () => success({ portOfArrival: lead.portOfArrival, expectedArrival: lead.expectedArrival, placeVisited1: 'Agra' }),
      [`POST ${ORDER_API.addTraveller(ID)}`]: () => success({ uniqueId: NEW_ID, numberEmailed: false }),
      [`POST ${ORDER_API.copyShared(ID, NEW_ID)}`]: () => success({ uniqueId: NEW_ID, copiedSteps: ['step1', 'step3', 'step4', 'step5'], stepsToConfirm: ['step3', 'step4', 'step5'] }),
    });
    await render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a traveller' })).toBeInTheDocument();
    expect(await screen.findByText(/Traveller 2 of at most 9 in the order of Anna Smith/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Copy from the first traveller' }));
    const copied = await screen.findByText(/^Copied from Anna Smith/);
    expect(copied).toHaveAttribute('role', 'status');
    expect(copied).toHaveFocus();
    // The travel section comes in the form's second commit.
    expect(await screen.findByLabelText(/^Port of Arrival/)).toHaveValue('delhi-airport');
    const [year, month, day] = String(lead.expectedArrival).split('-');
    const arrival = screen.getByRole('group', { name: /^Expected Date of Arrival/ });
    expect(Array.from(arrival.querySelectorAll('input'), (input) => input.value)).toEqual([day, month, year]);

    typeOwnAnswers();
    // A child: the order's lead applies for them, so the minimum age of the one who applies does not hold.
    await fillRest('2016');
    fireEvent.click(screen.getByRole('button', { name: 'Save and Continue' }));
    // The traveller's own number, to keep, and that the e-mail with it could not be sent.
    const issued = await screen.findByRole('region', { name: 'Your temporary application number' });
    expect(issued).toHaveTextContent(NEW_ID);
    expect(issued).toHaveTextContent('We could not send this number by e-mail');
    fireEvent.click(within(issued).getByRole('button', { name: 'Continue to step 2' }));
    expect(await navigatedTo()).toBe(`/Apply2/${NEW_ID}`);
    const added = api.last('POST', ORDER_API.addTraveller(ID));
    expect(added?.body).toMatchObject({ givenName: 'Cara', dateOfBirth: '2016-03-04', portOfArrival: 'delhi-airport', expectedArrival: lead.expectedArrival, visaService: 'tourist', language: 'en' });
    expect(api.last('POST', ORDER_API.copyShared(ID, NEW_ID))).toBeDefined();
  });

  it("starts the new traveller's step 1 from the lead's e-mail address, phone and visa choices, which they save as their own", async () => {
    const api = fakeApi({
      [`GET ${ORDER_API.read(ID)}`]: () => success(orderOf([leadAlone])),
      [`GET ${ORDER_API.sharedAnswers(ID)}`]: () =>
        success(Object.fromEntries(NEW_TRAVELLER_STEP1_FIELDS.map((field) => [field, lead[field]]))),
      [`POST ${ORDER_API.addTraveller(ID)}`]: () => success({ uniqueId: NEW_ID, numberEmailed: true }),
      [`POST ${ORDER_API.copyShared(ID, NEW_ID)}`]: () => success({ uniqueId: NEW_ID, copiedSteps: ['step1', 'step3', 'step4', 'step5'], stepsToConfirm: ['step3', 'step4', 'step5'] }),
    });
    await render();
    await userEvent.click(await screen.findByRole('button', { name: 'Copy from the first traveller' }));
    expect(await screen.findByText(/^Copied from Anna Smith: the e-mail address and phone, the visa/)).toHaveFocus();
    expect(label('Email ID')).toHaveValue(lead.email);
    expect(label('Re-enter Email ID')).toHaveValue(lead.email);
    expect(label('Contact Number')).toHaveValue(lead.contactNo);
    expect(label('Application Type')).toHaveValue(lead.applicationType);
    expect(await screen.findByLabelText(/^Visa Service/)).toHaveValue(lead.visaService);
    expect(await screen.findByRole('radio', { name: '30 days (double entry)' })).toBeChecked();
    expect(await screen.findByRole('radio', { name: 'Tourism/recreation/sight-seeing' })).toBeChecked();

    // Only what is the traveller's own is typed: passport, name, nationality, birth date.
    fireEvent.change(label('Passport Type'), { target: { value: 'ordinary' } });
    fireEvent.change(label('Surname'), { target: { value: 'Smith' } });
    fireEvent.change(label('Given Name'), { target: { value: 'Cara' } });
    fireEvent.change(label('Nationality'), { target: { value: 'GB' } });
    const [day, month, year] = Array.from(screen.getByRole('group', { name: /^Date of Birth/ }).querySelectorAll('input'));
    fireEvent.change(day!, { target: { value: '04' } });
    fireEvent.change(month!, { target: { value: '03' } });
    fireEvent.change(year!, { target: { value: '2016' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and Continue' }));
    expect(await screen.findByRole('region', { name: 'Your temporary application number' })).toHaveTextContent(NEW_ID);
    expect(api.last('POST', ORDER_API.addTraveller(ID))?.body).toMatchObject({
      givenName: 'Cara',
      email: lead.email,
      confirmEmail: lead.email,
      contactNo: lead.contactNo,
      applicationType: lead.applicationType,
      visaService: lead.visaService,
      serviceSubCategory: lead.serviceSubCategory,
      serviceSubCat_subCategory: lead.serviceSubCat_subCategory,
    });
  });

  it('says clearly that a full order takes no more travellers, and shows no form', async () => {
    fakeApi({ [`GET ${ORDER_API.read(ID)}`]: () => success(orderOf(Array(MAX_TRAVELLERS).fill(leadAlone))) });
    await render();
    expect(await screen.findByText(`This order is full: one order can have at most ${MAX_TRAVELLERS} travellers. To apply for more people, start a new application for them.`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save and Continue' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the order' })).toHaveAttribute('href', `/order/${ID}`);
  });
});

async function fillRest(birthYear: string) {
  const dob = screen.getByRole('group', { name: /^Date of Birth/ });
  const [day, month, year] = Array.from(dob.querySelectorAll('input'));
  fireEvent.change(day, { target: { value: '04' } });
  fireEvent.change(month, { target: { value: '03' } });
  fireEvent.change(year, { target: { value: birthYear } });
  fireEvent.change(label('Email ID'), { target: { value: 'cara@example.com' } });
  fireEvent.change(label('Re-enter Email ID'), { target: { value: 'cara@example.com' } });
  fireEvent.change(label('Contact Number'), { target: { value: '+44 20 7946 0958' } });
  fireEvent.change(label('Visa Service'), { target: { value: 'tourist' } });
  await userEvent.click(await screen.findByRole('radio', { name: '30 days (double entry)' }));
  await userEvent.click(await screen.findByRole('radio', { name: 'Tourism/recreation/sight-seeing' }));
}
