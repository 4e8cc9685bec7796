import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DownIcon from '@mui/icons-material/ArrowDownward';
import UpIcon from '@mui/icons-material/ArrowUpward';
import EditIcon from '@mui/icons-material/EditOutlined';
import EditingIcon from '@mui/icons-material/EditNoteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  gridFilteredSortedRowIdsSelector,
  useGridApiRef,
  type DataGridProps,
  type GridApi,
  type GridColDef,
  type GridRowSelectionModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { AppError } from '@/lib/data';
import { downloadCsv, toCsv, type CsvCell } from '@/lib/util/csv';
import { inOrder, type ColumnDef, type EntityDef, type MoveDirection } from '@/lib/entity/entity';
import { ConfirmDialog } from './ConfirmDialog';
import { useTimeTick } from './useTimeTick';

export interface EntityTableProps<T extends { id: string }> {
  def: Pick<EntityDef<T, object>, 'singular' | 'plural' | 'columns' | 'titleField' | 'orderBy'>;
  rows: T[] | undefined;
  loading: boolean;
  error?: AppError | undefined;
  onRetry?: () => void;
  /** Row click (and the row's Edit button) opens the record. */
  onOpen?: (row: T) => void;
  /** Enables row selection and bulk delete (after a confirmation). */
  onDelete?: (ids: string[]) => Promise<unknown>;
  /** Columns a page adds (e.g. a role select), placed before the actions. */
  extraColumns?: GridColDef<T & GridValidRowModel>[];
  /** Toolbar extras (e.g. a status filter); CSV export is built in. */
  toolbar?: ReactNode;
  /** A file name for CSV export. */
  exportName?: string;
  /** Orderable records: "Move up" / "Move down" per row, by the order `field` (not the grid's sort). */
  move?: { field: keyof T & string; onMove: (id: string, direction: MoveDirection) => unknown; busy?: boolean };
  /** Hears the quick search's text as it is typed (e.g. to also search the server). */
  onSearch?: (text: string) => void;
  /** Shown between the toolbar and the grid (e.g. "Showing 500 of 10,000 leads", Load more). */
  status?: ReactNode;
  /** Row id -> a note shown beside the row's title (e.g. "Dana is editing", presence). */
  badges?: ReadonlyMap<string, string>;
}

const EMPTY_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };
const NO_ROWS: never[] = [];
const NO_COLUMNS: never[] = [];

/**
 * The previous rows array while its rows are the same objects in the same order: a parent that
 * filters or copies the live list on every render (or a snapshot that changed nothing shown) does
 * not make the DataGrid sort, filter and lay out thousands of rows again.
 */
export function useStableRows<T>(rows: T[] | undefined): T[] {
  const next = rows ?? (NO_ROWS as T[]);
  const [kept, setKept] = useState(next);
  const same = kept === next || (kept.length === next.length && kept.every((row, i) => row === next[i]));
  // Adjusting state while rendering (React's "storing information from previous renders").
  if (!same) setKept(next);
  return same ? kept : next;
}

function toGridColumn<T>(c: ColumnDef<T>): GridColDef {
  const base: GridColDef = {
    field: c.key ?? c.field,
    headerName: c.header ?? label(c.field),
    flex: c.flex ?? 1,
    minWidth: 120,
    // A computed column (e.g. a status from two fields) shows, sorts and exports its value.
    ...(c.value ? { valueGetter: (_v: unknown, row: T) => c.value!(row) } : {}),
    ...(c.key && !c.value ? { valueGetter: (_v: unknown, row: T) => row[c.field] } : {}),
  };
  switch (c.kind) {
    case 'number':
      return { ...base, type: 'number', flex: c.flex ?? 0.5, minWidth: 90 };
    case 'boolean':
      return { ...base, type: 'boolean', flex: c.flex ?? 0.5, minWidth: 90 };
    case 'date':
      return {
        ...base,
        type: 'dateTime',
        minWidth: 170,
        valueGetter: (value: unknown) => (typeof value === 'string' && value ? new Date(value) : null),
      };
    case 'chip':
      return {
        ...base,
        type: 'singleSelect',
        renderCell: ({ value }) => (value ? <Chip size="small" label={String(value)} /> : null),
      };
    default:
      return base;
  }
}

/** "Move up" / "Move down" for each row, named after the record ("Move up: Ada Lovelace"); the
 *  first cannot go up, the last not down. */
