import { render, screen } from '@testing-library/react';
import { FormSection } from './form-section';

describe('FormSection', () => {
  it('is a group named by its legend, which is also a heading', () => {
    render(
      <FormSection legend="Passport Details" description="As printed in your passport">
        <label>
          Passport number <input name="passportNumber" />
        </label>
      </FormSection>,
    );
    const group = screen.getByRole('group', { name: 'Passport Details' });
    expect(group).toContainElement(screen.getByRole('textbox', { name: 'Passport number' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Passport Details' })).toBeInTheDocument();
    expect(screen.getByText('As printed in your passport')).toBeInTheDocument();
  });
});
