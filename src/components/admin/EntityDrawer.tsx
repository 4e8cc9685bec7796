import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import { changedFields, nounOf, reapply, revOf } from '@/lib/entity/conflict';
import type { FieldValues } from 'react-hook-form';
import type { EntityAction, EntityApi, EntityDef, EntityRevision, PendingChange } from '@/lib/entity';
import { withPending } from '@/lib/entity/pending';
import { useLastChange } from '@/lib/entity/entity-api';
import { editingText } from '@/lib/entity/presence';
import { ConfirmDialog } from './ConfirmDialog';
import { ConflictNotice } from './ConflictNotice';
import { EntityForm, type FieldFailure } from './EntityForm';
import { PendingNotice } from './PendingNotice';
import { RevisionHistory } from './RevisionHistory';
import { TranslationEditor, type TranslationEditorProps } from './TranslationEditor';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/domain/locales';
import type { Uploader } from './FileField';

interface EntityDrawerProps<T extends { id: string }, I extends object> {
  def: EntityDef<T, I>;
  open: boolean;
  mode: 'create' | 'edit';
  record: T | undefined;
  /** The record asked for does not exist (deleted, or a wrong link). */
  missing: boolean;
  canWrite: boolean;
  uploader: Uploader | undefined;
  error: string | null;
  /** `baseRev`: the revision of the record the form's values were edited from; `action`: the
   *  workflow button pressed (a staged one saves a pending version); `pendingRev`: the revision of
   *  the pending version the values were edited from (0: none; staged records only). */
  onSubmit: (
    values: I,
    baseRev?: number,
    action?: EntityAction<I> | null,
    pendingRev?: number,
  ) => Promise<boolean | FieldFailure>;
  onClose: () => void;
  /** The signed-in person's name: a new record's defaults (EntityDef.signedInDefaults). */
  userName?: string;
  /** Deletes the open record (behind a confirmation); resolves true when it is gone. */
  onDelete?: () => Promise<boolean>;
  /** Entities with revisions: the record's history, whose "Restore" fills the form. */
  useRevisions?: EntityApi<T, I>['useRevisions'];
  /** The others who have this record open now (presence, issue 22). */
  editingBy?: readonly string[] | undefined;
  /** Staged entities (EntityDef.staged) when the record is live: its pending version (null: none),
   *  the preview's address and Discard changes. */
  staged?: {
    pending: PendingChange | null;
    /** The pending versions have been read (until then `pending` null says nothing). */
    loaded: boolean;
    previewHref: string;
    onDiscard: () => Promise<boolean>;
  };
  /** Shown above the form (e.g. the image whose alt text is being written). */
  preview?: ReactNode;
  /** Entities with localized fields (issue 41): the language switch and each language's editor. */
  translations?: Pick<TranslationEditorProps, 'hooks' | 'contributor'>;
}

/** The form's fields, the key field (the record's id derives from it) fixed once created. */
const keyFixed = <I extends object>(def: Pick<EntityDef<{ id: string }, I>, 'fields' | 'keyField'>) =>
  def.fields?.map((f) => (f.name === def.keyField?.field ? { ...f, createOnly: true } : f));

type DocLike = Record<string, unknown>;

const show = (value: unknown, kind?: string) => {
  if (value === null || value === undefined || value === '') return '—';
  if (kind === 'date' && typeof value === 'string') return new Date(value).toLocaleString();
  return String(value);
};

/** Where a contributor's record stands with the editors (issue 22): submitted, or sent back with
 *  their note. */
function ReviewState<T extends { id: string }, I extends object>({ def, record }: { def: EntityDef<T, I>; record: T }) {
  const r = record as unknown as Record<string, unknown>;
  const status = r[def.contributions!.status];
  const note = r[def.contributions!.note];
  if (status === 'in_review')
    return (
      <Alert severity="info" data-testid="review-state">
        Submitted for review: an editor will publish it or send it back with a note.
      </Alert>
    );
  if (status !== 'changes_requested') return null;
  return (
    <Alert severity="warning" data-testid="review-state">
      <AlertTitle>Sent back by an editor</AlertTitle>
      <Box component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {typeof note === 'string' && note ? note : 'No note was given.'}
      </Box>
    </Alert>
  );
}

