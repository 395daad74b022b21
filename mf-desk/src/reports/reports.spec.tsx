import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failed, ok, stubApi } from '@evisa/api-client/testing';
import { STAFF_MESSAGES, type Report } from '@evisa/contracts';
import { ADMIN as admin } from '@evisa/contracts/testing';
import { renderDeskScreen } from '../testing/render-desk-screen';
import { reportCsv } from './report-csv';
import Reports from './reports';

const money: Report = {
  kind: 'money',
  timeZone: 'Asia/Kolkata',
  from: '2026-11-20',
  to: '2026-11-21',
  currency: 'USD',
  rows: [
    { day: '2026-11-20', payments: 2, captured: '178.00', refunds: 1, refunded: '10.00', net: '168.00' },
    { day: '2026-11-21', payments: 0, captured: '0.00', refunds: 1, refunded: '15.00', net: '-15.00' },
  ],
  totals: { payments: 2, captured: '178.00', refunds: 2, refunded: '25.00', net: '153.00' },
};

const missed: Report = {
  kind: 'missedDeadlines',
  timeZone: 'Asia/Kolkata',
  from: '2026-11-01',
  to: '2026-11-21',
  rows: [{ applicationId: 'IN0ABCDABCDAB1', urgent: true, deadline: '2026-11-10T12:00:00.000Z', finishedAt: null, state: 'in_review', person: '=HYPERLINK("http://x")' }],
  totals: null,
};

describe('the reports page', () => {
  it('shows a report with its totals and the time zone its days are counted in, and asks again on Show', async () => {
    const api = stubApi({
      'GET /staff/auth/session': ok({ staff: admin, csrfToken: 'csrf-a' }),
      'GET /staff/reports/states': ok({ ...money, kind: 'states', rows: [], totals: null }),
      'GET /staff/reports/money': ok(money),
    });
    await renderDeskScreen(<Reports />, { path: '/agency/reports', route: '/agency/reports' });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Report' }), 'money');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    const table = await screen.findByRole('region', { name: /^Revenue and refunds by day, / });
    expect(screen.getByText('Days are counted in the agency’s time zone: Asia/Kolkata.')).toBeVisible();
    const cells = within(table)
      .getAllByRole('row')
      .map((row) => Array.from(row.children).map((cell) => cell.textContent));
    expect(cells).toEqual([
      ['Day', 'Payments', 'Captured (USD)', 'Refunds', 'Refunded (USD)', 'Net (USD)'],
      ['2026-11-20', '2', '178.00', '1', '10.00', '168.00'],
      ['2026-11-21', '0', '0.00', '1', '15.00', '-15.00'],
      ['Total', '2', '178.00', '2', '25.00', '153.00'],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    const asked = api.calls.filter((call) => call.path === '/staff/reports/money');
    expect(asked).toHaveLength(2);
    expect(asked[1].query.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('words the deadlines missed: urgency, times, nobody and not yet', async () => {
    stubApi({ 'GET /staff/auth/session': ok({ staff: admin, csrfToken: 'csrf-a' }), 'GET /staff/reports/states': ok({ ...money, kind: 'states', rows: [], totals: null }), 'GET /staff/reports/missedDeadlines': ok({ ...missed, rows: [{ ...missed.rows[0], person: null }] }) });
    await renderDeskScreen(<Reports />, { path: '/agency/reports', route: '/agency/reports' });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Report' }), 'missedDeadlines');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    const table = await screen.findByRole('region', { name: /^Deadlines missed, / });
    expect(screen.getByText('Cases that missed their deadline: 1')).toBeVisible();
    expect(Array.from(within(table).getAllByRole('row')[1].children).map((cell) => cell.textContent)).toEqual(['IN0ABCDABCDAB1', 'Yes', 'Nov 10, 2026, 12:00 PM UTC', 'Not yet', 'In review', 'Nobody']);
  });

  it('says why the API refused the period, in its words', async () => {
    stubApi({ 'GET /staff/auth/session': ok({ staff: admin, csrfToken: 'csrf-a' }) }, { unknown: failed(400, STAFF_MESSAGES.reportPeriodInvalid) });
    await renderDeskScreen(<Reports />, { path: '/agency/reports', route: '/agency/reports' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a period by its first and last day (YYYY-MM-DD), the first not after the last, of at most 366 days.');
  });
});

describe('a report as CSV', () => {
  it('quotes as RFC 4180 says, keeps numbers (negative ones too) and defuses formulas', () => {
    const csv = reportCsv({
      header: ['Day', 'Net (USD)', 'Member of staff'],
      rows: [
        ['2026-11-21', '-15.00', '=HYPERLINK("http://x")'],
        ['2026-11-22', '3.50', 'Rao, "Asha"'],
        ['2026-11-23', '0.00', '@SUM(A1)'],
        ['2026-11-24', '1.00', '+1-2'],
      ],
      totals: ['Total', '-10.50', ''],
    });
    expect(csv.split('\r\n')).toEqual([
      'Day,Net (USD),Member of staff',
      `2026-11-21,-15.00,"'=HYPERLINK(""http://x"")"`,
      '2026-11-22,3.50,"Rao, ""Asha"""',
      `2026-11-23,0.00,"'@SUM(A1)"`,
      `2026-11-24,1.00,"'+1-2"`,
      'Total,-10.50,',
    ]);
  });
});
