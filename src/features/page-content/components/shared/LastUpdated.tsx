import Chip from '@mui/material/Chip';
import UpdateIcon from '@mui/icons-material/Update';
import { formatDateIn } from '@/i18n/format';
import { useLocale } from '@/i18n/locale-context';
import { usePageMessages } from '@/i18n/use-page-messages';
import type { Locale } from '@/domain/locales';

/** "January 15, 2025" from an ISO date ("15. Januar 2025" in German), the same on server and browser. */
export function formatLegalDate(iso: string, locale: Locale = 'en'): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return formatDateIn(locale, date, 'long');
}

export function LastUpdated({ date }: { date: string }) {
  const locale = useLocale();
  const t = usePageMessages();
  return (
    <Chip
      icon={<UpdateIcon aria-hidden="true" />}
      variant="outlined"
      label={
        <>
          {t.legal.lastUpdated} <time dateTime={date}>{formatLegalDate(date, locale)}</time>
        </>
      }
    />
  );
}
