import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useAppDispatch } from '@/lib/data/hooks';
import { searchChanged, typeFilterChanged, type ResourcesState } from '../resourcesSlice';
import { RESOURCE_TYPES } from '../types';
import { TYPE_INFO } from './types';

const OPTIONS: { value: ResourcesState['type']; label: string }[] = [
  { value: 'all', label: 'All' },
  ...RESOURCE_TYPES.map((t) => ({ value: t, label: TYPE_INFO[t].plural })),
];

/** Type chips (one pressed at a time) and a text search, both kept in the resources slice. */
export function TypeFilter({ filter }: { filter: ResourcesState }) {
  const dispatch = useAppDispatch();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 4 }}>
      <Box role="group" aria-label="Filter by type" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, flex: 1 }}>
        {OPTIONS.map((o) => {
          const selected = filter.type === o.value;
          return (
            <Chip
              key={o.value}
              label={o.label}
              clickable
              aria-pressed={selected}
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              onClick={() => dispatch(typeFilterChanged(o.value))}
              sx={{ fontWeight: 600 }}
            />
          );
        })}
      </Box>
      <TextField
        id="resource-search"
        type="search"
        size="small"
        label="Search resources"
        value={filter.search}
        onChange={(e) => dispatch(searchChanged(e.target.value))}
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
