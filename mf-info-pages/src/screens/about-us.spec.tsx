import { screen } from '@testing-library/react';
import { renderScreen } from '../testing/render-screen';
import AboutUsScreen from './about-us';

/** The accordion's <details> whose summary holds the heading of that name. */
const item = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('details')!;

describe('About Us', () => {
  it("has a 'Why Choose Us?' accordion whose first item is open", async () => {
    await renderScreen(<AboutUsScreen />, { path: '/AboutUs' });
    expect(screen.getByRole('heading', { level: 2, name: 'Why Choose Us?' })).toBeInTheDocument();
    expect(item('Fast & Secure')).toHaveAttribute('open');
    expect(item('Expert Support')).not.toHaveAttribute('open');
    expect(item('Customer-Focused')).not.toHaveAttribute('open');
    // One exclusive group: the browser closes the others when one opens.
    expect(new Set(['Fast & Secure', 'Expert Support', 'Customer-Focused'].map((name) => item(name).getAttribute('name'))).size).toBe(1);
  });

  it('says the agency is private and names the tab', async () => {
    await renderScreen(<AboutUsScreen />);
    expect(screen.getByText(/Test Visa Agency is a private agency, not an embassy/)).toBeInTheDocument();
    expect(document.title).toBe('About Us | Test Visa Agency');
  });
});
