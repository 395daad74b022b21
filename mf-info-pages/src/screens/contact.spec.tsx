import { screen } from '@testing-library/react';
import { renderScreen, TEST_CONFIG } from '../testing/render-screen';
import ContactScreen from './contact';

describe('Contact', () => {
  it("shows the agency's phone, e-mail and chat from the configuration", async () => {
    const { container } = await renderScreen(<ContactScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: TEST_CONFIG.agency.phone })[0]).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    expect(screen.getAllByRole('link', { name: TEST_CONFIG.agency.email })[0]).toHaveAttribute('href', `mailto:${TEST_CONFIG.agency.email}`);
    expect(screen.getByRole('link', { name: 'Start a chat (opens in a new tab)' })).toHaveAttribute('href', TEST_CONFIG.agency.chatLink);
    expect(container.querySelector('[data-slot="contact-form"]')).toBeInTheDocument();
  });
});
