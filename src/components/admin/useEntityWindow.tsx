import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { EntityApi, EntityDef } from '@/lib/entity';
import {
  countArg,
  limitFrom,
  listArg,
  mergeRows,
  moreLimit,
  searchVariants,
  SEARCH_LIMIT,
  showingText,
  windowComplete,
  type WhereClause,
} from '@/lib/entity/entity-window';

/** How long typing must pause before the server is searched. */
const SEARCH_DEBOUNCE_MS = 300;
const NO_WHERE: WhereClause[] = [];

const fieldList = (fields: readonly string[]) =>
  fields.length > 1 ? `${fields.slice(0, -1).join(', ')} or ${fields.at(-1)}` : (fields[0] ?? '');

/**
 * A table page's records. For an entity without a window: its live list. For a windowed one
 * (EntityDef.window): the newest `limit` records matching `where` (the limit is in the address,
 * `?limit=`, raised by "Load more"), the server's count of all of them, and, while the quick
 * search has text and the window does not hold every record, a live server search whose records
 * join the rows; `status` says which ("Showing 500 of 10,000 leads", "Includes 3 results from a
 * server search ...").
 */
export function useEntityWindow<T extends { id: string }, I extends object>(
  def: EntityDef<T, I>,
  api: EntityApi<T, I>,
  where: WhereClause[] = NO_WHERE,
  editing: string | null = null,
  /** Where-clauses every query of the page carries (a contributor's own records). */
  scope: WhereClause[] = NO_WHERE,
) {
  const [params, setParams] = useSearchParams();
  const size = def.window?.size;
  const limit = limitFrom(def, params.get('limit'));
  const list = api.useList(
    size
      ? listArg(def, limit, scope.length ? [...scope, ...where] : where)
      : scope.length
        ? { where: scope }
        : undefined,
  );
  const count = api.useCount?.(countArg(where), { skip: !size });
  const [text, setText] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onSearch = (typed: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setText(typed.trim()), SEARCH_DEBOUNCE_MS);
  };
  // While a new window loads, `data` is the previous one: "complete" is judged on the current.
  const complete = windowComplete(list.currentData, limit);
  const searching = Boolean(size && def.window?.search?.length) && !complete && searchVariants(text).length > 0;
  const search = api.useSearch?.({ text, ...(where.length ? { where } : {}) }, { skip: !searching });
  const found = searching ? search?.currentData : undefined;
  const rows = useMemo(() => mergeRows(list.data, found?.rows), [list.data, found?.rows]);

  // A record opened by a link that the window does not hold: listened to on its own.
  const inRows = editing && editing !== 'new' ? rows?.find((r) => r.id === editing) : undefined;
  const single = api.useRecord?.(editing ?? '', { skip: !size || !editing || editing === 'new' || Boolean(inRows) });
  const record = inRows ?? single?.data ?? undefined;
  const missing = Boolean(editing && editing !== 'new' && list.data && !record && (!size || single?.data === null));

  if (!size) return { list, rows, record, missing, onSearch: undefined, status: undefined };

  const shown = list.data?.length ?? 0;
  const total = complete ? shown : count?.data;
  const extra = found ? found.rows.filter((r) => !list.data?.some((w) => w.id === r.id)).length : 0;
  const plural = def.plural.toLowerCase();
  const fields = fieldList(def.window?.search ?? []);
  let note: ReactNode = null;
  if (searching && !found)
    note = (
      <Alert severity="info" role="status">
        Searching all {plural} on the server for “{text}”…
      </Alert>
    );
  else if (found)
    note = (
      <Alert severity="info" role="status">
        {extra > 0
          ? `Includes ${extra} ${extra === 1 ? 'result' : 'results'} from a server search: ${plural} whose ${fields} starts with “${text}”`
          : `A server search found no other ${plural} whose ${fields} starts with “${text}”`}
        {found.capped ? ` (the first ${SEARCH_LIMIT} per field: type more to narrow it)` : ''}.
      </Alert>
    );
  const status: ReactNode = list.data ? (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="body2" color="text.secondary" role="status" data-testid="window-status">
          {showingText(shown, total, def.plural)}
        </Typography>
        {!complete && (
          <Button
            size="small"
            variant="outlined"
            disabled={list.isFetching}
            onClick={() =>
              setParams(
                (p) => {
                  const next = new URLSearchParams(p);
                  next.set('limit', String(moreLimit(def, limit)));
                  return next;
                },
                { replace: true },
              )
            }
          >
            {list.isFetching ? 'Loading…' : `Load ${size.toLocaleString('en-US')} more`}
          </Button>
        )}
      </Stack>
      {note}
    </Stack>
  ) : null;
  return { list, rows, record, missing, onSearch, status };
}
