import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../testing/render-with-i18n';
import { TextField } from './text-field';
import { fieldId } from './field-ids';

describe('TextField', () => {
  it('is named by its label and takes typing', async () => {
    const onChange = jest.fn();
    await renderWithI18n(<TextField label="Surname" name="surname" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Surname' });
    await userEvent.type(input, 'Rao');
    expect(onChange).toHaveBeenCalledTimes(3);
    expect(input).toHaveAttribute('id', fieldId('surname'));
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('describes itself by its hint and its error and is marked invalid', async () => {
    await renderWithI18n(<TextField label="E-mail" name="email" type="email" required hint="We send the e-Visa here" error="Please enter a valid email address" />);
    const input = screen.getByRole('textbox', { name: /E-mail/ });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We send the e-Visa here Error: Please enter a valid email address');
  });
});
