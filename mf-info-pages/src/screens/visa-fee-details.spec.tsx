import { screen, within } from '@testing-library/react';
import { renderScreen } from '../testing/render-screen';
import { scheduleInForce } from '../fees/fee-quotes';
import VisaFeeDetailsScreen from './visa-fee-details';

const usd = (amount: number) => `$${amount.toFixed(2)}`;

describe('Visa Fee Details', () => {
  it('lists government fee, service fee and total per visa for normal and urgent processing, from the fee schedule', async () => {
    await renderScreen(<VisaFeeDetailsScreen />);
    const schedule = scheduleInForce();
    const government = schedule.standardFees.business as number;
    for (const [caption, type] of [
      [/^Normal processing/, 'normal'],
      [/^Urgent processing/, 'urgent'],
    ] as const) {
      const table = screen.getByRole('table', { name: caption });
      const row = within(table).getByRole('row', { name: /^e-Business/ });
      const cells = within(row).getAllByRole('cell').map((cell) => cell.textContent);
      const service = schedule.serviceFees[type];
      expect(cells).toEqual([usd(government), usd(service), usd(government + service)]);
      expect(within(table).getAllByRole('row')).toHaveLength(10);
    }
  });
});
