import fc from 'fast-check';
import {
  eventDateTime,
  groupedInteger,
  longDate,
  mediumDate,
  mediumDateTime,
  monthShort,
  relativeUnits,
  type RelativeUnit,
} from './dates';

// The hand-made formats must give exactly what Intl gives (the prerendered pages were made with
// Intl before, and visitors' browsers agree with it), for any instant from 1970 to 2200.
const instants = fc.date({
  min: new Date('1970-01-01T00:00:00Z'),
  max: new Date('2200-12-31T23:59:59Z'),
  noInvalidDate: true,
});
const utc = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });

describe('UTC date formats without Intl', () => {
  it('match Intl.DateTimeFormat en-US in UTC', () => {
    const medium = utc({ dateStyle: 'medium' });
    const long = utc({ dateStyle: 'long' });
    const month = utc({ month: 'short' });
    const mediumTime = utc({ dateStyle: 'medium', timeStyle: 'short' });
    const event = utc({
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    fc.assert(
      fc.property(instants, (d) => {
        expect(mediumDate(d)).toBe(medium.format(d));
        expect(longDate(d)).toBe(long.format(d));
        expect(monthShort(d)).toBe(month.format(d));
        expect(eventDateTime(d)).toBe(event.format(d));
        expect(mediumDateTime(d)).toBe(mediumTime.format(d));
      }),
      { numRuns: 2000 },
    );
  });

  it('handle the edges of the clock and the calendar', () => {
    expect(eventDateTime(new Date('2026-01-01T00:00:00Z'))).toBe('Thu, Jan 1, 2026, 12:00 AM UTC');
    expect(eventDateTime(new Date('2026-11-23T12:05:00Z'))).toBe('Mon, Nov 23, 2026, 12:05 PM UTC');
    expect(mediumDate(new Date('2024-02-29T23:59:59Z'))).toBe('Feb 29, 2024');
    expect(longDate(new Date('2025-09-30T10:00:00Z'))).toBe('September 30, 2025');
  });

  it('group integers like Intl.NumberFormat en-US', () => {
    const number = new Intl.NumberFormat('en-US');
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => expect(groupedInteger(n)).toBe(number.format(n))),
    );
    expect(groupedInteger(1234567)).toBe('1,234,567');
    expect(groupedInteger(0)).toBe('0');
  });

  it('say relative times like Intl.RelativeTimeFormat en with numeric auto', () => {
    const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
    const units: RelativeUnit[] = ['year', 'month', 'week', 'day', 'hour', 'minute'];
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000 }), fc.constantFrom(...units), (n, unit) =>
        expect(relativeUnits(n, unit)).toBe(relative.format(n, unit)),
      ),
      { numRuns: 2000 },
    );
    for (const unit of units)
      for (const n of [-2, -1, 0, 1, 2]) expect(relativeUnits(n, unit)).toBe(relative.format(n, unit));
  });
});
