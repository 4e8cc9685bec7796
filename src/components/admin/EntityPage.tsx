import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AppError } from '@/lib/data';
import { isOwnDraft, roleAllows, type EntityDef, type StaffRole } from '@/lib/entity/entity';
import { editingText } from '@/lib/entity/presence';
import { usePresence } from '@/lib/entity/presence-api';
import type { EntityAction, EntityApi, FileEntityApi, PendingChange, WhereClause } from '@/lib/entity';
import { revOf } from '@/lib/entity/conflict';
import { isPublicNow } from '@/lib/entity/pending';
import { AdminPage } from './AdminPage';
import { EntityDrawer } from './EntityDrawer';
import type { FieldFailure } from './EntityForm';
import { EntityTable, type EntityTableProps } from './EntityTable';
import { useEntityWindow } from './useEntityWindow';
import { useFilter, useRowActions } from './useRowActions';
import { FileLibraryPage } from './FileLibraryPage';
import { useTranslationStates } from './useTranslationStates';
import type { Uploader } from './FileField';

export interface EntityPageProps<T extends { id: string }, I extends object> {
  def: EntityDef<T, I>;
  /** `files`: the file endpoints of an entity with uploads (src/lib/entity/entity-files-api.ts). */
  api: EntityApi<T, I> & { files?: FileEntityApi };
  role: StaffRole;
  uploader?: Uploader;
  /** Render inside another page (e.g. a tab of Content) instead of as a page with its own h1. */
  embedded?: boolean;
  title?: string;
  description?: string;
  /** Narrows the rows shown (e.g. a status filter) and adds its control to the toolbar; for a
   *  windowed entity `where` narrows the window's query too (`keep` still applies). */
  filter?: { control: ReactNode; keep: (row: T) => boolean; where?: readonly WhereClause[] | undefined };
  extraColumns?: EntityTableProps<T>['extraColumns'];
  /** The signed-in person's name (a new record's defaults, e.g. Author). */
  userName?: string;
  /** The signed-in person's uid (a contributor's own records). */
  userUid?: string;
}

const NO_SCOPE: never[] = [];

/** The field an invalid-argument error names ("slug: ..."), when the form has that field. */
function atField(def: { fields?: readonly { name: string }[] | undefined }, e: unknown): FieldFailure | null {
  const err = e as AppError | undefined;
  const m = err?.code === 'invalid-argument' ? /^(\w+): (.+)$/s.exec(err.message) : null;
  return m && def.fields?.some((f) => f.name === m[1]) ? { field: m[1]!, message: m[2]! } : null;
}

const message = (e: unknown) => {
  const code = (e as AppError | undefined)?.code;
  if (code === 'permission-denied') return 'You do not have permission to save this.';
  if (code === 'unavailable' || code === 'deadline-exceeded') return 'The database could not be reached.';
  return (e as AppError | undefined)?.message ?? 'The change could not be saved.';
};

/**
 * A content type's whole back-office page from its definition: the live table, "Add ..." and
 * a side panel (?edit=new or ?edit=<id>, so it can be linked and Back closes it) with the record's
 * details and form. Who may add, edit and delete comes from the definition's access and the role.
 */
export function EntityPage<T extends { id: string }, I extends object>(props: EntityPageProps<T, I>) {
  const { def } = props;
  // Records that are files (the media library): a grid with uploads instead of a table and form.
  if (def.grid)
    return (
      <FileLibraryPage<T>
        def={{ ...(def as unknown as EntityDef<T, object>), grid: def.grid }}
        api={props.api as unknown as EntityApi<T, object>}
        files={props.api.files}
        role={props.role}
        uploader={props.uploader}
        title={props.title}
        description={props.description}
      />
    );
  return <TablePage {...props} />;
}

