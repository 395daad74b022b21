import { screen, within } from '@testing-library/react';
import { ok, stubApi } from '@evisa/api-client/testing';
import { ADMIN as admin } from '@evisa/contracts/testing';
import { renderDeskScreen } from '../testing/render-desk-screen';
import AccountHistory from './account-history';

describe('the account and template activity page', () => {
  it('words account actions and refused sign-ins, people by name, with the address', async () => {
    stubApi({
      'GET /staff/auth/session': ok({ staff: admin, csrfToken: 'csrf-a' }),
      'GET /staff/account-history': ok([
        { at: '2026-11-22T10:02:00.000Z', kind: 'staff.signInLocked', actor: { kind: 'signedOut' }, facts: { email: 'ravi@agency.example', scope: 'account', failures: 6, seconds: 2 }, address: '10.0.0.7' },
        { at: '2026-11-22T10:01:00.000Z', kind: 'staff.signInFailed', actor: { kind: 'signedOut' }, facts: { email: 'ravi@agency.example', knownDevice: false }, address: '10.0.0.7' },
        { at: '2026-11-21T09:00:00.000Z', kind: 'staff.disabled', actor: { kind: 'staff', name: 'Anil Admin' }, facts: { person: 'Ravi Reviewer', from: 'active', to: 'disabled' }, address: '127.0.0.1' },
        { at: '2026-11-20T09:00:00.000Z', kind: 'staff.added', actor: { kind: 'commandLine' }, facts: { person: 'Anil Admin', email: 'anil@agency.example', role: 'admin' }, address: 'cli' },
      ]),
    });
    await renderDeskScreen(<AccountHistory />, { path: '/agency/account-history', route: '/agency/account-history' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Account and template activity' })).toBeVisible();
    const table = await screen.findByRole('region', { name: 'Account and template activity, newest first' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Nov 22, 2026, 10:02 AM UTC', 'Someone not signed in', 'After 6 failed sign-ins for this account from new browsers, the next attempt must wait 2 seconds (ravi@agency.example).', '10.0.0.7'],
      ['Nov 22, 2026, 10:01 AM UTC', 'Someone not signed in', 'Sign-in refused for ravi@agency.example.', '10.0.0.7'],
      ['Nov 21, 2026, 9:00 AM UTC', 'Anil Admin', 'Disabled the account of Ravi Reviewer.', '127.0.0.1'],
      ['Nov 20, 2026, 9:00 AM UTC', 'The staff command on the server', 'Added Anil Admin (anil@agency.example) as administrator.', 'cli'],
    ]);
  });
});
