import { FEE_SCHEDULES, type FeeSchedule } from './fee-schedule';
import { FeeLookupError, amountToPay, feeProductOf, feeScheduleOn } from './amount-to-pay';

const VERSION = FEE_SCHEDULES[0].version;

function quote(governmentFee: number, serviceFee: number) {
  return { governmentFee, serviceFee, total: governmentFee + serviceFee, currency: 'USD', scheduleVersion: VERSION };
}

describe('amountToPay', () => {
  it.each([
    ['30-day e-Tourist in the lean season', { visaService: 'tourist', serviceSubCategory: '30D', nationality: 'GB', applicationType: 'normal' }, '2025-04-01', quote(10, 49)],
    ['30-day e-Tourist on the last lean day', { visaService: 'tourist', serviceSubCategory: '30D', nationality: 'GB', applicationType: 'normal' }, '2025-06-30', quote(10, 49)],
    ['30-day e-Tourist in the peak season', { visaService: 'tourist', serviceSubCategory: '30D', nationality: 'GB', applicationType: 'normal' }, '2025-07-01', quote(25, 49)],
    ['30-day e-Tourist in March', { visaService: 'tourist', serviceSubCategory: '30D', nationality: 'US', applicationType: 'urgent' }, '2026-03-31', quote(25, 89)],
    ['1-year e-Tourist', { visaService: 'tourist', serviceSubCategory: '1YR', nationality: 'DE', applicationType: 'normal' }, '2025-09-01', quote(40, 49)],
    ['5-year e-Tourist, urgent', { visaService: 'tourist', serviceSubCategory: '5YR', nationality: 'FR', applicationType: 'urgent' }, '2025-09-01', quote(80, 89)],
    ['e-Business', { visaService: 'business', serviceSubCategory: 'businessMeetings', nationality: 'CA', applicationType: 'normal' }, '2025-09-01', quote(80, 49)],
    ['e-Medical', { visaService: 'medical', nationality: 'KE', applicationType: 'normal' }, '2025-09-01', quote(80, 49)],
    ['e-Conference', { visaService: 'conference', nationality: 'BR', applicationType: 'normal' }, '2025-09-01', quote(80, 49)],
    ['Japan, 1-year e-Tourist', { visaService: 'tourist', serviceSubCategory: '1YR', nationality: 'JP', applicationType: 'normal' }, '2025-09-01', quote(25, 49)],
    ['Japan, 30-day e-Tourist in the peak season', { visaService: 'tourist', serviceSubCategory: '30D', nationality: 'JP', applicationType: 'normal' }, '2025-09-01', quote(10, 49)],
    ['Japan, e-Business (standard fee)', { visaService: 'business', nationality: 'JP', applicationType: 'normal' }, '2025-09-01', quote(80, 49)],
    ['gratis nationality', { visaService: 'tourist', serviceSubCategory: '5YR', nationality: 'ZA', applicationType: 'urgent' }, '2025-09-01', quote(0, 89)],
    ['gratis nationality, e-Medical', { visaService: 'medical', nationality: 'AR', applicationType: 'normal' }, '2025-09-01', quote(0, 49)],
  ])('prices %s', (_case, application, on, expected) => {
    expect(amountToPay(application, on)).toEqual(expected);
  });

  it.each([
    [{ visaService: 'tourist', serviceSubCategory: '30D', nationality: 'CN', applicationType: 'normal' }, 'nationality'],
    [{ visaService: 'tourist', serviceSubCategory: '30D', nationality: 'IN', applicationType: 'normal' }, 'nationality'],
    [{ visaService: 'tourist', serviceSubCategory: '30D', nationality: undefined, applicationType: 'normal' }, 'nationality'],
    [{ visaService: 'tourist', serviceSubCategory: '30D', nationality: 'GB', applicationType: 'express' }, 'application type'],
    [{ visaService: 'tourist', serviceSubCategory: '2YR', nationality: 'GB', applicationType: 'normal' }, 'e-Tourist duration'],
    [{ visaService: 'student', nationality: 'GB', applicationType: 'normal' }, 'visa service'],
  ])('refuses to price %j', (application, reason) => {
    expect(() => amountToPay(application, '2025-09-01')).toThrow(FeeLookupError);
    expect(() => amountToPay(application, '2025-09-01')).toThrow(reason);
  });
});

describe('feeScheduleOn', () => {
  const older: FeeSchedule = { ...FEE_SCHEDULES[0], version: 'old', effectiveFrom: '2024-01-01' };
  const newer: FeeSchedule = { ...FEE_SCHEDULES[0], version: 'new', effectiveFrom: '2025-10-01', serviceFees: { normal: 1, urgent: 2 } };
  const schedules = [older, newer];

  it.each([
    ['2024-01-01', 'old'],
    ['2025-09-30', 'old'],
    ['2025-10-01', 'new'],
    ['2030-01-01', 'new'],
  ])('picks the schedule in force on %s', (on, version) => {
    expect(feeScheduleOn(on, schedules).version).toBe(version);
  });

  it('records the version a quote was computed from', () => {
    const application = { visaService: 'medical', nationality: 'GB', applicationType: 'urgent' };
    expect(amountToPay(application, '2025-10-01', schedules)).toEqual({ governmentFee: 80, serviceFee: 2, total: 82, currency: 'USD', scheduleVersion: 'new' });
  });

  it('fails before the first schedule and on a malformed date', () => {
    expect(() => feeScheduleOn('2023-12-31', schedules)).toThrow('No fee schedule');
    expect(() => feeScheduleOn('01/10/2025', schedules)).toThrow('yyyy-mm-dd');
  });
});

describe('feeProductOf', () => {
  it.each([
    ['tourist', '30D', 'tourist30D'],
    ['tourist', '5YR', 'tourist5YR'],
    ['ayushAttendant', 'ayushPatientAttendant', 'ayushAttendant'],
  ])('charges %s/%s as %s', (service, sub, product) => {
    expect(feeProductOf(service, sub)).toBe(product);
  });
});

describe('FEE_SCHEDULES', () => {
  it('are versioned, dated and in USD', () => {
    FEE_SCHEDULES.forEach((schedule) => {
      expect(schedule.version).not.toBe('');
      expect(schedule.effectiveFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(schedule.currency).toBe('USD');
      expect(schedule.source).toContain('indianvisaonline.gov.in');
    });
  });
});
