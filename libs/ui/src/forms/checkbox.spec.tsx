import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../testing/render-with-i18n';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles by its label', async () => {
    await renderWithI18n(<Checkbox label="I accept the declaration" name="declaration" />);
    await userEvent.click(screen.getByText('I accept the declaration'));
    expect(screen.getByRole('checkbox', { name: 'I accept the declaration' })).toBeChecked();
  });

  it('links its hint and error', async () => {
    await renderWithI18n(<Checkbox label="I accept" name="declaration" hint="Read it first" error="Please accept the declaration." required />);
    const box = screen.getByRole('checkbox', { name: /I accept/ });
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Read it first Error: Please accept the declaration.');
  });
});
