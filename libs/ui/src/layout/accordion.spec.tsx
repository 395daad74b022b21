import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from './accordion';

const ITEMS = [
  { id: 'fast', title: 'Fast & Secure', content: <p>Most applications processed within hours.</p> },
  { id: 'expert', title: 'Expert Support', content: <p>Experts review every application.</p> },
  { id: 'customer', title: 'Customer-Focused', content: <p>Support 24/7 in several languages.</p> },
];

/** The <details> whose <summary> holds the heading of that name. */
const item = (name: string) => screen.getByRole('heading', { name }).closest('details')!;

describe('Accordion', () => {
  it('opens the first item initially, each item a <details> whose summary holds its heading', () => {
    render(<Accordion items={ITEMS} />);
    expect(item('Fast & Secure')).toHaveAttribute('open');
    expect(item('Expert Support')).not.toHaveAttribute('open');
    expect(item('Fast & Secure').querySelector('summary')).toContainElement(screen.getByRole('heading', { level: 3, name: 'Fast & Secure' }));
    expect(screen.getByText('Most applications processed within hours.')).toBeVisible();
    expect(screen.getByText('Experts review every application.')).not.toBeVisible();
  });

  it('starts all closed when asked, with the headings at the level given', () => {
    render(<Accordion items={ITEMS} headingLevel={2} initiallyOpen={null} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(document.querySelectorAll('details[open]')).toHaveLength(0);
  });

  it('is one exclusive group: the items share a name, which another accordion does not', () => {
    render(
      <>
        <Accordion items={ITEMS} />
        <Accordion items={[{ id: 'other', title: 'Other', content: 'Other text' }]} />
      </>,
    );
    const names = ITEMS.map(({ title }) => item(title).getAttribute('name'));
    expect(names[0]).toBeTruthy();
    expect(new Set(names).size).toBe(1);
    expect(item('Other').getAttribute('name')).not.toBe(names[0]);
  });

  it('opens and closes by its summary, as the browser does it', async () => {
    render(<Accordion items={ITEMS} initiallyOpen={null} />);
    await userEvent.click(screen.getByText('Expert Support'));
    expect(item('Expert Support')).toHaveAttribute('open');
    expect(screen.getByText('Experts review every application.')).toBeVisible();
    await userEvent.click(screen.getByText('Expert Support'));
    expect(item('Expert Support')).not.toHaveAttribute('open');
  });
});