function TablePage<T extends { id: string }, I extends object>(props: EntityPageProps<T, I>) {
  const { def, api, role, uploader, embedded } = props;
  const [params, setParams] = useSearchParams();
  const editing = params.get('edit');
  // A contributor (issue 22) lists only their own records (the rules refuse any other query).
  const contributions = role === 'contributor' ? def.contributions : undefined;
  const scope = useMemo(
    () => (contributions && props.userUid ? [[contributions.owner, '==', props.userUid] as const] : NO_SCOPE),
    [contributions, props.userUid],
  );
  // The definition's quick filter first: for a windowed entity its where-clauses shape the query.
  const quick = useFilter(def.filters, `Show ${def.plural.toLowerCase()}`);
  const chosen = props.filter ?? (quick.control ? quick : undefined);
  // The live list, or for a windowed entity its window, count and server search.
  const view = useEntityWindow(
    def,
    api,
    chosen?.where ? [...chosen.where] : undefined,
    editing,
    scope as unknown as WhereClause[],
  );
  const list = view.list;
  // Row actions, a tally and a child table, where the definition declares them (a windowed
  // entity's tally would count the rows loaded; none of today's has one).
  const extras = useRowActions(def as unknown as EntityDef<T, object>, api, role, view.rows, quick);
  // Translations (issue 41): each language's state per record, its filter and progress (staff).
  const languages = useTranslationStates(def as never, api, role === 'admin' || role === 'editor', view.rows);
  const baseFilter = props.filter ?? extras.filter;
  const filter =
    baseFilter || languages
      ? {
          control: (
            <>
              {baseFilter?.control}
              {languages?.control}
            </>
          ),
          keep: (row: T) => (!baseFilter || baseFilter.keep(row)) && (!languages || languages.keep(row)),
        }
      : undefined;
  const [add] = api.useAdd?.() ?? [];
  const [update] = api.useUpdate?.() ?? [];
  const [remove] = api.useRemove?.() ?? [];
  const [moveRecord, moving] = api.useMove?.() ?? [];
  // Staged changes (EntityDef.staged): the pending versions, live, by record.
  const pendingList = api.usePending?.();
  const [savePending] = api.useSavePending?.() ?? [];
  const [discardPending] = api.useDiscardPending?.() ?? [];
  const pendingData = pendingList?.data;
  const pendingById = useMemo(
    () => new Map<string, PendingChange>((pendingData ?? []).map((p) => [p.recordId, p])),
    [pendingData],
  );
  const [error, setError] = useState<string | null>(null);
  const record = view.record;
  const canWrite = contributions
    ? editing === 'new' || isOwnDraft(def, record, props.userUid)
    : Boolean(def.input) && roleAllows(role, def.access.write);
  const canAdd = (contributions ? true : canWrite) && def.creatable && add;
  const canRemove = def.removable && remove && roleAllows(role, def.access.remove);
  // Who else has these records open (issue 22): one listener for the section, this tab's own
  // heartbeat on the record it has open. Staff only (the rules give contributors no presence).
  const presenceOn = Boolean(def.input) && (role === 'admin' || role === 'editor');
  const editors = usePresence(def.collection, editing && editing !== 'new' && record ? editing : null, presenceOn);
  const badgeKey = JSON.stringify([...editors]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt only when the names change
  const badges = useMemo(() => new Map([...editors].map(([id, names]) => [id, editingText(names)])), [badgeKey]);

  const open = (id: string | null) => {
    setError(null);
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (id) next.set('edit', id);
        else next.delete('edit');
        return next;
      },
      { replace: false },
    );
  };

  const pendingOfRecord = record ? (pendingById.get(record.id) ?? null) : null;
  // A live record of a staged entity: its saves wait as a pending version.
  const stagedRecord = Boolean(
    def.staged && savePending && record && (pendingOfRecord || isPublicNow(def, record as Record<string, unknown>)),
  );

  const save = async (
    values: I,
    baseRev?: number,
    action?: EntityAction<I> | null,
    pendingRev?: number,
  ): Promise<boolean | FieldFailure> => {
    const id = editing ?? '';
    const result =
      editing === 'new'
        ? await add?.(values)
        : stagedRecord && action?.staged
          ? await savePending!({ id, values, baseRev: baseRev ?? revOf(record), pendingRev })
          : await update?.({ id, values, baseRev, dropPending: Boolean(pendingOfRecord) });
    if (!result || 'error' in result) {
      // A write refused for one field ("slug: This slug is already used ...") shows at that field.
      const failure = atField(def, result?.error);
      setError(failure ? null : message(result?.error));
      return failure ?? false;
    }
    open(null);
    return true;
  };

  const baseColumns = props.extraColumns;
  const rowColumns = extras.extraColumns;
  const languageColumns = languages?.columns;
  const columns = useMemo(() => {
    const others = [...(baseColumns ?? []), ...rowColumns, ...(languageColumns ?? [])];
    return def.staged
      ? [
          ...others,
          {
            field: '__pending',
            headerName: 'Changes',
            minWidth: 150,
            flex: 0.8,
            valueGetter: (_v: unknown, row: T) => (pendingById.has(row.id) ? 'Changes pending' : ''),
            renderCell: ({ value }: { value?: string }) => (value ? <Chip size="small" label={value} /> : null),
          },
        ]
      : others;
  }, [def.staged, baseColumns, rowColumns, languageColumns, pendingById]);

  const table = (
    <EntityTable<T>
      def={def}
      rows={filter ? view.rows?.filter(filter.keep) : view.rows}
      loading={list.isLoading}
      error={list.error as AppError | undefined}
      onRetry={() => void list.refetch()}
      onOpen={(row) => open(row.id)}
      onDelete={canRemove ? (ids) => remove!(ids) : undefined}
      toolbar={filter?.control}
      extraColumns={columns}
      badges={badges}
      exportName={def.name}
      onSearch={view.onSearch}
      status={view.status}
      move={
        def.orderable && moveRecord && canWrite
          ? {
              field: def.orderable.field,
              onMove: (id, direction) => moveRecord({ id, direction }),
              busy: moving?.isLoading,
            }
          : undefined
      }
    />
  );
  const drawer = (
    <EntityDrawer
      def={
        contributions
          ? {
              ...def,
              actions: contributions.actions,
              fields: def.fields?.filter((f) => !contributions.staffOnlyFields.includes(f.name)),
            }
          : def
      }
      editingBy={editing ? editors.get(editing) : undefined}
      open={Boolean(editing)}
      mode={editing === 'new' ? 'create' : 'edit'}
      record={record}
      missing={view.missing}
      canWrite={canWrite}
      uploader={uploader}
      error={error}
      onSubmit={save}
      onClose={() => open(null)}
      useRevisions={api.useRevisions}
      userName={props.userName}
      translations={
        api.useRecordTranslations && api.useSaveTranslation && canWrite
          ? {
              hooks: { useRecordTranslations: api.useRecordTranslations, useSaveTranslation: api.useSaveTranslation },
              contributor: Boolean(contributions),
            }
          : undefined
      }
      staged={
        stagedRecord && record
          ? {
              pending: pendingOfRecord,
              loaded: pendingData !== undefined,
              previewHref: `/admin/preview/${def.name}/${record.id}`,
              onDiscard: async () => !('error' in (await discardPending!(record.id))),
            }
          : undefined
      }
      onDelete={
        canRemove && editing && editing !== 'new'
          ? async () => {
              const result = await remove!([editing]);
              return !('error' in result);
            }
          : undefined
      }
    />
  );
  const addButton = canAdd ? (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => open('new')}>
      {def.newLabel ?? `Add ${def.singular.toLowerCase()}`}
    </Button>
  ) : null;

  if (embedded)
    return (
      <>
        {addButton && <div>{addButton}</div>}
        {languages?.progress}
        {table}
        {extras.after}
        {drawer}
      </>
    );
  return (
    <AdminPage title={props.title ?? def.plural} description={props.description} actions={addButton}>
      {contributions ? (
        <Alert severity="info">
          Your own {def.plural.toLowerCase()}: save drafts and submit them for review; an editor publishes them.
        </Alert>
      ) : (
        !canWrite &&
        def.input && (
          <Alert severity="info">You can view {def.plural.toLowerCase()}; changing them needs an admin.</Alert>
        )
      )}
      {languages?.progress}
      {table}
      {extras.after}
      {drawer}
    </AdminPage>
  );
}