function moveColumn<T extends { id: string }>(
  move: NonNullable<EntityTableProps<T>['move']>,
  ordered: T[],
  title: (row: T) => string,
): GridColDef {
  const place = new Map(ordered.map((r, i) => [r.id, i]));
  const button = (row: T, direction: MoveDirection, disabled: boolean) => (
    <Button
      size="small"
      startIcon={direction === 'up' ? <UpIcon /> : <DownIcon />}
      aria-label={`Move ${direction}: ${title(row)}`}
      disabled={disabled || move.busy}
      sx={{ whiteSpace: 'nowrap', minWidth: 0, px: 1 }}
      onClick={(e) => {
        e.stopPropagation();
        void move.onMove(row.id, direction);
      }}
    >
      Move {direction}
    </Button>
  );
  return {
    field: '__move',
    headerName: 'Reorder',
    sortable: false,
    filterable: false,
    disableExport: true,
    width: 250,
    renderCell: ({ row }) => {
      const i = place.get((row as T).id) ?? -1;
      return (
        <Stack direction="row" spacing={0.5} sx={{ height: '100%', alignItems: 'center' }}>
          {button(row as T, 'up', i <= 0)}
          {button(row as T, 'down', i < 0 || i >= ordered.length - 1)}
        </Stack>
      );
    },
  };
}

