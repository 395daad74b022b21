import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../testing/render-screen';
import AboutUsScreen from './about-us';

const item = (name: string) => screen.getByRole('button', { name });

describe('About Us', () => {
  it("has a 'Why Choose Us?' accordion whose first item is open", async () => {
    await renderScreen(<AboutUsScreen />, { path: '/AboutUs' });
    expect(screen.getByRole('heading', { level: 2, name: 'Why Choose Us?' })).toBeInTheDocument();
    expect(item('Fast & Secure')).toHaveAttribute('aria-expanded', 'true');
    expect(item('Expert Support')).toHaveAttribute('aria-expanded', 'false');
    expect(item('Customer-Focused')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('region', { name: 'Fast & Secure' })).toBeVisible();
  });

  it('opens one item at a time, and clicking the open item closes it', async () => {
    await renderScreen(<AboutUsScreen />);
    await userEvent.click(item('Customer-Focused'));
    expect(item('Customer-Focused')).toHaveAttribute('aria-expanded', 'true');
    expect(item('Fast & Secure')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(item('Customer-Focused'));
    expect(screen.queryAllByRole('region', { name: /Fast|Expert|Customer/ })).toHaveLength(0);
  });

  it('says the agency is private and names the tab', async () => {
    await renderScreen(<AboutUsScreen />);
    expect(screen.getByText(/Test Visa Agency is a private agency, not an embassy/)).toBeInTheDocument();
    expect(document.title).toBe('About Us | Test Visa Agency');
  });
});
