import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isoYearsBefore, MESSAGES, STEP1_REQUIRED_FIELDS, todayIso } from '@evisa/contracts';
import { isoDaysFrom } from '../form/dates';
import { failure, fakeApi, success } from '../testing/fake-api';
import { ID } from '../testing/records';
import { renderScreen } from '../testing/render-screen';
import { dateGroup, enterDate, navigatedTo } from '@evisa/ui/testing';
import Step1CreateScreen from './step1-create';

const render = () => renderScreen(Step1CreateScreen, { path: '/Apply', pattern: '/Apply' });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Save and Continue' }));
const field = (label: string | RegExp) => screen.getByLabelText(label);

const choose = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

async function fillValidForm() {
  const today = todayIso();
  choose(/Application Type/, 'normal');
  choose(/Passport Type/, 'ordinary');
  fireEvent.change(field(/^Surname/), { target: { value: 'Smith' } });
  fireEvent.change(field(/^Given Name/), { target: { value: 'Anna' } });
  choose(/^Nationality/, 'GB');
  enterDate(/Date of Birth/, isoYearsBefore(today, 30));
  fireEvent.change(field(/^Email ID/), { target: { value: 'anna@example.com' } });
  fireEvent.change(field(/Re-enter Email ID/), { target: { value: 'anna@example.com' } });
  fireEvent.change(field(/Contact Number/), { target: { value: '+44 20 7946 0958' } });
  choose(/Port of Arrival/, 'delhi-airport');
  enterDate(/Expected Date of Arrival/, isoDaysFrom(today, 20));
  choose(/Visa Service/, 'tourist');
  fireEvent.click(screen.getByLabelText('30 days (double entry)'));
  fireEvent.click(screen.getByLabelText('Tourism/recreation/sight-seeing'));
}

