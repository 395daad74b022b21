import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithI18n } from '../testing/render-with-i18n';
import { TextField } from '../forms/text-field';
import { ErrorSummary, type FieldErrorItem } from './error-summary';

function Form({ initial }: { initial: FieldErrorItem[] }) {
  const [errors, setErrors] = useState(initial);
  return (
    <>
      <ErrorSummary title="There is a problem" errors={errors} />
      <TextField label="Surname" name="surname" error={errors.find((e) => e.field === 'surname')?.message} onChange={() => setErrors((all) => all.filter((e) => e.field !== 'surname'))} />
      <TextField label="Given name" name="givenName" error={errors.find((e) => e.field === 'givenName')?.message} />
    </>
  );
}

const ERRORS = [
  { field: 'surname', message: 'Enter your surname' },
  { field: 'givenName', message: 'Enter your given name' },
];

describe('ErrorSummary', () => {
  it('renders nothing without errors', async () => {
    await renderWithI18n(<ErrorSummary title="There is a problem" errors={[]} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is an alert that takes focus and lists a link per field in error', async () => {
    await renderWithI18n(<Form initial={ERRORS} />);
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Enter your surname' })).toHaveAttribute('href', '#field-surname');
    expect(screen.getByRole('link', { name: 'Enter your given name' })).toHaveAttribute('href', '#field-givenName');
  });

  it('moves focus to the field when its link is followed, and keeps it there while the applicant edits', async () => {
    await renderWithI18n(<Form initial={ERRORS} />);
    await userEvent.click(screen.getByRole('link', { name: 'Enter your surname' }));
    const surname = screen.getByRole('textbox', { name: 'Surname' });
    expect(surname).toHaveFocus();
    await userEvent.type(surname, 'R');
    expect(screen.queryByRole('link', { name: 'Enter your surname' })).not.toBeInTheDocument();
    expect(surname).toHaveFocus();
  });
});
