import {
  countByMonth,
  countByWeek,
  defaultRange,
  formatDay,
  formatMonth,
  formatWeek,
  parseDay,
  rangeBounds,
  validateRange,
  weekStart,
} from './range';

describe('analytics date range (UTC)', () => {
  it('starts weeks on Monday 00:00 UTC, whatever the hour', () => {
    // Sunday 23:30 UTC belongs to the week that began the Monday before.
    expect(weekStart(new Date('2026-11-22T23:30:00Z')).toISOString()).toBe('2026-11-16T00:00:00.000Z');
    expect(weekStart(new Date('2026-11-23T00:00:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    // Across a year boundary.
    expect(weekStart(new Date('2027-01-01T12:00:00Z')).toISOString()).toBe('2026-12-28T00:00:00.000Z');
  });

  it('defaults to the last 12 weeks: from the Monday 11 weeks back to today', () => {
    expect(defaultRange(new Date('2026-11-25T10:00:00Z'))).toEqual({ from: '2026-09-07', to: '2026-11-25' });
    const range = defaultRange(new Date('2026-11-25T10:00:00Z'));
    expect(countByWeek([], range)).toHaveLength(12);
  });

  it('covers both picked days whole: [from 00:00, the day after to 00:00) UTC', () => {
    const { start, end } = rangeBounds({ from: '2026-11-02', to: '2026-11-08' });
    expect(start.toISOString()).toBe('2026-11-02T00:00:00.000Z');
    expect(end.toISOString()).toBe('2026-11-09T00:00:00.000Z');
  });

  it('counts each date in its week and leaves out dates outside the range', () => {
    const range = { from: '2026-11-04', to: '2026-11-18' }; // a Wednesday to a Wednesday
    const weeks = countByWeek(
      [
        '2026-11-03T23:59:59.999Z', // before From: out
        '2026-11-04T00:00:00.000Z', // From's first instant: in (week of Nov 2)
        '2026-11-08T23:59:00.000Z', // Sunday: still the week of Nov 2
        '2026-11-09T00:00:00.000Z', // Monday: week of Nov 9
        '2026-11-18T23:59:59.999Z', // To's last instant: in (week of Nov 16)
        '2026-11-19T00:00:00.000Z', // after To: out
        null, // a pending server timestamp: in no week
      ],
      range,
    );
    expect(weeks).toEqual([
      { start: '2026-11-02T00:00:00.000Z', count: 2 },
      { start: '2026-11-09T00:00:00.000Z', count: 1 },
      { start: '2026-11-16T00:00:00.000Z', count: 1 },
    ]);
  });

  it('counts by calendar month (UTC), every month of the range listed even when empty', () => {
    const months = countByMonth(
      ['2026-09-30T23:00:00Z', '2026-10-01T00:00:00Z', '2026-12-31T23:59:59Z', '2027-01-01T00:00:00Z'],
      { from: '2026-09-15', to: '2026-12-31' },
    );
    expect(months).toEqual([
      { start: '2026-09-01T00:00:00.000Z', count: 1 },
      { start: '2026-10-01T00:00:00.000Z', count: 1 },
      { start: '2026-11-01T00:00:00.000Z', count: 0 },
      { start: '2026-12-01T00:00:00.000Z', count: 1 },
    ]);
  });

  it('a one-day range has one week and one month', () => {
    const range = { from: '2026-11-23', to: '2026-11-23' };
    expect(countByWeek(['2026-11-23T12:00:00Z'], range)).toEqual([{ start: '2026-11-23T00:00:00.000Z', count: 1 }]);
    expect(countByMonth(['2026-11-23T12:00:00Z'], range)).toEqual([{ start: '2026-11-01T00:00:00.000Z', count: 1 }]);
  });

  it('reads only real calendar days', () => {
    expect(parseDay('2026-02-29')).toBeNull();
    expect(parseDay('2028-02-29')?.toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(parseDay('2026-1-5')).toBeNull();
    expect(parseDay('')).toBeNull();
  });

  it('says at the field what is wrong with a range', () => {
    expect(validateRange('2026-11-01', '2026-11-30')).toEqual({});
    expect(validateRange('2026-11-30', '2026-11-30')).toEqual({});
    expect(validateRange('2026-12-01', '2026-11-30')).toEqual({ from: 'From must be on or before To' });
    expect(validateRange(null, '2026-11-30')).toEqual({ from: 'Enter a valid From date' });
    expect(validateRange('2026-11-01', null)).toEqual({ to: 'Enter a valid To date' });
    expect(validateRange('2024-11-01', '2026-11-30')).toEqual({ to: 'Choose a range of at most two years' });
    expect(validateRange('2024-12-01', '2026-11-30')).toEqual({});
  });

  it('labels weeks, months and days in UTC', () => {
    expect(formatWeek('2026-11-16T00:00:00.000Z')).toBe('Nov 16');
    expect(formatMonth('2026-11-01T00:00:00.000Z')).toBe('Nov 2026');
    expect(formatDay('2026-11-16')).toBe('Nov 16, 2026');
    expect(formatDay('nonsense')).toBe('nonsense');
  });
});