describe('Step 1, create (/Apply)', () => {
  it('states the arrival window under the field and refuses an arrival too soon to pay, with the reason', async () => {
    fakeApi({});
    await render();
    const today = todayIso();
    const [earliest, latest] = [isoDaysFrom(today, 4), isoDaysFrom(today, 120)];
    const display = (iso: string) => iso.split('-').reverse().join('/');
    expect(screen.getByText(`Between ${display(earliest)} and ${display(latest)}: the fee must be paid at least 4 days before you arrive, and applications are accepted at most 120 days ahead.`)).toBeInTheDocument();
    await fillValidForm();
    enterDate(/Expected Date of Arrival/, isoDaysFrom(today, 2));
    await submit();
    expect(dateGroup(/Expected Date of Arrival/)).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.arrivalTooSoon));
  });

  it('names the last day to pay once the arrival is accepted: the earliest arrival is paid for today', async () => {
    fakeApi({});
    await render();
    const today = todayIso();
    const display = (iso: string) => iso.split('-').reverse().join('/');
    enterDate(/Expected Date of Arrival/, isoDaysFrom(today, 4));
    expect(dateGroup(/Expected Date of Arrival/)).toHaveAccessibleDescription(expect.stringContaining(`Pay the fee by ${display(today)} at the latest: 4 days before you arrive.`));
    enterDate(/Expected Date of Arrival/, isoDaysFrom(today, 30));
    expect(dateGroup(/Expected Date of Arrival/)).toHaveAccessibleDescription(expect.stringContaining(`Pay the fee by ${display(isoDaysFrom(today, 26))} at the latest`));
    enterDate(/Expected Date of Arrival/, isoDaysFrom(today, 2));
    expect(dateGroup(/Expected Date of Arrival/)).not.toHaveAccessibleDescription(expect.stringContaining('Pay the fee by'));
  });

  it('keeps the spec words for an applicant under 18 and says beside them how a child applies, with the ways to start', async () => {
    fakeApi({});
    await render();
    await fillValidForm();
    enterDate(/Date of Birth/, isoDaysFrom(isoYearsBefore(todayIso(), 18), 1));
    await submit();
    expect(dateGroup(/Date of Birth/)).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.underage));
    const child = screen.getByRole('region', { name: 'Applying for a child?' });
    expect(child).toHaveTextContent('A child under 18 applies together with an adult who travels with them, in one order.');
    expect(within(child).getByRole('link', { name: /Already applied as the adult/ })).toHaveAttribute('href', '/partial-Filled');
    await userEvent.click(within(child).getByRole('button', { name: 'Fill in this form for the adult' }));
    expect(field(/^Surname/)).toHaveValue('');
    expect(field(/^Surname/)).toHaveFocus();
    expect(field(/^Email ID/)).toHaveValue('anna@example.com');
    expect(screen.queryByRole('region', { name: 'Applying for a child?' })).not.toBeInTheDocument();
  });

  it('shows the fee as the choices are made, with the urgent supplement and a link to the fee table', async () => {
    fakeApi({});
    await render();
    const fee = () => screen.getByRole('status');
    expect(fee()).toHaveTextContent('Choose your nationality, visa and processing type to see the fee.');
    expect(fee()).toHaveTextContent('Urgent processing adds $40.00 to our service fee.');
    expect(screen.getByRole('link', { name: 'fee table' })).toHaveAttribute('href', '/Visa-Fee-Details');
    choose(/Application Type/, 'normal');
    choose(/^Nationality/, 'GB');
    choose(/Visa Service/, 'business');
    expect(fee()).toHaveTextContent('Fee for this application: $129.00');
    expect(fee()).toHaveTextContent('Government e-Visa fee $80.00 + our service fee $49.00');
    choose(/Application Type/, 'urgent');
    expect(fee()).toHaveTextContent('Fee for this application: $169.00');
    choose(/^Nationality/, 'JP');
    choose(/Visa Service/, 'tourist');
    fireEvent.click(screen.getByLabelText(/^1 year/));
    expect(fee()).toHaveTextContent('Fee for this application: $114.00');
  });

  it('shows every required message under its field, the toast and a focused error summary on an empty submit', async () => {
    const api = fakeApi({});
    await render();
    expect(screen.getByRole('heading', { level: 1, name: 'E-Visa Application' })).toBeInTheDocument();
    await submit();
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(within(summary).getAllByRole('link', { name: new RegExp(`: ${MESSAGES.required}$`) })).toHaveLength(STEP1_REQUIRED_FIELDS.length);
    expect(within(summary).getByRole('link', { name: `Surname: ${MESSAGES.required}` })).toHaveAttribute('href', '#field-surname');
    expect(field(/^Surname/)).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.required));
    expect(await screen.findByText(MESSAGES.correctHighlightedErrors)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('clears a message when its field is edited', async () => {
    fakeApi({});
    await render();
    await submit();
    fireEvent.change(field(/^Surname/), { target: { value: 'S' } });
    expect(field(/^Surname/)).not.toHaveAttribute('aria-invalid');
    expect(field(/^Given Name/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('reveals the sub-categories of a service, and the third level for the tourist durations', async () => {
    fakeApi({});
    await render();
    expect(screen.queryByRole('group', { name: /Service Sub Category/ })).not.toBeInTheDocument();
    choose(/Visa Service/, 'business');
    const business = screen.getByRole('group', { name: /Service Sub Category/ });
    expect(within(business).getAllByRole('radio')).toHaveLength(11);
    expect(screen.queryByRole('group', { name: /Purpose of Visit/ })).not.toBeInTheDocument();

    choose(/Visa Service/, 'tourist');
    for (const duration of ['30 days (double entry)', '1 year (multiple entry)', '5 years (multiple entry)']) {
      await userEvent.click(screen.getByRole('radio', { name: duration }));
      expect(within(screen.getByRole('group', { name: /Purpose of Visit/ })).getAllByRole('radio')).toHaveLength(5);
    }
    await submit();
    expect(screen.getByRole('group', { name: /Purpose of Visit/ })).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.selectServiceSubCategory));
  });

  it('offers only the nationalities allowed an e-Visa', async () => {
    fakeApi({});
    await render();
    const nationality = field(/^Nationality/);
    expect(within(nationality).getByRole('option', { name: 'United Kingdom' })).toBeInTheDocument();
    for (const excluded of ['China', 'India', 'Afghanistan']) expect(within(nationality).queryByRole('option', { name: excluded })).not.toBeInTheDocument();
  });

  it('shows the rules of spec 5.1 (e-mail, confirmation, contact number, arrival, age)', async () => {
    fakeApi({});
    await render();
    await fillValidForm();
    fireEvent.change(field(/^Email ID/), { target: { value: 'anna.example.com' } });
    fireEvent.change(field(/Contact Number/), { target: { value: '12345' } });
    enterDate(/Expected Date of Arrival/, todayIso());
    enterDate(/Date of Birth/, isoYearsBefore(todayIso(), 17));
    await submit();
    expect(field(/^Email ID/)).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.invalidEmail));
    expect(field(/Contact Number/)).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.invalidContactNumber));
    expect(dateGroup(/Expected Date of Arrival/)).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.arrivalNotInFuture));
    expect(dateGroup(/Date of Birth/)).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.underage));
    fireEvent.change(field(/^Email ID/), { target: { value: 'other@example.com' } });
    await submit();
    expect(field(/Re-enter Email ID/)).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.emailsDoNotMatch));
  });

  it('creates the application, shows the server message and the number to keep with the e-mail sent, then goes to step 2', async () => {
    const api = fakeApi({ 'POST /visaapplication/newApplication': () => success({ uniqueId: ID, numberEmailed: true }, `Application saved. Your temporary application ID is ${ID}.`) });
    await render();
    await fillValidForm();
    await submit();
    const issued = await screen.findByRole('region', { name: 'Your temporary application number' });
    expect(issued).toHaveTextContent(ID);
    expect(issued).toHaveTextContent('An e-mail with this number is on its way to anna@example.com.');
    expect(within(issued).getByRole('button', { name: 'Print this page' })).toBeInTheDocument();
    expect(screen.getByText(`Application saved. Your temporary application ID is ${ID}.`)).toBeInTheDocument();
    await userEvent.click(within(issued).getByRole('button', { name: 'Continue to step 2' }));
    expect(await navigatedTo()).toBe(`/Apply2/${ID}`);
    // The site's language goes too: the e-mail with the number is written in it.
    expect(api.last('POST', '/visaapplication/newApplication')?.body).toMatchObject({ surname: 'Smith', nationality: 'GB', serviceSubCat_subCategory: 'recreation', language: 'en' });
  });

  it('says when the e-mail with the number was not sent, so the number is copied or printed now', async () => {
    fakeApi({ 'POST /visaapplication/newApplication': () => success({ uniqueId: ID, numberEmailed: false }) });
    await render();
    await fillValidForm();
    await submit();
    const issued = await screen.findByRole('region', { name: 'Your temporary application number' });
    expect(issued).toHaveTextContent('We could not send this number by e-mail to anna@example.com');
    expect(within(issued).getByRole('heading')).toHaveFocus();
  });

  it("shows the server's field errors under the same fields", async () => {
    fakeApi({ 'POST /visaapplication/newApplication': () => failure(400, { errors: { nationality: 'x' }, errorKeys: { nationality: 'nationalityNotEligible' } }) });
    await render();
    await fillValidForm();
    await submit();
    await waitFor(() => expect(field(/^Nationality/)).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.nationalityNotEligible)));
    expect(screen.getByRole('link', { name: `Nationality: ${MESSAGES.nationalityNotEligible}` })).toHaveAttribute('href', '#field-nationality');
  });

  it('keeps every answer and says what happened when the server cannot be reached', async () => {
    fakeApi({ 'POST /visaapplication/newApplication': () => 'network-error' });
    await render();
    await fillValidForm();
    await submit();
    // The connection failed, not the service: the page and the toast say so (never 'Some Error Happens!!', which is
    // for an answer that is not 200), and that nothing typed was lost.
    await waitFor(() => expect(screen.getAllByText(MESSAGES.connectionLost)).toHaveLength(2));
    expect(screen.queryByText(MESSAGES.someErrorHappens)).toBeNull();
    expect(screen.getByText('Your answers are still on this page. Please press the button again in a moment.')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.serviceUnavailable)).toBeNull();
    expect(field(/^Surname/)).toHaveValue('Smith');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save and Continue' })).toBeEnabled());
  });

  it('offers the optional passport scan once its panel has loaded, in the box its placeholder held', async () => {
    fakeApi({});
    await render();
    const input = await screen.findByLabelText('Scan your passport');
    expect(input).toHaveAttribute('type', 'file');
    // The placeholder is gone: one box, the panel's.
    expect(screen.getByRole('region', { name: 'Scan your passport (optional)' })).toContainElement(input);
  });
});
