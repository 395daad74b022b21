import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../testing/render-screen';
import PrivacyScreen from './privacy';

describe('Privacy', () => {
  const POLICY = { unpaidDays: 30, paidDaysAfterValidity: 365, longestValidityDays: 1825, sentEmailDays: 30, contactMessageDays: 365 };

  /** The API's answer to GET /privacy/retention (the periods its deletion job applies). */
  function answerPolicy(policy: unknown, status = 200) {
    const fetch = jest.fn(async (url: string) => {
      expect(url).toMatch(/\/privacy\/retention$/);
      return { ok: status < 300, status, json: async () => (status < 300 ? { status, message: 'Retention policy', data: policy } : { status, message: 'down', err: 'down' }) };
    });
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    return fetch;
  }

  it('lists the data collected (spec 2.4), the payment as PayPal reports it (the card goes to PayPal)', async () => {
    answerPolicy(POLICY);
    await renderScreen(<PrivacyScreen />);
    const list = screen.getByRole('heading', { name: 'Data we collect' }).nextElementSibling as HTMLElement;
    const items = within(list).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toHaveLength(10);
    expect(items).toContain("Your payment's reference, amount and outcome from PayPal (your card, PayPal account and billing address go to PayPal, not to us).");
    expect(items).toContain('Your photograph, a copy of your passport\'s information page and, for some visas, supporting documents.');
    // Nothing the service does not collect: it records no device data of its own, and takes no card.
    expect(items.join(' ')).not.toMatch(/device|card (?:number|details)|billing address(?! go)/);
    expect(screen.getByText(/counts requests and failed attempts per IP address; each count is deleted once its period ends, within a day/)).toBeInTheDocument();
  });

  it('names who processes the data: the government, PayPal, the mail server and the hosting of the database', async () => {
    answerPolicy(POLICY);
    await renderScreen(<PrivacyScreen />);
    const list = screen.getByRole('heading', { name: 'Who sees it' }).nextElementSibling as HTMLElement;
    const items = within(list).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      expect.stringMatching(/^The Government of India e-Visa system/),
      expect.stringMatching(/^PayPal takes your payment: .* we tell PayPal only the amount and your application number\.$/),
      expect.stringMatching(/mail server delivers the e-mails we send you/),
      expect.stringMatching(/hosting provider runs, on our behalf only, the servers that hold the site and its database/),
      expect.stringMatching(/only the staff who review applications/),
      'We do not sell your data or share it with advertisers.',
    ]);
  });

  it('names the cookies and the storage in the browser the site really uses', async () => {
    answerPolicy(POLICY);
    await renderScreen(<PrivacyScreen />);
    const cookies = screen.getByRole('heading', { name: 'Cookies and storage in your browser' }).nextElementSibling as HTMLElement;
    expect(cookies).toHaveTextContent(/two cookies.*the language you chose, for a year.*open it again without its number and your date of birth/);
    expect(cookies).toHaveTextContent(/kept only in your browser tab until they are saved/);
  });

  it('says which e-mails are sent before payment, and that reminders stop with one click', async () => {
    answerPolicy(POLICY);
    await renderScreen(<PrivacyScreen />);
    const list = screen.getByRole('heading', { name: 'Why we use it' }).nextElementSibling as HTMLElement;
    expect(within(list).getByText(/e-mail you your temporary application number after the first step .* one reminder \(which you can stop with one click\)/)).toBeInTheDocument();
  });

  it('states the retention periods the API applies', async () => {
    answerPolicy(POLICY);
    await renderScreen(<PrivacyScreen />);
    expect(await screen.findByText('Applications that are never paid, and the files uploaded with them, are deleted 30 days after their last change.')).toBeInTheDocument();
    expect(screen.getByText(/Paid applications, with their files, are kept while the e-Visa applied for is valid, counted from payment \(at most 1825 days\), and 365 days more/)).toBeInTheDocument();
    expect(screen.getByText('Copies of the e-mails we send you are deleted 30 days after sending.')).toBeInTheDocument();
    expect(screen.getByText('Messages sent through our contact form are deleted 365 days after we receive them.')).toBeInTheDocument();
  });

  it('follows a different configuration of the API', async () => {
    answerPolicy({ ...POLICY, unpaidDays: 45, paidDaysAfterValidity: 90 });
    await renderScreen(<PrivacyScreen />);
    expect(await screen.findByText(/are deleted 45 days after their last change/)).toBeInTheDocument();
    expect(screen.getByText(/and 90 days more/)).toBeInTheDocument();
  });

  it('says when the periods cannot be loaded, rather than stating any, and loads them again on request', async () => {
    const fetch = answerPolicy(POLICY, 503);
    await renderScreen(<PrivacyScreen />);
    expect(await screen.findByText('The retention periods could not be loaded just now.')).toBeInTheDocument();
    expect(screen.queryByText(/are deleted \d+ days/)).not.toBeInTheDocument();
    answerPolicy(POLICY);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/are deleted 30 days after their last change/)).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
