import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../testing/render-with-i18n';
import { FileField } from './file-field';

describe('FileField', () => {
  it('takes a file through its label and links its hint and error', async () => {
    const onChange = jest.fn();
    await renderWithI18n(
      <FileField label="Passport copy" name="passportCopy" accept="image/jpeg,image/png" hint="JPG or PNG, at most 1MB" error="Please upload your passport image." onChange={onChange} />,
    );
    const input = screen.getByLabelText('Passport copy') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png');
    expect(input).toHaveAccessibleDescription('JPG or PNG, at most 1MB Error: Please upload your passport image.');
    await userEvent.upload(input, new File(['x'], 'passport.png', { type: 'image/png' }));
    expect(onChange).toHaveBeenCalled();
    expect(input.files?.[0]?.name).toBe('passport.png');
  });
});
