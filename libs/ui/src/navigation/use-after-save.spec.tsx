import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@evisa/routing/testing';
import { Route, Routes, useLocation } from '@evisa/routing';
import { useAfterSave } from './use-after-save';

function SaveButton() {
  const afterSave = useAfterSave();
  return (
    <button type="button" onClick={() => afterSave('/Apply3/ID1', 'ID1')}>
      save
    </button>
  );
}

function Where() {
  return <p>{`at ${useLocation().pathname}`}</p>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/Apply2/:id" element={<SaveButton />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('useAfterSave', () => {
  it('goes on to the next step', async () => {
    renderAt('/Apply2/ID1');
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(screen.getByText('at /Apply3/ID1')).toBeInTheDocument();
  });

  it('returns to Preview when the step was opened from a change link', async () => {
    renderAt('/Apply2/ID1?returnTo=preview');
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(screen.getByText('at /Preview/ID1')).toBeInTheDocument();
  });
});