/** The side panel of a record: its read-only details, then its form (or the details alone for
 *  someone who may only read). */
export function EntityDrawer<T extends { id: string }, I extends object>(props: EntityDrawerProps<T, I>) {
  const { def, open, mode, record, missing, canWrite, uploader, error, onSubmit, onClose, useRevisions, staged } =
    props;
  const pending = mode === 'edit' ? (staged?.pending ?? null) : null;
  // The language being edited (English: the record itself); back to English for another record.
  const [language, setLanguage] = useState<{ id: string; locale: Locale } | null>(null);
  const locale: Locale =
    mode === 'edit' && record && props.translations && language?.id === record.id ? language.locale : DEFAULT_LOCALE;
  const translating = locale !== DEFAULT_LOCALE;
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [restored, setRestored] = useState<{ values: Partial<I>; key: string; note?: string } | null>(null);
  // The copy of the record the form was opened on (its revision and form values): a newer one
  // in the live list is someone else's save (src/lib/entity/conflict.ts).
  const [base, setBase] = useState<{ id: string; rev: number; values: I; generation: number } | null>(null);
  // A form with Markdown gets room for its side-by-side preview.
  const wide = def.fields?.some((f) => f.kind === 'markdown');
  const titleId = useId();
  const heading =
    mode === 'create' ? `New ${def.singular.toLowerCase()}` : record ? show(record[def.titleField]) : def.singular;
  // The revision our own save in flight writes: its snapshot is no one else's change.
  const [ownRev, setOwnRev] = useState<number | null>(null);
  const theirs = record && def.toInput ? def.toInput(record) : undefined;
  if (!open && base) setBase(null);
  if (open && mode === 'edit' && record && theirs && base?.id !== record.id)
    setBase({ id: record.id, rev: revOf(record), values: theirs, generation: 0 });
  const based = mode === 'edit' && record && base?.id === record.id ? base : null;
  // The same for a live record's pending version (staged entities): the one the form was opened
  // on, once the pending versions are read; a newer one is someone else's pending save.
  const [pendingBase, setPendingBase] = useState<{
    id: string;
    pending: PendingChange | null;
    generation: number;
  } | null>(null);
  // The pending revision our own action in flight leaves (0: none, after Publish or Discard).
  const [ownPendingRev, setOwnPendingRev] = useState<number | null>(null);
  if (!open && pendingBase) setPendingBase(null);
  if (!open && ownPendingRev !== null) setOwnPendingRev(null);
  if (open && mode === 'edit' && record && staged?.loaded && pendingBase?.id !== record.id)
    setPendingBase({ id: record.id, pending, generation: 0 });
  const pendingBased = staged && record && pendingBase?.id === record.id ? pendingBase : null;
  const openedPending = pendingBased ? pendingBased.pending : pending;
  const initial =
    mode === 'create'
      ? def.empty && { ...def.empty, ...(props.userName ? def.signedInDefaults?.(props.userName) : undefined) }
      : (based?.values ?? theirs) && withPending((based?.values ?? theirs)!, openedPending);
  const fieldNames = def.fields?.map((f) => f.name as string) ?? [];
  const stale =
    based && record && theirs && revOf(record) !== based.rev && revOf(record) !== ownRev
      ? { rev: revOf(record), theirs }
      : null;
  const their = stale ? changedFields(fieldNames, based!.values as DocLike, stale.theirs as DocLike) : [];
  // Their save touched nothing in the form (e.g. a field the form does not edit): move on quietly.
  if (stale && their.length === 0) setBase({ ...based!, rev: stale.rev, values: stale.theirs });
  const change = useLastChange(
    stale && their.length
      ? { collection: def.collection, id: record!.id, rev: stale.rev, revisions: Boolean(def.revisions) }
      : null,
  );
  const label = (name: string) => def.fields?.find((f) => f.name === name)?.label ?? name;
  // Someone else saved (or discarded) the pending version since the form was opened on it.
  const pendingRev = pending?.rev ?? 0;
  const openedPendingRev = pendingBased?.pending?.rev ?? 0;
  const pendingStale =
    based && pendingBased && pendingRev !== openedPendingRev && pendingRev !== ownPendingRev
      ? {
          opened: withPending(based.values, pendingBased.pending) as DocLike,
          theirs: withPending(based.values, pending) as DocLike,
        }
      : null;
  const theirPending = pendingStale ? changedFields(fieldNames, pendingStale.opened, pendingStale.theirs) : [];
  // Their pending save changed nothing in the form: move on quietly.
  if (pendingStale && theirPending.length === 0) setPendingBase({ ...pendingBased!, pending });
  const pendingNotice =
    pendingStale && theirPending.length
      ? (mine: I) => (
          <ConflictNotice
            singular={def.singular}
            pending
            change={pending ? { byName: pending.savedByName, at: pending.savedAt } : null}
            theirFields={theirPending.map(label)}
            bothFields={theirPending
              .filter((f) => changedFields([f], pendingStale.opened, mine as DocLike).length > 0)
              .filter((f) => changedFields([f], mine as DocLike, pendingStale.theirs).length > 0)
              .map(label)}
            onKeepTheirs={() => setPendingBase({ ...pendingBased!, pending, generation: pendingBased!.generation + 1 })}
            onReapply={() => {
              const merged = reapply(fieldNames, pendingStale.opened, mine as DocLike, pendingStale.theirs);
              setPendingBase({ ...pendingBased!, pending });
              setRestored({
                values: merged as Partial<I>,
                key: `${record!.id}:reapply:${Date.now()}`,
                note: 'Your changes are re-applied on top of theirs. Save to keep them.',
              });
            }}
          />
        )
      : undefined;
  const recordNotice =
    stale && their.length
      ? (mine: I) => (
          <ConflictNotice
            singular={def.singular}
            change={change.data}
            theirFields={their.map(label)}
            bothFields={their
              .filter((f) => changedFields([f], based!.values as DocLike, mine as DocLike).length > 0)
              .filter((f) => changedFields([f], mine as DocLike, stale.theirs as DocLike).length > 0)
              .map(label)}
            onKeepTheirs={() =>
              setBase({ ...based!, rev: stale.rev, values: stale.theirs, generation: based!.generation + 1 })
            }
            onReapply={() => {
              const merged = reapply(fieldNames, based!.values as DocLike, mine as DocLike, stale.theirs as DocLike);
              setBase({ ...based!, rev: stale.rev, values: stale.theirs });
              setRestored({
                values: merged as Partial<I>,
                key: `${record!.id}:reapply:${Date.now()}`,
                note: 'Your changes are re-applied on top of theirs. Save to keep them.',
              });
            }}
          />
        )
      : undefined;
  const notice = recordNotice ?? pendingNotice;

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { sx: { width: { xs: '100%', sm: wide ? 'min(1120px, 94vw)' : 480 } }, 'aria-labelledby': titleId },
      }}
    >
      <Stack spacing={2.5} sx={{ p: 3 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography id={titleId} variant="h2" sx={{ fontSize: '1.3rem', fontWeight: 700, overflowWrap: 'anywhere' }}>
            {heading}
          </Typography>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
            {mode === 'edit' && record && props.onDelete && (
              <Button color="error" variant="outlined" size="small" onClick={() => setConfirmDelete(true)}>
                Delete
              </Button>
            )}
            <IconButton aria-label="Close" onClick={onClose}>
              <CloseIcon />
            </IconButton>
          </Stack>
        </Stack>
        <ConfirmDialog
          open={confirmDelete}
          title={`Delete this ${nounOf(def.singular)}?`}
          text={`"${record ? show(record[def.titleField]) : ''}" will be deleted. This cannot be undone.`}
          confirmLabel="Delete"
          destructive
          busy={deleting}
          onConfirm={async () => {
            setDeleting(true);
            const gone = await props.onDelete!();
            setDeleting(false);
            setConfirmDelete(false);
            if (gone) onClose();
          }}
          onCancel={() => setConfirmDelete(false)}
        />
        {missing && <Alert severity="warning">This {def.singular.toLowerCase()} no longer exists.</Alert>}
        {mode === 'edit' && record && props.editingBy?.length ? (
          <Alert severity="info" role="status" data-testid="record-presence">
            {editingText(props.editingBy)} this {nounOf(def.singular)} right now. Their saves will show here.
          </Alert>
        ) : null}
        {mode === 'edit' && record && def.contributions && <ReviewState def={def} record={record} />}
        {record && def.details && (
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1 }}>
            {def.details.map((d) => (
              <Box key={d.key ?? d.field} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {d.header ?? d.field.charAt(0).toUpperCase() + d.field.slice(1)}
                </Typography>
                <Typography
                  component="dd"
                  variant="body2"
                  sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                >
                  {show(d.value ? d.value(record) : record[d.field], d.kind)}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
        {mode === 'edit' && record && props.preview}
        {mode === 'edit' && record && props.translations && (
          <ToggleButtonGroup
            exclusive
            size="small"
            value={locale}
            aria-label="Language"
            onChange={(_e, next: Locale | null) => next && setLanguage({ id: record.id, locale: next })}
          >
            {LOCALES.map((l) => (
              <ToggleButton key={l.code} value={l.code} lang={l.code}>
                {l.nativeName}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
        {translating && record && props.translations && (
          <TranslationEditor
            def={def as unknown as TranslationEditorProps['def']}
            record={record as unknown as TranslationEditorProps['record']}
            locale={locale}
            hooks={props.translations.hooks}
            contributor={props.translations.contributor}
            onCancel={onClose}
          />
        )}
        {!translating && canWrite && mode === 'edit' && record && useRevisions && (
          <RevisionHistory
            useRevisions={useRevisions as never}
            id={record.id}
            titleField={def.titleField}
            onRestore={(r: EntityRevision) =>
              setRestored({ values: r.values as Partial<I>, key: `${record.id}:${r.id}:${Date.now()}` })
            }
          />
        )}
        {restored && record && restored.key.startsWith(`${record.id}:`) && (
          <Alert severity="info">{restored.note ?? 'Revision restored into the form. Save to keep it.'}</Alert>
        )}
        {!translating && canWrite && mode === 'edit' && record && staged && (
          <PendingNotice
            singular={def.singular}
            pending={pending}
            previewHref={staged.previewHref}
            onDiscard={async () => {
              setOwnPendingRev(0);
              const gone = await staged.onDiscard();
              // Discarded: the form loads the record again as it is stored.
              if (gone && pendingBased)
                setPendingBase({ ...pendingBased, pending: null, generation: pendingBased.generation + 1 });
              else setOwnPendingRev(null);
              return gone;
            }}
          />
        )}
        {!translating && canWrite && def.input && def.fields && initial && (
          <EntityForm<I & FieldValues>
            // Keep theirs (of the record or of its pending version), a Discard, and the pending
            // versions once read, load the form again.
            key={`${mode}-${record?.id ?? 'new'}-${based?.generation ?? 0}-${pendingBased?.generation ?? 'unread'}`}
            def={{
              singular: def.singular,
              input: def.input as never,
              fields: keyFixed(def) as never,
              actions: def.actions as never,
            }}
            load={restored?.key.startsWith(`${record?.id ?? 'new'}:`) ? (restored as never) : null}
            initial={initial as I & FieldValues}
            mode={mode}
            context={{ pending: Boolean(pending) }}
            onSubmit={async (values, action) => {
              const toPending = Boolean(action?.staged && staged);
              setOwnRev(based && !toPending ? based.rev + 1 : null);
              // A pending save moves the pending version on; a save to the record drops it.
              setOwnPendingRev(pendingBased ? (toPending ? openedPendingRev + 1 : 0) : null);
              const ok = await onSubmit(values, based?.rev, action, pendingBased ? openedPendingRev : undefined);
              if (ok !== true) {
                setOwnRev(null);
                setOwnPendingRev(null);
              }
              return ok;
            }}
            onCancel={onClose}
            notice={notice}
            uploader={uploader}
            error={error}
          />
        )}
      </Stack>
    </Drawer>
  );
}
