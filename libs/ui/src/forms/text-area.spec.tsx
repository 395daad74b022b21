import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../testing/render-with-i18n';
import { TextArea } from './text-area';

describe('TextArea', () => {
  it('is a multi-line box named by its label, with hint and error linked', async () => {
    await renderWithI18n(<TextArea label="Details" name="givenDetailarrested" hint="Where and when" error="This field is required" />);
    const box = screen.getByRole('textbox', { name: 'Details' });
    expect(box.tagName).toBe('TEXTAREA');
    await userEvent.type(box, 'Nothing');
    expect(box).toHaveValue('Nothing');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Where and when Error: This field is required');
  });
});
