// Dates are formatted in UTC with a fixed locale so a prerendered page and the browser agree.
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const eventFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
const dayFormat = new Intl.DateTimeFormat('en-US', { day: 'numeric', timeZone: 'UTC' });

const valid = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
};

export const formatDate = (iso: string | null | undefined) => {
  const d = valid(iso);
  return d ? dateFormat.format(d) : '';
};
export const formatEventDate = (iso: string | null | undefined) => {
  const d = valid(iso);
  return d ? eventFormat.format(d) : '';
};
/** { month: 'Mar', day: '14' } for a calendar badge. */
export const calendarParts = (iso: string) => {
  const d = valid(iso);
  return d ? { month: monthFormat.format(d), day: dayFormat.format(d) } : { month: '', day: '' };
};
