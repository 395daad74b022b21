import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderWithI18n } from '../testing/render-with-i18n';
import { DateField, dateFromParts, dateParts } from './date-field';

/** A DateField whose value lives in the test, as a form keeps it; `seen` records every value reported. */
function Controlled({ initial = '', seen }: { initial?: string; seen: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Date of birth"
        name="dateOfBirth"
        required
        autoComplete="bday"
        value={value}
        onChange={(next) => {
          seen.push(next);
          setValue(next);
        }}
      />
      <button type="button" onClick={() => setValue('2001-12-31')}>
        Load
      </button>
    </>
  );
}

describe('DateField', () => {
  it('is one fieldset whose legend is the question, with labelled numeric day, month and year boxes and an example', async () => {
    await renderWithI18n(<Controlled initial="1985-03-27" seen={[]} />);
    const group = screen.getByRole('group', { name: /Date of birth/ });
    expect(group).toHaveAccessibleDescription('For example, 27 3 1985');
    const day = within(group).getByLabelText('Day');
    expect(day).toHaveAttribute('id', 'field-dateOfBirth');
    expect(day).toHaveAttribute('inputmode', 'numeric');
    expect(day).toHaveAttribute('autocomplete', 'bday-day');
    expect(day).toHaveValue('27');
    expect(within(group).getByLabelText('Month')).toHaveValue('03');
    expect(within(group).getByLabelText('Year')).toHaveValue('1985');
    expect(within(group).getByLabelText('Year')).toHaveAttribute('inputmode', 'numeric');
  });

  it('reports a real date as yyyy-mm-dd and keeps what is typed while it is not one yet', async () => {
    const seen: string[] = [];
    await renderWithI18n(<Controlled seen={seen} />);
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '3' } });
    expect(screen.getByLabelText('Day')).toHaveValue('7');
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '1985' } });
    expect(seen).toEqual(['--7', '-3-7', '1985-03-07']);
    // The boxes keep the applicant's own digits, not the padded value.
    expect(screen.getByLabelText('Day')).toHaveValue('7');
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '31' } });
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2' } });
    expect(seen.at(-1)).toBe('1985-2-31');
  });

  it('shows a value set from outside (a loaded record) in its boxes', async () => {
    await renderWithI18n(<Controlled initial="1985-03-27" seen={[]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    expect(screen.getByLabelText('Day')).toHaveValue('31');
    expect(screen.getByLabelText('Month')).toHaveValue('12');
    expect(screen.getByLabelText('Year')).toHaveValue('2001');
  });

  it('puts its error on the fieldset and marks every box invalid', async () => {
    await renderWithI18n(<DateField label="Expected date of arrival" name="expectedArrival" value="" onChange={() => undefined} error="Expected arrival date must be in the future" />);
    const group = screen.getByRole('group', { name: 'Expected date of arrival' });
    expect(group).toHaveAccessibleDescription('For example, 27 3 1985 Error: Expected arrival date must be in the future');
    for (const part of ['Day', 'Month', 'Year']) expect(within(group).getByLabelText(part)).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('dateFromParts and dateParts', () => {
  it.each([
    [{ day: '', month: '', year: '' }, ''],
    [{ day: '1', month: '2', year: '2024' }, '2024-02-01'],
    [{ day: '29', month: '02', year: '2024' }, '2024-02-29'],
    [{ day: '29', month: '02', year: '2023' }, '2023-02-29'],
    [{ day: '12', month: '13', year: '2024' }, '2024-13-12'],
    [{ day: '12', month: '3', year: '85' }, '85-3-12'],
  ])('%o makes %s', (parts, value) => {
    expect(dateFromParts(parts)).toBe(value);
  });

  it('reads the parts back from what it made', () => {
    expect(dateParts('2024-02-01')).toEqual({ day: '01', month: '02', year: '2024' });
    expect(dateParts('-3-7')).toEqual({ day: '7', month: '3', year: '' });
    expect(dateParts('')).toEqual({ day: '', month: '', year: '' });
  });
});
