import { exactAge, formatDisplayDate, isIsoDate, isoMonthsAfter, isoYearsBefore, toIsoDate, todayIso } from './iso-date';

describe('isIsoDate', () => {
  it.each(['2025-06-15', '2024-02-29', '0001-01-01', '1999-12-31'])('accepts %s', (date) => expect(isIsoDate(date)).toBe(true));
  it.each(['2025-02-29', '2025-13-01', '2025-04-31', '2025-6-15', '15/06/2025', '2025-06-15T00:00:00Z', '', ' 2025-06-15', undefined, 20250615])(
    'rejects %p',
    (date) => expect(isIsoDate(date)).toBe(false),
  );
});

describe('exactAge', () => {
  it.each([
    ['2007-06-15', '2025-06-15', 18],
    ['2007-06-16', '2025-06-15', 17],
    ['2007-12-31', '2025-06-15', 17],
    ['2007-01-01', '2025-06-15', 18],
    ['2004-02-29', '2022-02-28', 17],
    ['2004-02-29', '2022-03-01', 18],
  ])('born %s is %d on %s', (born, today, age) => {
    expect(exactAge(born, today)).toBe(age);
  });

  it('is undefined for an invalid birth date', () => expect(exactAge('1990-02-30', '2025-06-15')).toBeUndefined());
});

describe('date arithmetic', () => {
  it.each([
    ['2025-06-15', 10, '2015-06-15'],
    ['2024-02-29', 10, '2014-02-28'],
  ])('%s minus %d years is %s', (date, years, expected) => expect(isoYearsBefore(date, years)).toBe(expected));

  it.each([
    ['2025-07-01', 6, '2026-01-01'],
    ['2025-08-31', 6, '2026-02-28'],
  ])('%s plus %d months is %s', (date, months, expected) => expect(isoMonthsAfter(date, months)).toBe(expected));

  it('refuses to compute from a malformed date', () => expect(() => isoYearsBefore('2025/06/15', 1)).toThrow('yyyy-mm-dd'));
});

describe('display dates (dd/mm/yyyy)', () => {
  it.each([
    ['05/03/2024', '2024-03-05'],
    ['29/02/2024', '2024-02-29'],
    [' 31/12/1999 ', '1999-12-31'],
  ])('reads %p as %s', (display, iso) => expect(toIsoDate(display)).toBe(iso));

  it.each(['31/02/2024', '2024-03-05', '5/3/2024', '', null])('does not read %p', (display) => expect(toIsoDate(display)).toBeUndefined());

  it.each([
    ['2024-03-05', '05/03/2024'],
    ['1999-12-31', '31/12/1999'],
  ])('shows %s as %s', (iso, display) => expect(formatDisplayDate(iso)).toBe(display));

  it.each(['2024-02-30', '05/03/2024', undefined])('does not show %p', (iso) => expect(formatDisplayDate(iso)).toBeUndefined());

  it('round-trips', () => expect(toIsoDate(formatDisplayDate('2031-11-09'))).toBe('2031-11-09'));
});

describe('todayIso', () => {
  const lateEveningUtc = new Date('2025-06-14T20:00:00Z');

  it("uses India's calendar by default", () => expect(todayIso(undefined, lateEveningUtc)).toBe('2025-06-15'));
  it('can use another time zone', () => expect(todayIso('UTC', lateEveningUtc)).toBe('2025-06-14'));
  it('keeps each zone apart when called again (one formatter per zone)', () => {
    expect(todayIso('UTC', lateEveningUtc)).toBe('2025-06-14');
    expect(todayIso(undefined, lateEveningUtc)).toBe('2025-06-15');
    expect(todayIso('America/New_York', new Date('2025-06-15T02:00:00Z'))).toBe('2025-06-14');
    expect(todayIso(undefined, new Date('2025-12-31T18:29:00Z'))).toBe('2025-12-31');
    expect(todayIso(undefined, new Date('2025-12-31T18:31:00Z'))).toBe('2026-01-01');
  });
  it('turns the date at midnight to the millisecond although it reuses an answer within the same minute', () => {
    // Midnight in Kathmandu (UTC+5:45) is 18:15 UTC: the last millisecond before and the first one after.
    expect(todayIso('Asia/Kathmandu', new Date('2025-12-31T18:14:00.000Z'))).toBe('2025-12-31');
    expect(todayIso('Asia/Kathmandu', new Date('2025-12-31T18:14:59.999Z'))).toBe('2025-12-31');
    expect(todayIso('Asia/Kathmandu', new Date('2025-12-31T18:15:00.000Z'))).toBe('2026-01-01');
    expect(todayIso('Asia/Kathmandu', new Date('2025-12-31T18:14:59.999Z'))).toBe('2025-12-31');
  });
  it('refuses an unknown time zone', () => expect(() => todayIso('Not/AZone')).toThrow(RangeError));
});
