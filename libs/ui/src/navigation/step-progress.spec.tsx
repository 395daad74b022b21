import { screen, within } from '@testing-library/react';
import { renderWithI18n } from '../testing/render-with-i18n';
import { StepProgress } from './step-progress';

const STEPS = ['Application', 'Applicant & passport', 'Address & family', 'Visit details', 'Previous visits & references', 'Photo', 'Documents', 'Questions', 'Preview', 'Payment'];

describe('StepProgress', () => {
  it('lists every step and marks the current one', async () => {
    await renderWithI18n(<StepProgress steps={STEPS} current={2} label="Application progress" />);
    const list = screen.getByRole('list', { name: 'Application progress' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(items[2]).toHaveTextContent('Address & family');
    expect(items[0]).toHaveTextContent('Application (completed)');
    expect(items[3]).not.toHaveTextContent('completed');
    expect(screen.getByText('Step 3 of 10: Address & family')).toBeInTheDocument();
  });
});
