import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../testing/render-with-i18n';
import { SelectField } from './select-field';

const PORTS = [
  { value: 'delhi-airport', label: 'Delhi Airport' },
  { value: 'mumbai-seaport', label: 'Mumbai Seaport' },
];

describe('SelectField', () => {
  it('offers the prompt and the options and reports the choice', async () => {
    const onChange = jest.fn();
    await renderWithI18n(<SelectField label="Expected port of exit" name="expectedPortOfExit" placeholder="Select Port Of Exit" options={PORTS} defaultValue="" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Expected port of exit' });
    expect(screen.getByRole('option', { name: 'Select Port Of Exit' })).toHaveValue('');
    await userEvent.selectOptions(select, 'Mumbai Seaport');
    expect(select).toHaveValue('mumbai-seaport');
    expect(onChange).toHaveBeenCalled();
  });

  it('shows its error and is marked invalid', async () => {
    await renderWithI18n(<SelectField label="Port of arrival" name="portOfArrival" options={PORTS} error="This field is required" />);
    const select = screen.getByRole('combobox', { name: 'Port of arrival' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Error: This field is required');
  });
});
