import { render, screen } from '@testing-library/react';
import { ReadOnlyField } from './read-only-field';

describe('ReadOnlyField', () => {
  it('shows a label and its value, not as an input', () => {
    render(<ReadOnlyField label="Surname" value="RAO" />);
    expect(screen.getByRole('term')).toHaveTextContent('Surname');
    expect(screen.getByRole('definition')).toHaveTextContent('RAO');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows a dash for an empty value', () => {
    render(<ReadOnlyField label="Previous visa" value="" />);
    expect(screen.getByRole('definition')).toHaveTextContent('—');
  });
});
