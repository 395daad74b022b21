import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { useFocusTrap } from './use-focus-trap';

function Page({ withOpener }: { withOpener: boolean }) {
  const [open, setOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  useFocusTrap(dialogRef, open, { onEscape: () => setOpen(false), opener: withOpener ? openerRef : undefined });
  return (
    <>
      <button ref={openerRef} type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Elsewhere</button>
      {open && (
        <div ref={dialogRef} role="dialog" aria-label="Dialog" tabIndex={-1}>
          <button type="button" onClick={() => setOpen(false)}>
            Close
          </button>
        </div>
      )}
    </>
  );
}

/** Opens the dialog while focus is on another element than its opener (an opening the trap did not see). */
function openWithFocusElsewhere() {
  screen.getByRole('button', { name: 'Elsewhere' }).focus();
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
}

describe('useFocusTrap', () => {
  it('returns focus to the opener it is given, wherever focus was when it started', async () => {
    render(<Page withOpener />);
    openWithFocusElsewhere();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('without an opener, returns focus to the element that had it when it started', async () => {
    render(<Page withOpener={false} />);
    openWithFocusElsewhere();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });
});
