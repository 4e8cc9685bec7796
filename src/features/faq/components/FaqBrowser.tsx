import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useGetFaqsQuery } from '../api';
import { groupFaqs } from '../filter';
import type { FaqEntry } from '../schema';
import { FaqGroupList } from './FaqGroupList';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { usePageMessages } from '@/i18n/use-page-messages';

/** A question given by the page content, shown while the `faqs` collection is empty. */
export type FallbackFaq = Pick<FaqEntry, 'question' | 'answer'>;
const NONE: readonly FallbackFaq[] = [];
const fromPage = (faq: FallbackFaq, i: number, category: string): FaqEntry => ({
  ...faq,
  id: `page-content-${i}`,
  category,
  order: i,
});

function FaqSkeleton({ label }: { label: string }) {
  return (
    <Box aria-busy="true" aria-label={label}>
      {[0, 1].map((g) => (
        <Box key={g} sx={{ mb: 5 }}>
          <Skeleton width={180} height={36} sx={{ mb: 1 }} />
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={56} sx={{ mb: 1 }} />
          ))}
        </Box>
      ))}
    </Box>
  );
}

/** The FAQs, live from `faqs` (or, when the collection is empty, the `fallback` questions),
 *  grouped by category, with a search over questions and answers. */
export function FaqBrowser({ fallback = NONE }: { fallback?: readonly FallbackFaq[] }) {
  const { data, isError, isLoading, refetch } = useGetFaqsQuery();
  const [query, setQuery] = useState('');
  const { faq: t } = usePageMessages();
  const faqs = useMemo(
    () => (data?.length === 0 ? fallback.map((f, i) => fromPage(f, i, t.general)) : data),
    [data, fallback, t],
  );
  const groups = useMemo(() => groupFaqs(faqs ?? [], query), [faqs, query]);
  const matches = groups.reduce((n, g) => n + g.faqs.length, 0);

  let body;
  if (isError && !data) body = <RetryAlert onRetry={refetch}>{t.failed}</RetryAlert>;
  else if (isLoading || !faqs) body = <FaqSkeleton label={t.loading} />;
  else if (faqs.length === 0) body = <Typography color="text.secondary">{t.none}</Typography>;
  else if (matches === 0) body = <Typography color="text.secondary">{t.noMatch(query.trim())}</Typography>;
  else body = <FaqGroupList groups={groups} />;

  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <TextField
        id="faq-search"
        type="search"
        label={t.search}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        sx={{ mb: 1 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden="true" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 4, minHeight: 20 }}>
        {faqs && query.trim() ? t.matches(matches, faqs.length) : ''}
      </Typography>
      {body}
    </Box>
  );
}
