import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { failed, ok, stubApi } from '@evisa/api-client/testing';
import { STAFF_MESSAGES } from '@evisa/contracts';
import { renderDeskScreen } from '../testing/render-desk-screen';
import { useStaffResource } from './use-staff-resource';

function Probe() {
  const [path, setPath] = useState('/staff/slow');
  const { data, failure, readAgain } = useStaffResource<string>(path);
  return (
    <>
      <button onClick={() => setPath('/staff/fast')}>fast</button>
      <button onClick={() => setPath('/staff/refused')}>refused</button>
      <button onClick={readAgain}>again</button>
      <p data-testid="shown">{failure || data || 'nothing yet'}</p>
    </>
  );
}

describe('useStaffResource', () => {
  it('shows the newest read: an answer that comes after a newer read started is ignored; a refusal in the staff’s words', async () => {
    let answerSlow: (value: ReturnType<typeof ok>) => void = () => undefined;
    let fastReads = 0;
    const api = stubApi({
      'GET /staff/slow': () => new Promise((resolve) => (answerSlow = resolve)),
      'GET /staff/fast': () => ok(`fast ${(fastReads += 1)}`),
      'GET /staff/refused': failed(403, STAFF_MESSAGES.adminOnly),
    });
    await renderDeskScreen(<Probe />, { path: '/agency/probe', route: '/agency/probe' });
    expect(screen.getByTestId('shown')).toHaveTextContent('nothing yet');

    await act(async () => screen.getByRole('button', { name: 'fast' }).click());
    expect(await screen.findByText('fast 1')).toBeVisible();
    await act(async () => answerSlow(ok('slow')));
    expect(screen.getByTestId('shown')).toHaveTextContent('fast 1');

    await act(async () => screen.getByRole('button', { name: 'again' }).click());
    expect(await screen.findByText('fast 2')).toBeVisible();

    await act(async () => screen.getByRole('button', { name: 'refused' }).click());
    expect(await screen.findByText(STAFF_MESSAGES.adminOnly)).toBeVisible();
    expect(api.calls.map((call) => call.path).filter((path) => path.startsWith('/staff/') && path !== '/staff/auth/session')).toEqual(['/staff/slow', '/staff/fast', '/staff/fast', '/staff/refused']);
    api.restore();
  });
});
