import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './modal';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        View Doc
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Passport copy" closeLabel="Close" footer={<button type="button">Download</button>}>
        <p>Preview</p>
      </Modal>
    </>
  );
}

async function openModal() {
  render(<Page />);
  const opener = screen.getByRole('button', { name: 'View Doc' });
  await userEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Passport copy' }) };
}

describe('Modal', () => {
  it('opens as a modal dialog named by its title with focus inside', async () => {
    const { dialog } = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    await openModal();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Download' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Download' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const { opener } = await openModal();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with its close button', async () => {
    const { opener } = await openModal();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
