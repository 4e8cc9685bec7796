import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { FILTER_PARAMS, filterSearch, useResourceFilter, type ResourceFilter } from '../hooks';
import { RESOURCE_TYPES } from '@/domain/resources';
import { usePageMessages } from '@/i18n/use-page-messages';
import { useLocale } from '@/i18n/locale-context';
import { pagePath } from '@/domain/site/paths';

/** Where the library is on the page (a filter link's page load lands there). */
const LIBRARY = '#library';

/**
 * Type chips (one current at a time) and a text search, both in the URL (../hooks.ts). The chips
 * are links and the search a GET form: before the app starts and without JavaScript they load the
 * page filtered by the server; once it runs, a chip changes the list in place and the search filters
 * as one types.
 */
export function TypeFilter() {
  const [params] = useSearchParams();
  const [filter, change] = useResourceFilter();
  const { resources: t } = usePageMessages();
  const locale = useLocale();
  const options: { value: ResourceFilter['type']; label: string }[] = [
    { value: 'all', label: t.all },
    ...RESOURCE_TYPES.map((type) => ({ value: type, label: t.types[type].plural })),
  ];
  return (
    <Box
      component="form"
      role="search"
      aria-label={t.list}
      method="get"
      action={`${pagePath('/resources', locale)}${LIBRARY}`}
      onSubmit={(event) => event.preventDefault()}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 4 }}
    >
      <Box role="group" aria-label={t.filterByType} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, flex: 1 }}>
        {options.map((o) => {
          const selected = filter.type === o.value;
          return (
            <Chip
              key={o.value}
              component={RouterLink}
              to={{ search: filterSearch(params, { type: o.value }), hash: LIBRARY }}
              replace
              preventScrollReset
              label={o.label}
              clickable
              aria-current={selected ? 'true' : undefined}
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              sx={{ fontWeight: 600 }}
            />
          );
        })}
      </Box>
      {/* The GET form keeps the type when a search is sent without the app. */}
      {filter.type !== 'all' && <input type="hidden" name={FILTER_PARAMS.type} value={filter.type} />}
      <TextField
        id="resource-search"
        name={FILTER_PARAMS.search}
        type="search"
        size="small"
        label={t.search}
        value={filter.search}
        onChange={(e) => change({ search: e.target.value })}
        sx={{ width: { xs: '100%', sm: 280 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden="true" fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}
