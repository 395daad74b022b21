import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithI18n } from '../testing/render-with-i18n';
import { RadioGroup } from './radio-group';
import { fieldId } from './field-ids';

const YES_NO = [
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No' },
] as const;

function Question({ error }: { error?: string }) {
  const [value, setValue] = useState<'Yes' | 'No' | ''>('');
  return <RadioGroup label="Have you ever been arrested?" name="arrested" options={YES_NO} value={value} onChange={setValue} error={error} required />;
}

describe('RadioGroup', () => {
  it('is a group named by its question whose radios can be chosen', async () => {
    await renderWithI18n(<Question />);
    const group = screen.getByRole('group', { name: /Have you ever been arrested\?/ });
    expect(group).toBeInTheDocument();
    const yes = screen.getByRole('radio', { name: 'Yes' });
    expect(yes).toHaveAttribute('id', fieldId('arrested'));
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(yes).not.toBeChecked();
  });

  it('is described by its error and marks its radios invalid', async () => {
    await renderWithI18n(<Question error="This field is required" />);
    expect(screen.getByRole('group', { name: /arrested/ })).toHaveAccessibleDescription('Error: This field is required');
    for (const radio of screen.getAllByRole('radio')) expect(radio).toHaveAttribute('aria-invalid', 'true');
  });
});
