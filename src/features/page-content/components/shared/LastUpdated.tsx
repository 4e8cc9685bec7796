import Chip from '@mui/material/Chip';
import UpdateIcon from '@mui/icons-material/Update';
import { longDate } from '@/lib/util/dates';

/** "Last updated January 15, 2025" from an ISO date, formatted the same on server and browser. */
export function formatLegalDate(iso: string): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return longDate(date);
}

export function LastUpdated({ date }: { date: string }) {
  return (
    <Chip
      icon={<UpdateIcon aria-hidden="true" />}
      variant="outlined"
      label={
        <>
          Last updated <time dateTime={date}>{formatLegalDate(date)}</time>
        </>
      }
    />
  );
}
