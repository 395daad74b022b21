import { render, screen } from '@testing-library/react';
import { Button } from './button';

describe('Button', () => {
  it('is a plain button by default', () => {
    render(<Button>Save and Continue</Button>);
    expect(screen.getByRole('button', { name: 'Save and Continue' })).toHaveAttribute('type', 'button');
  });

  it('is disabled and says what it is doing while busy', () => {
    render(
      <Button type="submit" busy busyText="Processing Application...">
        Save and Continue
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Processing Application...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});
