import { screen, within } from '@testing-library/react';
import { DEFAULT_SITE_CONFIG } from '@evisa/ui';
import { renderScreen, TEST_CONFIG } from '../testing/render-screen';
import HomeScreen from './home';

describe('Home', () => {
  it('shows the hero slide: title, price line, image, Apply now to the form and Know More to /services/2', async () => {
    await renderScreen(<HomeScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your Indian e-Visa, applied for online with expert help' })).toBeInTheDocument();
    expect(screen.getByText(/^From \$\d+\.\d\d, government fee included$/)).toBeInTheDocument();
    const image = screen.getByRole('img', { name: /India Gate/ });
    expect(image).toHaveAttribute('width', '480');
    expect(image).toHaveAttribute('height', '360');
    expect(screen.getByRole('link', { name: 'Apply now' })).toHaveAttribute('href', '/Apply');
    expect(screen.getByRole('link', { name: /^Know More/ })).toHaveAttribute('href', '/services/2');
    expect(document.title).toBe('Apply for your Indian e-Visa online | Test Visa Agency');
  });

  it('offers the applicant\'s tasks: the three Important Navigations and the status enquiry', async () => {
    await renderScreen(<HomeScreen />);
    const block = screen.getByRole('region', { name: 'What would you like to do?' });
    const links = within(block).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/Apply', '/partial-Filled', '/visa-fee', '/status']);
    ['Apply For E-Visa', 'Complete Partial Filled Form', 'Payment For Complete Form', 'Check Application Status'].forEach((label, i) =>
      expect(within(links[i]).getByText(label)).toBeInTheDocument(),
    );
  });

  it('states on each category card the uploads the upload steps require, and the processing times the application types define', async () => {
    await renderScreen(<HomeScreen />);
    const cards = screen.getByRole('region', { name: 'e-Visa categories' });
    const uploadsOf = (name: string) => {
      const card = within(cards).getByRole('heading', { name }).closest('article') as HTMLElement;
      return within(card).getByText('To upload').nextElementSibling?.textContent;
    };
    expect(uploadsOf('e-Tourist')).toBe('Photograph and Passport copy (bio page)');
    expect(uploadsOf('e-Business')).toBe('Photograph, Passport copy (bio page), and Business card or Business invitation letter');
    expect(uploadsOf('e-Conference')).toBe(
      'Photograph, Passport copy (bio page), Invitation from the organizer, Political clearance from the Ministry of External Affairs, and Event clearance from the Ministry of Home Affairs',
    );
    expect(screen.getByText('Normal processing in 3 to 5 business days, urgent in 48 to 72 business hours')).toBeInTheDocument();
  });

  it('states the e-Visa facts of spec 9.3', async () => {
    await renderScreen(<HomeScreen />);
    const facts = screen.getByRole('region', { name: 'India e-Visa at a glance' });
    expect(facts).toHaveTextContent('at most two visits in a calendar year');
    expect(facts).toHaveTextContent('31 designated airports or 5 seaports');
    expect(facts).toHaveTextContent("Nationals of 162 countries and territories can apply (the Government of India's list as of 01/12/2024)");
    expect(facts).toHaveTextContent('Pakistani passport or are of Pakistani origin');
    const list = within(facts).getByText('Show the 162 eligible nationalities').closest('details') as HTMLElement;
    // Named from the `countries` texts, in place before the screen renders (as in the pre-render): in its first render.
    const names = within(list).getAllByRole('listitem').map((item) => item.textContent);
    expect(names).toHaveLength(162);
    expect(names.slice(0, 3)).toEqual(['Albania', 'Andorra', 'Angola']);
    expect(names).toEqual(expect.arrayContaining(['United Kingdom', 'United States', 'Japan', 'Sri Lanka']));
    ['Pakistan', 'Afghanistan', 'China', 'India', 'Nigeria'].forEach((name) => expect(names).not.toContain(name));
    const categories = screen.getByRole('region', { name: 'e-Visa categories' });
    expect(within(categories).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['e-Tourist', 'e-Business', 'e-Medical', 'e-Medical Attendant', 'e-Conference']);
  });

  it('has the side menu of spec 2.2 and the support box with the configured phone on two lines', async () => {
    await renderScreen(<HomeScreen />);
    const menu = screen.getByRole('navigation', { name: 'Information' });
    expect(within(menu).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['About Us', '/about'],
      ['Privacy Policy', '/PrivacyPolicy'],
      ['Document Required', '/termCondition'],
      ['Services', '/Service'],
      ['FAQ', '/Faq'],
      ['Terms and Conditions', '/Terms-and-Conditions'],
      ['Refund Policy', '/Refund-Policy'],
      ['Instruction For Applicants', '/Instruction'],
      ['Visa Fee Details', '/Visa-Fee-Details'],
      ['Contact Us', '/contact'],
    ]);
    const support = screen.getByRole('region', { name: 'Support' });
    expect(within(support).getAllByText(TEST_CONFIG.agency.phone)).toHaveLength(2);
  });

  it('has a chat button that opens the configured link in a new tab', async () => {
    await renderScreen(<HomeScreen />);
    const chat = screen.getByRole('link', { name: 'Chat with us (opens in a new tab)' });
    expect(chat).toHaveAttribute('href', TEST_CONFIG.agency.chatLink);
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('hides the chat button when no link is configured', async () => {
    await renderScreen(<HomeScreen />, { config: DEFAULT_SITE_CONFIG });
    expect(screen.queryByRole('link', { name: /Chat with us/ })).not.toBeInTheDocument();
  });
});
