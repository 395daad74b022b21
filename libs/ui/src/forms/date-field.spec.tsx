import { fireEvent, screen } from '@testing-library/react';
import { renderWithI18n } from '../testing/render-with-i18n';
import { DateField } from './date-field';

describe('DateField', () => {
  it('is a native date input bounded by min and max', async () => {
    const onChange = jest.fn();
    await renderWithI18n(<DateField label="Date of birth" name="dateOfBirth" max="2025-01-01" min="1900-01-01" hint="For example 27/03/1985" onChange={onChange} />);
    const input = screen.getByLabelText('Date of birth');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAttribute('max', '2025-01-01');
    expect(input).toHaveAttribute('min', '1900-01-01');
    expect(input).toHaveAccessibleDescription('For example 27/03/1985');
    fireEvent.change(input, { target: { value: '1985-03-27' } });
    expect(onChange).toHaveBeenCalled();
    expect(input).toHaveValue('1985-03-27');
  });

  it('links its error', async () => {
    await renderWithI18n(<DateField label="Expected date of arrival" name="expectedArrival" error="Expected arrival date must be in the future" />);
    const input = screen.getByLabelText('Expected date of arrival');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Error: Expected arrival date must be in the future');
  });
});
