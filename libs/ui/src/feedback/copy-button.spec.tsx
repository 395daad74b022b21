import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CopyButton } from './copy-button';

describe('CopyButton', () => {
  it('copies its text and announces that it did', async () => {
    const user = userEvent.setup();
    render(<CopyButton text="EVISA-123" label="Copy" copiedLabel="Copied" accessibleLabel="Copy application ID" />);
    await user.click(screen.getByRole('button', { name: 'Copy application ID' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Copied');
    await expect(navigator.clipboard.readText()).resolves.toBe('EVISA-123');
  });
});
