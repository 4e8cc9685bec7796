import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState, type ReactNode } from 'react';
import type { AppError } from '@/lib/data';
import type { EntityDef, RowActionHooks, StaffRole } from '@/lib/entity';
import { tallies, type ChildDef, type EntityFilter, type RowAction, type Tally } from '@/lib/entity/row-actions';
import type { EntityTableProps } from './EntityTable';
import { EntityTable } from './EntityTable';
import { FilterToggle, RowActionButtons } from './RowActions';

type Columns<T extends { id: string }> = NonNullable<EntityTableProps<T>['extraColumns']>;
type Row = { id: string } & Record<string, unknown>;

const short = (v: unknown) => {
  const s = String(v ?? '');
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
};

/** The tally column ("Author's posts") and the actions column of a table. */
function actionColumns<T extends { id: string }>(opts: {
  tally?: Tally;
  counts: Map<string, number>;
  actions?: readonly RowAction<T>[];
  titleField: string;
  singular: string;
  access: { write: StaffRole; remove: StaffRole };
  role: StaffRole;
  run?: (row: T, action: RowAction<T>) => Promise<unknown>;
}): Columns<T> {
  const cols: Columns<T> = [];
  const { tally, counts, actions, run } = opts;
  if (tally)
    cols.push({
      field: '__tally',
      headerName: tally.header,
      type: 'number',
      width: 130,
      valueGetter: (_v: unknown, row: T) => counts.get(String((row as Row)[tally.field] ?? '')) ?? 0,
    });
  if (actions?.length && run)
    cols.push({
      field: '__actions',
      headerName: 'Moderate',
      sortable: false,
      filterable: false,
      disableExport: true,
      width: 340,
      renderCell: ({ row }: { row: T }) => (
        <RowActionButtons<T>
          row={row}
          title={short((row as Row)[opts.titleField] ?? row.id)}
          singular={opts.singular}
          actions={actions}
          access={opts.access}
          role={opts.role}
          run={run}
        />
      ),
    });
  return cols;
}

const NO_COUNTS = new Map<string, number>();

/** The row a quick filter keeps (and its where-clauses, if any), and its toggle. */
export function useFilter<T>(filters: readonly EntityFilter<T>[] | undefined, label: string) {
  const [key, setKey] = useState(filters?.[0]?.key ?? '');
  const active = filters?.find((f) => f.key === key);
  return {
    keep: (row: T) => !active?.keep || active.keep(row),
    where: active?.where,
    control: filters?.length ? <FilterToggle filters={filters} value={key} label={label} onChange={setKey} /> : null,
  };
}

/**
 * What a definition's row actions, filters, tally and child collection add to its page: the
 * table's extra columns and filter, and the children's own table below it.
 */
export function useRowActions<T extends { id: string }>(
  def: EntityDef<T, object>,
  api: RowActionHooks,
  role: StaffRole,
  rows: T[] | undefined,
  /** The definition's quick filter, when the caller made it (useFilter) to query with it first. */
  quick?: ReturnType<typeof useFilter<T>>,
): {
  extraColumns: Columns<T>;
  filter?: { control: ReactNode; keep: (row: T) => boolean; where?: EntityFilter<T>['where'] };
  after: ReactNode;
} {
  const [runAction] = api.useRowAction?.() ?? [];
  const children = api.useChildren?.();
  const counts = useMemo(
    // No tally: one empty map, so a snapshot does not rebuild the extra columns (and the grid's).
    () => (def.tally ? tallies([rows, children?.data], def.tally.field) : NO_COUNTS),
    [def.tally, rows, children?.data],
  );
  const own = useFilter(quick ? undefined : def.filters, `Show ${def.plural.toLowerCase()}`);
  const filter = quick ?? own;
  const extraColumns = useMemo(
    () =>
      actionColumns<T>({
        tally: def.tally,
        counts,
        actions: def.rowActions,
        titleField: def.titleField,
        singular: def.singular,
        access: def.access,
        role,
        run: runAction && ((row, a) => runAction({ id: row.id, action: a.key })),
      }),
    [def, counts, role, runAction],
  );
  const child = def.children as ChildDef | undefined;
  const after =
    child && children ? (
      <ChildTable
        def={def as unknown as EntityDef<{ id: string }, object>}
        child={child}
        api={api}
        role={role}
        rows={children.data}
        loading={children.isLoading}
        error={children.error as AppError | undefined}
        parents={rows}
        counts={counts}
      />
    ) : null;
  return { extraColumns, filter: filter.control ? filter : undefined, after };
}

type ChildRow = { id: string; parentId: string } & Record<string, unknown>;

/** A child collection's table: every parent's children, with their own filters and actions and a
 *  column naming the parent. */
function ChildTable(props: {
  def: EntityDef<{ id: string }, object>;
  child: ChildDef;
  api: RowActionHooks;
  role: StaffRole;
  rows: ChildRow[] | undefined;
  loading: boolean;
  error: AppError | undefined;
  parents: { id: string }[] | undefined;
  counts: Map<string, number>;
}) {
  const { def, child, api, role } = props;
  const [runChild] = api.useChildAction?.() ?? [];
  const headingId = useId();
  const filter = useFilter(child.filters, `Show ${child.plural.toLowerCase()}`);
  const parentTitle = useMemo(
    () => new Map((props.parents ?? []).map((p) => [p.id, String((p as Row)[def.titleField] ?? p.id)])),
    [props.parents, def.titleField],
  );
  const extraColumns: Columns<ChildRow> = [
    {
      field: '__parent',
      headerName: def.singular,
      flex: 1,
      minWidth: 160,
      valueGetter: (_v: unknown, row: ChildRow) => parentTitle.get(row.parentId) ?? '—',
    },
    ...actionColumns<ChildRow>({
      tally: def.tally,
      counts: props.counts,
      actions: child.rowActions,
      titleField: child.titleField,
      singular: child.singular,
      access: def.access,
      role,
      run: runChild && ((row, a) => runChild({ id: row.id, parentId: row.parentId, action: a.key })),
    }),
  ];
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.5} sx={{ pt: 2 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
        {child.plural}
      </Typography>
      <EntityTable<ChildRow>
        def={child as unknown as EntityTableProps<ChildRow>['def']}
        rows={props.rows?.filter(filter.keep)}
        loading={props.loading}
        error={props.error}
        toolbar={filter.control}
        extraColumns={extraColumns}
        exportName={child.collection}
      />
    </Stack>
  );
}
