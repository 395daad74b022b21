import { arrivalTooSoonForPayment } from './payment-deadline';

describe('arrivalTooSoonForPayment (spec 2.14: pay at least 4 days before the journey)', () => {
  it.each([
    ['2025-06-19', false],
    ['2025-06-18', true],
    ['2025-06-15', true],
    ['2025-06-01', true],
    ['2025-07-01', false],
    ['', true],
    [undefined, true],
  ])('arrival %s, today 2025-06-15: too soon = %s', (arrival, expected) => {
    expect(arrivalTooSoonForPayment(arrival, '2025-06-15')).toBe(expected);
  });
});