/** A column with each row's badge after its value (presence: "Dana is editing"). */
function withBadges(column: GridColDef, badges: ReadonlyMap<string, string>): GridColDef {
  return {
    ...column,
    renderCell: ({ value, row }) => {
      const badge = badges.get(String((row as { id: string }).id));
      return (
        <Stack direction="row" sx={{ height: '100%', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {value === null || value === undefined ? '' : String(value)}
          </Box>
          {badge && (
            <Chip
              size="small"
              color="primary"
              variant="outlined"
              icon={<EditingIcon />}
              label={badge}
              data-testid="row-presence"
              // On a phone the title is cut short: the badge comes first, where it is seen.
              sx={{ flexShrink: 0, order: { xs: -1, md: 0 } }}
            />
          )}
        </Stack>
      );
    },
  };
}

const label = (field: string) => field.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());

/** The grid's rows as the CSV export has them (src/lib/util/csv.ts, the one writer): every column
 *  but those not exported (actions), hidden ones too, as shown; the rows the search and filters
 *  leave (only the selected ones when there is a selection), in the grid's order, all pages. */
function gridCsv(api: GridApi): string {
  const columns = api.getAllColumns().filter((c) => !c.disableExport);
  const cell = (value: unknown): CsvCell =>
    value === null || value === undefined || ['string', 'number', 'boolean'].includes(typeof value)
      ? (value as CsvCell)
      : value instanceof Date
        ? value
        : String(value);
  // As the grid's own export did: the selected rows when some are selected, else all it shows.
  const selected = api.getSelectedRows();
  const rows = gridFilteredSortedRowIdsSelector({ current: api })
    .filter((id) => selected.size === 0 || selected.has(id))
    .map((id) => columns.map((c) => cell(api.getCellParams(id, c.field).formattedValue)));
  return toCsv([columns.map((c) => c.headerName ?? c.field), ...rows]);
}

/** The toolbar's export menu item for CSV (the toolbar's `additionalExportMenuItems`), written by
 *  gridCsv, not by the grid's own writer. */
const csvMenuItem = (apiRef: RefObject<GridApi | null>, fileName: string) => (close: () => void) => (
  <MenuItem
    onClick={() => {
      close();
      if (apiRef.current) downloadCsv(`${fileName}.csv`, gridCsv(apiRef.current));
    }}
  >
    Download as CSV
  </MenuItem>
);

/**
 * The back office's one table (MUI X DataGrid; the only module importing it): sorting, quick
 * search, column filters, pagination, CSV export, row selection with bulk delete behind a
 * confirmation, row click opens the record, and loading / empty / error states.
 */
export function EntityTable<T extends { id: string }>(props: EntityTableProps<T>) {
  const {
    def,
    rows,
    loading,
    error,
    onRetry,
    onOpen,
    onDelete,
    extraColumns = NO_COLUMNS,
    toolbar,
    exportName,
    move,
    onSearch,
    status,
    badges,
  } = props;
  const [selection, setSelection] = useState<GridRowSelectionModel>(EMPTY_SELECTION);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const title = (row: T) => String(row[def.titleField] ?? row.id);
  const shownRows = useStableRows(rows);
  // The latest onOpen, so a parent's new callback each render does not rebuild the columns.
  const openRef = useRef(onOpen);
  useLayoutEffect(() => {
    openRef.current = onOpen;
  });
  const openRow = useCallback((row: T) => openRef.current?.(row), []);
  const hasOpen = Boolean(onOpen);
  // The rows matter to the move column only (first / last): other tables keep their columns.
  const moveRows = move ? rows : null;
  // Computed values that change with the clock (a status at its publish or unpublish time): when
  // such a time comes the columns are made again, so the grid reads the values anew, and the rows
  // are handed over as a new array, so it sorts and filters them again by the new values.
  const changesAt = useMemo(() => {
    const times = def.columns.flatMap((c) => (c.changesAt ? [c.changesAt] : []));
    if (times.length <= 1) return times[0];
    return (row: T) => times.flatMap((f) => f(row));
  }, [def.columns]);
  const tick = useTimeTick(shownRows, changesAt);
  const gridRows = useMemo(() => (tick ? shownRows.slice() : shownRows), [shownRows, tick]);

  const columns = useMemo<GridColDef[]>(() => {
    const cols: GridColDef[] = [...def.columns.map(toGridColumn), ...(extraColumns as GridColDef[])];
    // Badges go beside the record's title (its titleField's column).
    const titled = cols.findIndex((c) => c.field === def.titleField);
    if (badges?.size && titled >= 0 && !cols[titled]!.renderCell) cols[titled] = withBadges(cols[titled]!, badges);
    if (move) cols.push(moveColumn(move, inOrder(moveRows ?? [], move.field), title));
    if (hasOpen)
      cols.push({
        field: '__open',
        headerName: 'Edit',
        sortable: false,
        filterable: false,
        disableExport: true,
        width: 72,
        renderCell: ({ row }) => (
          <IconButton
            size="small"
            aria-label={`Edit ${title(row as T)}`}
            onClick={(e) => {
              e.stopPropagation();
              openRow(row as T);
            }}
          >
            <EditIcon fontSize="small" />
          </IconButton>
        ),
      });
    return cols;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [def, extraColumns, hasOpen, move, moveRows, badges, tick]);

  const apiRef = useGridApiRef();
  const slotProps = useMemo(
    () => ({
      toolbar: {
        csvOptions: { disableToolbarButton: true },
        additionalExportMenuItems: csvMenuItem(apiRef, exportName ?? def.plural.toLowerCase()),
      },
      loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton' },
    }),
    [apiRef, exportName, def.plural],
  ) as DataGridProps['slotProps'];
  const localeText = useMemo(
    () => ({
      noRowsLabel: error ? `No ${def.plural.toLowerCase()} to show` : `No ${def.plural.toLowerCase()} yet`,
      noResultsOverlayLabel: `No ${def.plural.toLowerCase()} match the search or filters`,
    }),
    [error, def.plural],
  );
  const initialState = useMemo(
    () => ({
      sorting: { sortModel: def.orderBy.slice(0, 1).map(([field, sort]) => ({ field, sort })) },
      pagination: { paginationModel: { pageSize: 25 } },
      columns: {
        columnVisibilityModel: Object.fromEntries(
          def.columns.filter((c) => c.hidden).map((c) => [c.key ?? c.field, false]),
        ),
      },
    }),
    [def.orderBy, def.columns],
  ) as DataGridProps['initialState'];
  const onRowClick = useCallback<NonNullable<DataGridProps['onRowClick']>>(({ row }) => openRow(row as T), [openRow]);
  const searchRef = useRef(onSearch);
  useLayoutEffect(() => {
    searchRef.current = onSearch;
  });
  const onFilterModelChange = useCallback<NonNullable<DataGridProps['onFilterModelChange']>>(
    (model) => searchRef.current?.((model.quickFilterValues ?? []).map(String).join(' ')),
    [],
  );

  const selectedIds = (): string[] =>
    selection.type === 'include'
      ? [...selection.ids].map(String)
      : shownRows.map((r) => r.id).filter((id) => !selection.ids.has(id));
  const selectedCount = selectedIds().length;
  const plural = def.plural.toLowerCase();

  const remove = async () => {
    if (!onDelete) return;
    setDeleting(true);
    try {
      await onDelete(selectedIds());
      setSelection(EMPTY_SELECTION);
    } finally {
      setDeleting(false);
      setConfirming(false);
    }
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%', minWidth: 0 }}>
      {error && (
        <Alert
          severity="error"
          action={
            onRetry && (
              <Button color="inherit" size="small" onClick={onRetry}>
                Retry
              </Button>
            )
          }
        >
          Could not load {plural}: {error.code === 'permission-denied' ? 'access denied' : error.message}
        </Alert>
      )}
      {(toolbar || (onDelete && selectedCount > 0)) && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
          {toolbar}
          {onDelete && selectedCount > 0 && (
            <Button color="error" variant="outlined" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)}>
              Delete {selectedCount} selected
            </Button>
          )}
        </Stack>
      )}
      {status}
      <Box sx={{ width: '100%', minWidth: 0 }}>
        <DataGrid
          apiRef={apiRef}
          rows={gridRows}
          columns={columns}
          loading={loading}
          label={def.plural}
          showToolbar
          slotProps={slotProps}
          localeText={localeText}
          initialState={initialState}
          pageSizeOptions={[10, 25, 50, 100]}
          checkboxSelection={Boolean(onDelete)}
          disableRowSelectionOnClick
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          onRowClick={hasOpen ? onRowClick : undefined}
          onFilterModelChange={onSearch ? onFilterModelChange : undefined}
          autoHeight
          sx={{ cursor: onOpen ? 'pointer' : undefined }}
        />
      </Box>
      <ConfirmDialog
        open={confirming}
        title={`Delete ${selectedCount === 1 ? `this ${def.singular.toLowerCase()}` : `${selectedCount} ${plural}`}?`}
        text="This cannot be undone."
        confirmLabel="Delete"
        destructive
        busy={deleting}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
