import { amountToPay, FEE_SCHEDULES } from '@evisa/reference-data';
import { addServiceFee, FEE_PRODUCTS, lowestStandardTotal, scheduleInForce } from './fee-quotes';

describe('fee quotes', () => {
  it('lists every product of the fee schedule', () => {
    expect([...FEE_PRODUCTS].sort()).toEqual(Object.keys(FEE_SCHEDULES[0].standardFees).sort());
  });

  it('adds the service fee to a plain and to a seasonal government fee', () => {
    expect(addServiceFee(80, 49)).toBe(129);
    expect(addServiceFee({ aprilToJune: 10, julyToMarch: 25 }, 49)).toEqual({ aprilToJune: 59, julyToMarch: 74 });
  });

  it('quotes the lowest standard total of the day from the schedule in force', () => {
    const schedule = scheduleInForce('2025-05-10');
    const lowestGovernmentFee = Math.min(...Object.values(schedule.standardFees).map((fee) => (typeof fee === 'number' ? fee : fee.aprilToJune)));
    expect(lowestStandardTotal('2025-05-10')).toBe(lowestGovernmentFee + schedule.serviceFees.normal);
    expect(lowestStandardTotal('2025-11-10')).toBeGreaterThanOrEqual(lowestStandardTotal('2025-05-10'));
  });

  it('agrees with what a standard-fee applicant is charged, in and out of season', () => {
    for (const day of ['2025-05-10', '2025-11-10']) {
      const charged = FEE_PRODUCTS.map((product) => {
        const selection = product.startsWith('tourist') ? { visaService: 'tourist', serviceSubCategory: product.slice('tourist'.length) } : { visaService: product };
        return amountToPay({ ...selection, nationality: 'US', applicationType: 'normal' }, day).total;
      });
      expect(lowestStandardTotal(day)).toBe(Math.min(...charged));
    }
  });
});
