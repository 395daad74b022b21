import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MESSAGES } from '@evisa/contracts';
import Step2Screen from '../screens/step2';
import { fakeApi, success } from '../testing/fake-api';
import { ID, storedRecord } from '../testing/records';
import { renderScreen } from '../testing/render-screen';
import { navigatedTo } from '@evisa/ui/testing';
import texts from '../../locales/en/application.json';
import journeyTexts from '@evisa/i18n/locales/en/journey.json';

const render = () => renderScreen(Step2Screen, { path: `/Apply2/${ID}`, pattern: '/Apply2/:id' });
const city = () => screen.getByLabelText(/Town\/City of Birth/);
const draftKeys = () => Object.keys(sessionStorage).filter((key) => key.startsWith('evisa.draft.'));
/** Whether the page asks before it is unloaded (a reload, a closed tab). */
function asksBeforeUnload(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('unsaved answers of a step', () => {
  it('are kept in the tab and come back after a reload, with a notice and a way back to the saved answers', async () => {
    fakeApi({ 'GET /visaapplication/application': () => success(storedRecord({ cityOfBirth: 'York' })) });
    await render();
    await screen.findByText('I have changed my name');
    expect(asksBeforeUnload()).toBe(false);
    fireEvent.change(city(), { target: { value: 'Leeds' } });
    expect(asksBeforeUnload()).toBe(true);
    expect(draftKeys()).toEqual([`evisa.draft.step2:${ID}`]);

    cleanup();
    await render();
    await screen.findByText('I have changed my name');
    expect(city()).toHaveValue('Leeds');
    const notice = screen.getByText(texts.draft.restored).closest('[role=status]') as HTMLElement;
    fireEvent.click(within(notice).getByRole('button', { name: texts.draft.discard }));
    expect(city()).toHaveValue('York');
    expect(screen.queryByText(texts.draft.restored)).not.toBeInTheDocument();
    expect(draftKeys()).toEqual([]);
    expect(asksBeforeUnload()).toBe(false);
  });

  it('ask before a link of the site leaves them: staying keeps them, leaving goes', async () => {
    fakeApi({ 'GET /visaapplication/application': () => success(storedRecord()) });
    await render();
    await screen.findByText('I have changed my name');
    const link = document.body.appendChild(Object.assign(document.createElement('a'), { href: '/AboutUs', textContent: 'About Us' }));
    fireEvent.change(city(), { target: { value: 'Leeds' } });
    fireEvent.click(link);
    const question = screen.getByRole('dialog', { name: texts.draft.leaveTitle });
    expect(question).toHaveTextContent(texts.draft.leaveText);
    fireEvent.click(within(question).getByRole('button', { name: texts.draft.stay }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(city()).toHaveValue('Leeds');
    fireEvent.click(link);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: texts.draft.leave }));
    expect(await navigatedTo()).toBe('/AboutUs');
    expect(draftKeys()).toEqual([`evisa.draft.step2:${ID}`]);
    link.remove();
  });

  it('are forgotten once saved', async () => {
    fakeApi({
      'GET /visaapplication/application': () => success(storedRecord()),
      'PATCH /visaapplication/applicationSubmitStep2': () => success({ uniqueId: ID, skippedFields: [] }),
    });
    await render();
    await screen.findByText('I have changed my name');
    fireEvent.change(city(), { target: { value: 'Leeds' } });
    expect(draftKeys()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: journeyTexts.saveAndExit.button }));
    expect(await screen.findByRole('heading', { name: journeyTexts.saveAndExit.savedTitle })).toBeInTheDocument();
    expect(draftKeys()).toEqual([]);
    expect(asksBeforeUnload()).toBe(false);
  });

  it('leave the error summary with the fields that hide them', async () => {
    fakeApi({ 'GET /visaapplication/application': () => success(storedRecord()) });
    await render();
    fireEvent.click(await screen.findByLabelText('I have changed my name'));
    fireEvent.click(screen.getByText('Save and Continue'));
    const summary = await screen.findByRole('alert', { name: /./ });
    expect(summary).toHaveTextContent(MESSAGES.previousSurnameRequired);
    fireEvent.click(screen.getByLabelText('I have changed my name'));
    expect(summary).not.toHaveTextContent(MESSAGES.previousSurnameRequired);
    expect(summary).toHaveTextContent(MESSAGES.required);
  });
});
