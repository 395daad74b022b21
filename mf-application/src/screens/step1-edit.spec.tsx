import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@evisa/contracts';
import { failure, fakeApi, success } from '../testing/fake-api';
import { ID, storedRecord } from '../testing/records';
import { navigatedTo } from '@evisa/ui/testing';
import { renderScreen } from '../testing/render-screen';
import Step1EditScreen from './step1-edit';

const render = () => renderScreen(Step1EditScreen, { path: `/Apply1/${ID}`, pattern: '/Apply1/:id' });

describe('Step 1, edit (/Apply1/:id)', () => {
  it('loads the stored answers by id, shows the temporary ID, and saves to step 2', async () => {
    const api = fakeApi({
      'GET /visaapplication/application': () => success(storedRecord()),
      'PATCH /visaapplication/applicationSubmitStep1': () => success({ uniqueId: ID }),
    });
    await render();
    expect(await screen.findByLabelText(/^Surname/)).toHaveValue('Smith');
    expect(screen.getByText('Temporary Application ID').parentElement).toHaveTextContent(`Temporary Application ID ${ID}`);
    // The travel section comes in the form's second commit.
    expect(await screen.findByLabelText('Tourism/recreation/sight-seeing')).toBeChecked();
    expect(api.last('GET', '/visaapplication/application')?.query.get('applicationId')).toBe(ID);

    fireEvent.change(screen.getByLabelText(/^Given Name/), { target: { value: 'Annie' } });
    fireEvent.click(screen.getByText('Save and Continue'));
    expect(await navigatedTo()).toBe(`/Apply2/${ID}`);
    const saved = api.last('PATCH', '/visaapplication/applicationSubmitStep1');
    expect(saved?.query.get('applicationId')).toBe(ID);
    expect(saved?.body).toMatchObject({ givenName: 'Annie', surname: 'Smith' });
  });

  it('applies the same rules as the create screen', async () => {
    const api = fakeApi({ 'GET /visaapplication/application': () => success(storedRecord()) });
    await render();
    fireEvent.change(await screen.findByLabelText(/^Email ID/), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByText('Save and Continue'));
    await waitFor(() => expect(screen.getByLabelText(/^Email ID/)).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.invalidEmail)));
    expect(api.calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
  });

  it('sends another browser to the resume form', async () => {
    fakeApi({ 'GET /visaapplication/application': () => failure(403) });
    await render();
    expect(await screen.findByText(MESSAGES.accessDenied)).toBeInTheDocument();
    expect(screen.getByText('Open it with your application number').closest('a')).toHaveAttribute('href', '/partial-Filled');
  });
});
