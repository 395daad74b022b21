import { fireEvent, screen, within, waitFor } from '@testing-library/react';
import { MESSAGES } from '@evisa/contracts';
import { failure, fakeApi, success } from '../testing/fake-api';
import { ID } from '../testing/records';
import { renderScreen } from '../testing/render-screen';
import ResumeScreen from './resume';
import { dateGroup, enterDate, navigatedTo } from '@evisa/ui/testing';

const render = () => renderScreen(ResumeScreen, { path: '/partial-Filled', pattern: '/partial-Filled' });
const number = () => screen.getByLabelText(/Enter your Application Number :/);

function fill() {
  fireEvent.change(number(), { target: { value: ID.toLowerCase() } });
  enterDate(/Date of Birth/, '1990-05-20');
  fireEvent.click(screen.getByText('Submit'));
}

const found = (nextStep: string | null, status = 'draft') =>
  success({ uniqueId: ID, applicationType: 'normal', portOfArrival: 'delhi-airport', status, completedSteps: ['step1'], nextStep });

describe('Resume (/partial-Filled)', () => {
  it("asks for the number and the date of birth, with the spec's heading and placeholder", async () => {
    fakeApi({});
    await render();
    expect(screen.getByRole('heading', { level: 1, name: 'Application Details' })).toBeInTheDocument();
    expect(number()).toHaveAttribute('placeholder', 'Enter application number');
    fireEvent.click(screen.getByText('Submit'));
    expect(number()).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.required));
    expect(dateGroup(/Date of Birth/)).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.required));
  });

  it('fills in the number from the e-mailed link (/partial-Filled#IN...), never the date of birth', async () => {
    fakeApi({});
    window.location.hash = `#${ID.toLowerCase()}`;
    try {
      await render();
      await waitFor(() => expect(number()).toHaveValue(ID));
      for (const part of ['Day', 'Month', 'Year']) expect(within(dateGroup(/Date of Birth/)).getByLabelText(part)).toHaveValue('');
    } finally {
      window.location.hash = '';
    }
  });

  it('opens the application from the e-mailed link with its token (/partial-Filled#IN...:<token>), without the date of birth', async () => {
    const api = fakeApi({ 'POST /visaapplication/openResumeLink': () => found('step3') });
    window.location.hash = `#${ID}:abc.signature`;
    try {
      await render();
      expect(await navigatedTo()).toBe(`/Apply3/${ID}`);
      expect(api.last('POST', '/visaapplication/openResumeLink')?.body).toEqual({ applicationId: ID, token: 'abc.signature' });
    } finally {
      window.location.hash = '';
    }
  });

  it('says when the link is not valid any more, and keeps the number for a new one', async () => {
    fakeApi({ 'POST /visaapplication/openResumeLink': () => failure(403) });
    window.location.hash = `#${ID}:abc.expired`;
    try {
      await render();
      expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.resumeLinkInvalid);
      expect(number()).toHaveValue(ID);
    } finally {
      window.location.hash = '';
    }
  });

  it('e-mails a link to the application on request, for the number alone, and says so whatever the number', async () => {
    const api = fakeApi({ 'POST /visaapplication/emailResumeLink': () => success(null) });
    await render();
    fireEvent.click(screen.getByRole('button', { name: 'E-mail me a link to my application' }));
    expect(number()).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.required));
    expect(api.last('POST', '/visaapplication/emailResumeLink')).toBeUndefined();
    fireEvent.change(number(), { target: { value: ID } });
    fireEvent.click(screen.getByRole('button', { name: 'E-mail me a link to my application' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.resumeLinkSent);
    expect(api.last('POST', '/visaapplication/emailResumeLink')?.body).toEqual({ applicationId: ID });
  });

  it.each([
    ['step3', `/Apply3/${ID}`],
    ['photo', `/Apply6/${ID}`],
    ['questions', `/questions/${ID}`],
    [null, `/Preview/${ID}`],
  ])('continues at the first incomplete step (%s)', async (nextStep, path) => {
    const api = fakeApi({ 'POST /visaapplication/findApplication': () => found(nextStep) });
    await render();
    fill();
    expect(await navigatedTo()).toBe(path);
    expect(api.last('POST', '/visaapplication/findApplication')?.body).toEqual({ applicationId: ID.toLowerCase(), dateOfBirth: '1990-05-20' });
  });

  it('says under the field that no application matches, without saying whether the number exists', async () => {
    fakeApi({ 'POST /visaapplication/findApplication': () => failure(404) });
    await render();
    fill();
    await waitFor(() => expect(number()).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.applicationNotFound)));
    expect(number()).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(number(), { target: { value: 'IN' } });
    expect(number()).not.toHaveAttribute('aria-invalid');
  });
});
