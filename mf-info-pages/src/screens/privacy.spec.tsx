import { screen, within } from '@testing-library/react';
import { renderScreen, TEST_CONFIG } from '../testing/render-screen';
import PrivacyScreen from './privacy';

describe('Privacy', () => {
  it('lists the data collected (spec 2.4)', async () => {
    await renderScreen(<PrivacyScreen />);
    const heading = screen.getByRole('heading', { name: 'Data we collect' });
    const list = heading.nextElementSibling as HTMLElement;
    const items = within(list).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      'Your full name, date of birth, gender, address, e-mail and phone number.',
      'Your passport details: number, issue and expiry dates, nationality.',
      'Your travel purpose, dates and accommodation.',
      'Your card payment and billing address.',
      'Your IP address, browser and device data, and cookies.',
    ]);
  });

  it('says which e-mails are sent before payment, and that reminders stop with one click', async () => {
    await renderScreen(<PrivacyScreen />);
    const list = screen.getByRole('heading', { name: 'Why we use it' }).nextElementSibling as HTMLElement;
    expect(within(list).getByText(/e-mail you your temporary application number after the first step .* one reminder \(which you can stop with one click\)/)).toBeInTheDocument();
  });

  it('states the retention periods from the configuration', async () => {
    await renderScreen(<PrivacyScreen />);
    expect(screen.getByText(/Applications that are never paid, and the files uploaded with them, are deleted 30 days/)).toBeInTheDocument();
    expect(screen.getByText(/Paid applications are kept for 1 year after payment/)).toBeInTheDocument();
  });

  it('follows a different configuration', async () => {
    await renderScreen(<PrivacyScreen />, { config: { ...TEST_CONFIG, retention: { unpaidDraftDays: 45, paidApplicationYears: 2 } } });
    expect(screen.getByText(/are deleted 45 days/)).toBeInTheDocument();
    expect(screen.getByText(/are kept for 2 years after payment/)).toBeInTheDocument();
  });
});
