import { act } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as routing from './index';
import { MemoryRouter } from './testing';

const { Link, Route, Routes, useLocation, useParams, useSearchParams } = routing;

function Step() {
  const { id } = useParams();
  const [query] = useSearchParams();
  const { pathname } = useLocation();
  return <p>{`${pathname} ${id} ${query.get('returnTo')}`}</p>;
}

describe('@evisa/routing', () => {
  it('exports exactly the router parts the apps use (each one ships with every page)', () => {
    expect(Object.keys(routing).sort()).toEqual(
      ['BrowserRouter', 'Link', 'NavLink', 'Route', 'Routes', 'useLocation', 'useNavigate', 'useParams', 'useSearchParams'].sort(),
    );
  });

  it('routes, reads parameters and follows links, with the test router sharing its context', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<Link to="/Apply2/ABC?returnTo=preview">next</Link>} />
          <Route path="/Apply2/:id" element={<Step />} />
        </Routes>
      </MemoryRouter>,
    );
    await act(() => userEvent.click(screen.getByRole('link', { name: 'next' })));
    expect(screen.getByText('/Apply2/ABC ABC preview')).toBeInTheDocument();
  });
});
