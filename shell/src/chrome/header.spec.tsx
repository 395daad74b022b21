import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '../testing/render-with-shell';
import { Header, SCROLLED_AT_PX } from './header';

/** The menu button: the <summary> of the drawer's <details>. */
const menuButton = () => document.querySelector<HTMLElement>('summary.menu-button')!;

async function openDrawer() {
  await renderWithShell(<Header />);
  await userEvent.click(menuButton());
  return screen.getByRole('dialog', { name: 'Menu' });
}

describe('Header', () => {
  it('has a logo that links home and the top navigation of spec 2.3', async () => {
    await renderWithShell(<Header />);
    expect(screen.getByRole('link', { name: 'India e-Visa Services home page' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const hrefs = within(nav).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/', '/AboutUs', '/privacy', '/documentRequired', '/service']);
    expect(screen.getByRole('link', { name: 'Application status' })).toHaveAttribute('href', '/status');
  });

  it('changes style once the page has scrolled 80 pixels', async () => {
    await renderWithShell(<Header />);
    const banner = screen.getByRole('banner');
    expect(banner).not.toHaveClass('site-header--scrolled');
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: SCROLLED_AT_PX - 1, configurable: true });
      fireEvent.scroll(window);
    });
    expect(banner).not.toHaveClass('site-header--scrolled');
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: SCROLLED_AT_PX, configurable: true });
      fireEvent.scroll(window);
    });
    expect(banner).toHaveClass('site-header--scrolled');
  });
});

describe('Drawer', () => {
  it('is closed at first, and the menu button opens it: language, the applicant\'s tasks, then the menus', async () => {
    const dialog = await openDrawer();
    expect(menuButton()).toHaveTextContent('Menu');
    expect(menuButton().closest('details')).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // The language choice and the menus, in the order the drawer shows them.
    const sections = [...within(dialog).getAllByRole('combobox'), ...within(dialog).getAllByRole('navigation')]
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
      .map((element) => element.getAttribute('aria-label') ?? within(element).queryByRole('heading', { level: 2 })?.textContent ?? element.tagName);
    expect(sections).toEqual(['SELECT', 'Your application', 'Main menu', 'Explore']);
    const tasks = within(dialog).getByRole('navigation', { name: 'Your application' });
    expect(within(tasks).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Apply for an e-Visa', '/Apply'],
      ['Continue an application', '/partial-Filled'],
      ['Pay for a completed application', '/visa-fee'],
      ['Application status', '/status'],
    ]);
    const main = within(dialog).getByRole('navigation', { name: 'Main menu' });
    expect(within(main).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/', '/AboutUs', '/privacy', '/documentRequired', '/service']);
    // The second mobile menu without what the main menu already lists.
    const explore = within(dialog).getByRole('navigation', { name: 'Explore' });
    expect(within(explore).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/blogs', '/products']);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
  });

  it('toggles with the menu button', async () => {
    await renderWithShell(<Header />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(menuButton());
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    fireEvent.click(menuButton());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with the close button and returns focus to the menu button', async () => {
    await openDrawer();
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton().closest('details')).not.toHaveAttribute('open');
    expect(menuButton()).toHaveFocus();
  });

  it('returns focus to the menu button when focus was elsewhere as it opened (a click in it before the take-over)', async () => {
    await renderWithShell(<Header />);
    // Opened as HTML, then its close button clicked before the page's script took it over: focus is there.
    const close = document.querySelector<HTMLElement>('.drawer__panel button')!;
    close.focus();
    fireEvent.click(menuButton());
    await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton()).toHaveFocus();
  });

  it('closes on Escape and on the backdrop', async () => {
    await openDrawer();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton()).toHaveFocus();
    await userEvent.click(menuButton());
    await userEvent.click(screen.getByTestId('drawer-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps focus inside while open', async () => {
    const dialog = await openDrawer();
    await userEvent.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // Shift+Tab from the first control wraps to the last link.
    expect(within(dialog).getByRole('link', { name: 'Products' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
  });

  it('closes when a link is followed', async () => {
    const dialog = await openDrawer();
    await userEvent.click(within(dialog).getByRole('link', { name: 'Blogs' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
