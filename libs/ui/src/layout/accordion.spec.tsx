import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from './accordion';

const ITEMS = [
  { id: 'fast', title: 'Fast & Secure', content: <p>Most applications processed within hours.</p> },
  { id: 'expert', title: 'Expert Support', content: <p>Experts review every application.</p> },
  { id: 'customer', title: 'Customer-Focused', content: <p>Support 24/7 in several languages.</p> },
];

const button = (name: string) => screen.getByRole('button', { name });

describe('Accordion', () => {
  it('opens the first item initially, with its region labelled by its button', () => {
    render(<Accordion items={ITEMS} />);
    expect(button('Fast & Secure')).toHaveAttribute('aria-expanded', 'true');
    expect(button('Expert Support')).toHaveAttribute('aria-expanded', 'false');
    const region = screen.getByRole('region', { name: 'Fast & Secure' });
    expect(region).toHaveTextContent('Most applications processed within hours.');
    expect(button('Fast & Secure')).toHaveAttribute('aria-controls', region.id);
    expect(screen.queryByRole('region', { name: 'Expert Support' })).not.toBeInTheDocument();
  });

  it('keeps one item open at a time, and clicking the open item closes it', async () => {
    render(<Accordion items={ITEMS} />);
    await userEvent.click(button('Expert Support'));
    expect(button('Expert Support')).toHaveAttribute('aria-expanded', 'true');
    expect(button('Fast & Secure')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button('Expert Support'));
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('is keyboard operable: arrows move between items, Enter and Space toggle', async () => {
    render(<Accordion items={ITEMS} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    button('Fast & Secure').focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(button('Expert Support')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(button('Expert Support')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{End}');
    expect(button('Customer-Focused')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(button('Customer-Focused')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(button('Fast & Secure')).toHaveFocus();
  });
});
