import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staffMessage, type QueueItem } from '@evisa/contracts';
import { ADMIN as admin, queueItemOf, REVIEWER as reviewer } from '@evisa/contracts/testing';
import { renderDeskScreen } from '../testing/render-desk-screen';
import { failed, ok, stubApi } from '@evisa/api-client/testing';
import DeskQueueScreen from './queue';

const item = (over: Partial<QueueItem>) => queueItemOf({ applicationId: 'EVISA-AAAA-1111', ...over });

const older = item({});
const urgent = item({ applicationId: 'EVISA-BBBB-2222', surname: 'DOE', givenName: 'JOHN', urgent: true, applicationType: 'urgent', deadline: '2026-11-23T09:00:00.000Z', overdue: true, state: 'in_review', claimedBy: { id: 'r1', name: 'Ravi Reviewer' } });

async function renderQueue(path = '/agency/queue', answers: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({ 'GET /staff/auth/session': ok({ staff: reviewer, csrfToken: 'csrf-q' }), 'GET /staff/queue': ok({ items: [older, urgent], total: 2, page: 1, pageSize: 50 }), ...answers });
  await renderDeskScreen(<DeskQueueScreen />, { path, route: '/agency/queue' });
  return api;
}

describe('the desk queue', () => {
  it('lists paid applications as the API orders them, urgent ones marked with their deadline', async () => {
    await renderQueue();
    const table = await screen.findByRole('table', { name: 'Applications in the queue' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['EVISA-AAAA-1111', 'EVISA-BBBB-2222']);
    expect(rows[0]).toHaveTextContent('SMITH, JANE');
    expect(rows[0]).toHaveTextContent('e-Tourist Visa');
    expect(rows[0]).not.toHaveTextContent('Urgent');
    expect(rows[1]).toHaveTextContent('Urgent');
    expect(rows[1]).toHaveTextContent('Overdue');
    expect(rows[1]).toHaveTextContent('Nov 23, 2026, 9:00 AM UTC');
    expect(rows[1]).toHaveTextContent('In review');
    expect(within(rows[1]).getByRole('cell', { name: 'You' })).toBeVisible();
    expect(screen.getByText('Applications shown: 2')).toBeVisible();
  });

  it('refreshes by itself when the tab comes back into view, with the same filters and page, keeping the focus', async () => {
    const api = await renderQueue('/agency/queue?state=in_review&page=2');
    const link = within(await screen.findByRole('table')).getByRole('link', { name: 'EVISA-BBBB-2222' });
    link.focus();
    const asked = () => api.calls.filter((call) => call.path === '/staff/queue').map((call) => Object.fromEntries(call.query));
    expect(asked()).toEqual([{ state: 'in_review', page: '2' }]);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(asked()).toEqual([{ state: 'in_review', page: '2' }, { state: 'in_review', page: '2' }]);
    expect(document.activeElement).toBe(link);
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('in_review');
  });

    it('lets an admin assign a received case and reassign one in review to an active member of staff', async () => {
    const asha = { id: 'a2', email: 'asha@agency.example', name: 'Asha Rao', role: 'reviewer' as const, state: 'active' as const, createdAt: '2026-11-01T09:00:00.000Z' };
    const gone = { ...asha, id: 'g3', name: 'Gone Person', state: 'disabled' as const };
    const ravi = { ...asha, id: 'r1', name: 'Ravi Reviewer' };
    const api = stubApi({
      'GET /staff/auth/session': ok({ staff: admin, csrfToken: 'csrf-a' }),
      'GET /staff/queue': ok({ items: [older, urgent], total: 2, page: 1, pageSize: 50 }),
      'GET /staff/accounts': ok([asha, gone, ravi]),
      [`POST /staff/queue/${older.applicationId}/assign`]: () => ok({ ...older, state: 'in_review', claimedBy: { id: asha.id, name: asha.name } }),
    });
    await renderDeskScreen(<DeskQueueScreen />, { path: '/agency/queue', route: '/agency/queue' });
    const received = await screen.findByRole('form', { name: `Give application ${older.applicationId} to someone` });
    // Only active staff, and never the one who already holds it.
    expect(within(received).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a member of staff', 'Asha Rao (reviewer)', 'Ravi Reviewer (reviewer)']);
    const held = screen.getByRole('form', { name: `Give application ${urgent.applicationId} to someone` });
    expect(within(held).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a member of staff', 'Asha Rao (reviewer)']);
    expect(within(held).getByRole('button', { name: 'Reassign' })).toBeVisible();

    await userEvent.click(within(received).getByRole('button', { name: 'Assign' }));
    expect(within(received).getByRole('combobox', { name: /Give it to/ })).toHaveAccessibleDescription(expect.stringContaining('Choose the member of staff'));
    await userEvent.selectOptions(within(received).getByRole('combobox', { name: /Give it to/ }), 'Asha Rao (reviewer)');
    await userEvent.click(within(received).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText(`Application ${older.applicationId} is now with Asha Rao.`)).toBeVisible();
    expect(api.calls.filter((call) => call.path.endsWith('/assign')).map((call) => call.body)).toEqual([{ staffId: 'a2' }]);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByRole('cell', { name: /^Asha Rao/ })).toBeVisible();
  });

    it('marks a case waiting for the applicant (its clock paused) and one whose corrections came back', async () => {
    const waiting = { ...older, state: 'changes_requested' as const, deadlinePaused: true, claimedBy: { id: 'r2', name: 'Asha Rao' } };
    const back = { ...urgent, overdue: false, returned: { round: 1, at: '2026-11-22T09:00:00.000Z' } };
    await renderQueue('/agency/queue', { 'GET /staff/queue': ok({ items: [waiting, back], total: 2, page: 1, pageSize: 50 }) });
    const rows = within(await screen.findByRole('table', { name: 'Applications in the queue' })).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Clock paused: waiting for the applicant');
    expect(rows[0]).not.toHaveTextContent('Corrections back');
    expect(rows[1]).toHaveTextContent('Corrections back');
  });

  it('sends the filters and the search to the API and keeps them in the address', async () => {
    const api = await renderQueue();
    await screen.findByRole('table');
    const filters = screen.getByRole('search', { name: 'Filter the queue' });
    await userEvent.selectOptions(within(filters).getByRole('combobox', { name: 'State' }), 'Submitted to the government');
    await userEvent.selectOptions(within(filters).getByRole('combobox', { name: 'Visa service' }), 'e-Business Visa');
    await userEvent.selectOptions(within(filters).getByRole('combobox', { name: 'Urgency' }), 'Urgent');
    await userEvent.selectOptions(within(filters).getByRole('combobox', { name: 'Who works on it' }), 'Mine');
    await userEvent.selectOptions(within(filters).getByRole('combobox', { name: 'Order' }), 'Soonest travel date first');
    await userEvent.type(within(filters).getByRole('searchbox', { name: 'Number, name, passport, e-mail, phone or government reference' }), '  smi ');
    await userEvent.click(within(filters).getByRole('button', { name: 'Show' }));
    await screen.findByRole('table');
    const last = api.calls.filter((call) => call.path === '/staff/queue').at(-1)!;
    expect(Object.fromEntries(last.query)).toEqual({ state: 'submitted', visaService: 'business', urgency: 'urgent', assigned: 'mine', sort: 'travelDate', search: 'smi' });
  });

  it('pages through a long queue, saying which page of how many', async () => {
    const api = await renderQueue('/agency/queue', { 'GET /staff/queue': ok({ items: [older, urgent], total: 120, page: 1, pageSize: 50 }) });
    const pager = await screen.findByRole('navigation', { name: 'Pages of the queue' });
    expect(pager).toHaveTextContent('Page 1 of 3 (120 applications)');
    expect(within(pager).queryByRole('button', { name: 'Previous page' })).not.toBeInTheDocument();
    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2 of 3 (120 applications)');
    expect(Object.fromEntries(api.calls.filter((call) => call.path === '/staff/queue').at(-1)!.query)).toEqual({ page: '2' });
  });

  it('reads its filters from the address', async () => {
    const api = await renderQueue('/agency/queue?state=received&search=P123');
    await screen.findByRole('table');
    expect(Object.fromEntries(api.calls.find((call) => call.path === '/staff/queue')!.query)).toEqual({ state: 'received', search: 'P123' });
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveDisplayValue('Received');
  });

  it('claims an application with the CSRF token and shows who works on it', async () => {
    await renderQueue('/agency/queue', {
      'POST /staff/queue/EVISA-AAAA-1111/claim': ok({ ...older, state: 'in_review', claimedBy: { id: 'r1', name: 'Ravi Reviewer' } }),
      'POST /staff/queue/EVISA-AAAA-1111/release': ok(older),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Claim application EVISA-AAAA-1111' }));
    expect(await screen.findByText('You are now working on application EVISA-AAAA-1111.')).toBeVisible();
    const row = screen.getByRole('row', { name: /EVISA-AAAA-1111/ });
    expect(row).toHaveTextContent('In review');
    const claim = (globalThis.fetch as jest.Mock).mock.calls.find(([url]) => String(url).endsWith('/claim'));
    expect(claim?.[1].headers['x-csrf-token']).toBe('csrf-q');

    await userEvent.click(within(row).getByRole('button', { name: 'Release application EVISA-AAAA-1111' }));
    expect(await screen.findByText('Application EVISA-AAAA-1111 is back in the queue.')).toBeVisible();
    expect(within(row).getByRole('button', { name: 'Claim application EVISA-AAAA-1111' })).toBeVisible();
  });

  it('says in plain words when someone else claimed it first, and shows the queue again', async () => {
    const api = await renderQueue('/agency/queue', { 'POST /staff/queue/EVISA-AAAA-1111/claim': failed(409, staffMessage('claimedByOther')) });
    await userEvent.click(await screen.findByRole('button', { name: 'Claim application EVISA-AAAA-1111' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Another member of staff is already working on this application.');
    expect(api.calls.filter((call) => call.path === '/staff/queue')).toHaveLength(2);
  });

  it('says when the queue cannot be read', async () => {
    await renderQueue('/agency/queue', { 'GET /staff/queue': { status: 503, body: {} } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is not available right now.');
  });
  it('claims the ticked applications at once and says per case which were claimed and which were refused, and why', async () => {
    const api = await renderQueue('/agency/queue', {
      'POST /staff/queue/claim': ok({
        outcomes: [
          { applicationId: older.applicationId, ok: true, item: { ...older, state: 'in_review', claimedBy: { id: 'r1', name: 'Ravi Reviewer' } } },
          { applicationId: urgent.applicationId, ok: false, message: staffMessage('claimedByOther') },
        ],
      }),
    });
    const bulk = await screen.findByRole('region', { name: 'Several at once' });
    await userEvent.click(within(bulk).getByRole('button', { name: 'Claim selected' }));
    expect(within(bulk).getByRole('alert')).toHaveTextContent('Choose 1 to 100 applications.');
    expect(api.calls.some((call) => call.path === '/staff/queue/claim')).toBe(false);

    // Keyboard: Tab to a line's box and tick it with the space bar; then the page's "select all".
    screen.getByRole('checkbox', { name: `Select application ${older.applicationId}` }).focus();
    await userEvent.keyboard(' ');
    expect(within(bulk).getByText('Selected: 1')).toBeVisible();
    const all = within(bulk).getByRole('checkbox', { name: 'Select every application on this page' });
    expect(all).toHaveProperty('indeterminate', true);
    await userEvent.click(all);
    expect(within(bulk).getByText('Selected: 2')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: `Select application ${urgent.applicationId}` })).toBeChecked();

    await userEvent.click(within(bulk).getByRole('button', { name: 'Claim selected' }));
    expect(await within(bulk).findByText('Done: 1. Refused: 1.')).toBeVisible();
    expect(within(bulk).getByText(`${older.applicationId}: claimed; you are working on it.`)).toBeVisible();
    expect(within(bulk).getByText(`${urgent.applicationId}: refused. Another member of staff is already working on this application.`)).toBeVisible();
    expect(api.last('POST', '/staff/queue/claim')?.body).toEqual({ applicationIds: [older.applicationId, urgent.applicationId] });
    // The claimed line shows its new holder and is no longer ticked; the refused one stays ticked.
    const row = screen.getByRole('row', { name: new RegExp(older.applicationId) });
    expect(row).toHaveTextContent('In review');
    expect(within(row).getByRole('checkbox')).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: `Select application ${urgent.applicationId}` })).toBeChecked();
  });

  it('lets an admin assign the ticked applications to someone, and exports the ticked lines as CSV', async () => {
    const asha = { id: 'a2', email: 'asha@agency.example', name: 'Asha Rao', role: 'reviewer' as const, state: 'active' as const, createdAt: '2026-11-01T09:00:00.000Z' };
    const api = stubApi({
      'GET /staff/auth/session': ok({ staff: admin, csrfToken: 'csrf-a' }),
      'GET /staff/queue': ok({ items: [older, urgent], total: 2, page: 1, pageSize: 50 }),
      'GET /staff/accounts': ok([asha]),
      'POST /staff/queue/assign': ok({ outcomes: [{ applicationId: older.applicationId, ok: true, item: { ...older, state: 'in_review', claimedBy: { id: asha.id, name: asha.name } } }] }),
      'POST /staff/queue/export': ok({ outcomes: [{ applicationId: older.applicationId, ok: true, item: older }] }),
    });
    const saved: Blob[] = [];
    Object.assign(URL, { createObjectURL: jest.fn((blob: Blob) => (saved.push(blob), 'blob:queue')), revokeObjectURL: jest.fn() });
    const names: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await renderDeskScreen(<DeskQueueScreen />, { path: '/agency/queue', route: '/agency/queue' });
    const bulk = await screen.findByRole('region', { name: 'Several at once' });
    await userEvent.click(screen.getByRole('checkbox', { name: `Select application ${older.applicationId}` }));
    const assign = await within(bulk).findByRole('form', { name: 'Give the selected applications to someone' });
    await userEvent.selectOptions(within(assign).getByRole('combobox', { name: 'Assign selected to' }), 'Asha Rao (reviewer)');
    await userEvent.click(within(assign).getByRole('button', { name: 'Assign selected' }));
    expect(await within(bulk).findByText(`${older.applicationId}: now with Asha Rao.`)).toBeVisible();
    expect(api.last('POST', '/staff/queue/assign')?.body).toEqual({ applicationIds: [older.applicationId], staffId: 'a2' });

    await userEvent.click(screen.getByRole('checkbox', { name: `Select application ${older.applicationId}` }));
    await userEvent.click(within(bulk).getByRole('button', { name: 'Export selected (CSV)' }));
    expect(await within(bulk).findByText(`${older.applicationId}: in the CSV file.`)).toBeVisible();
    expect(api.last('POST', '/staff/queue/export')?.body).toEqual({ applicationIds: [older.applicationId] });
    expect(names).toEqual([expect.stringMatching(/^applications-\d{4}-\d{2}-\d{2}\.csv$/)]);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved[0]);
    });
    const [header, line] = text.replace(/^\ufeff/, '').split('\r\n');
    expect(header).toBe('Application number,Surname,Given name,Passport number,Visa service,State,Paid (UTC),Travel date,Due (UTC),Working on it');
    expect(line).toContain(`${older.applicationId},SMITH,JANE,`);
    expect(line).toContain('e-Tourist Visa,Received,');
  });
});
