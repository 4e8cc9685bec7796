import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { DefaultValues, FieldValues, Path, PathValue } from 'react-hook-form';
import { fieldLimits, type EntityAction, type EntityDef, type FieldDef } from '@/lib/entity/entity';
import { slugify } from '@/lib/schema/slug';
import { useUnsavedChanges } from '@/lib/entity/form';
import { useSchemaForm } from '@/lib/form/schema-form';
import type { z } from '@/lib/schema/zod';
import { ConfirmDialog } from './ConfirmDialog';
import { EntityField } from './EntityField';
import { StorageUnavailable, type Uploader } from './FileField';

export interface EntityFormProps<I extends FieldValues> {
  def: Pick<EntityDef<{ id: string }, I>, 'singular' | 'actions'> & {
    input: z.core.$ZodType<I, unknown>;
    fields: readonly FieldDef<I>[];
  };
  initial: I;
  mode: 'create' | 'edit';
  /** Resolves true when the write succeeded; on false the form keeps everything typed; a field
   *  failure (e.g. a slug already taken) shows at that field. */
  onSubmit: (values: I, action?: EntityAction<I> | null) => Promise<boolean | FieldFailure>;
  /** Values to load into the form as unsaved changes (a revision being restored). */
  load?: { values: Partial<I>; key: string } | null;
  onCancel: () => void;
  uploader?: Uploader;
  /** The failure the last submit met, shown above the buttons. */
  error?: string | null;
  /** Shown above the fields, given the values in the form (e.g. a conflict with someone's save). */
  notice?: (values: I) => ReactNode;
  /** What the actions' `when` may look at besides the values (the record has a pending version). */
  context?: { pending: boolean };
}

export interface FieldFailure {
  field: string;
  message: string;
}
const isFailure = (v: unknown): v is FieldFailure =>
  typeof v === 'object' && v !== null && Object.keys(v).length === 2 && 'field' in v && 'message' in v;

/**
 * The back office's one form: fields drawn from the entity definition, validated by its input
 * schema (the same one the write and, mirrored, the rules use), with per-field errors, live
 * character counts, a busy submit button and an unsaved-changes prompt.
 */
export function EntityForm<I extends FieldValues>({
  def,
  initial,
  mode,
  onSubmit,
  onCancel,
  uploader,
  error,
  load,
  notice,
  context,
}: EntityFormProps<I>) {
  const form = useSchemaForm<I, I>(def.input, initial as DefaultValues<I>);
  const { control, handleSubmit, formState, watch, setValue, reset, setError, setFocus } = form;
  const [pressed, setPressed] = useState<string | null>(null);
  const values = watch();
  const leaving = useUnsavedChanges(formState.isDirty && !formState.isSubmitting);
  const limits = useMemo(
    () => Object.fromEntries(def.fields.map((f) => [f.name, fieldLimits(def.input, f.name)])),
    [def],
  );
  const visible = def.fields.filter(
    (f) => (!f.editOnly || mode === 'edit') && (!f.when || f.when(values as Partial<I>)),
  );

  // A slug follows its source field (the title) while creating, until it is edited by hand.
  const slugFields = def.fields.filter((f) => f.kind === 'slug' && f.from);
  const sources = slugFields.map((f) => String(values[f.from as string] ?? '')).join('\u0000');
  useEffect(() => {
    if (mode !== 'create') return;
    for (const f of slugFields)
      if (!formState.dirtyFields[f.name as keyof typeof formState.dirtyFields])
        setValue(f.name as Path<I>, slugify(String(values[f.from as string] ?? '')) as PathValue<I, Path<I>>);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sources, mode]);

  // A restored revision: its values become unsaved changes, saved by the usual buttons.
  useEffect(() => {
    if (!load) return;
    for (const [key, value] of Object.entries(load.values))
      if (def.fields.some((f) => f.name === key))
        setValue(key as Path<I>, value as PathValue<I, Path<I>>, { shouldDirty: true, shouldValidate: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load?.key]);

  const failAt = (failure: FieldFailure) => {
    setError(failure.field as Path<I>, { type: 'server', message: failure.message });
    setFocus(failure.field as Path<I>);
  };

  const submitWith = (action: EntityAction<I> | null) =>
    handleSubmit(async (parsed) => {
      // Fields hidden by the current values (e.g. an event date once the type is not "event") go.
      const shown = { ...parsed } as Record<string, unknown>;
      for (const f of def.fields) if (f.when && !f.when(values as Partial<I>)) delete shown[f.name];
      const made = action ? action.apply(shown as I, Date.now()) : (shown as I);
      if (isFailure(made)) return failAt(made);
      setPressed(action?.label ?? null);
      const ok = await (action ? onSubmit(made, action) : onSubmit(made));
      setPressed(null);
      if (isFailure(ok)) failAt(ok);
      else if (ok) reset(action ? (made as I) : values); // saved: nothing unsaved is left to ask about
    });
  const submit = submitWith(null);
  const actions = def.actions?.filter((a) => !a.when || a.when(values as Partial<I>, mode, context));

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit} aria-label={`${def.singular} form`}>
      {notice?.(values as I)}
      {visible.map((field) =>
        field.kind === 'file' && !uploader?.available ? (
          // Where storage cannot run, the first upload field says so once; the URL fields still work.
          field === visible.find((f) => f.kind === 'file') && <StorageUnavailable key="storage" />
        ) : (
          <EntityField
            key={`${field.name}-${field.kind}`}
            field={field}
            limits={limits[field.name]!}
            control={control}
            uploader={uploader}
            values={values as Partial<I>}
            disabled={mode === 'edit' && field.createOnly}
            onSet={(name, value) =>
              setValue(name as Path<I>, value as PathValue<I, Path<I>>, { shouldDirty: true, shouldValidate: true })
            }
            onUploaded={(target, url) =>
              setValue(target as Path<I>, url as PathValue<I, Path<I>>, { shouldDirty: true, shouldValidate: true })
            }
          />
        ),
      )}
      {error && <Alert severity="error">{error} Your changes are still here.</Alert>}
      <Stack direction="row" sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel} disabled={formState.isSubmitting}>
          Cancel
        </Button>
        {actions ? (
          actions.map((a) => (
            <Button
              key={a.label}
              variant={a.primary ? 'contained' : 'outlined'}
              disabled={formState.isSubmitting}
              onClick={(e) => void submitWith(a)(e)}
            >
              {pressed === a.label ? 'Saving...' : a.label}
            </Button>
          ))
        ) : (
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {formState.isSubmitting
              ? 'Saving...'
              : mode === 'create'
                ? `Add ${def.singular.toLowerCase()}`
                : 'Save changes'}
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        open={leaving.pending}
        title="Discard unsaved changes?"
        text={`Your changes to this ${def.singular.toLowerCase()} have not been saved.`}
        confirmLabel="Discard"
        destructive
        onConfirm={leaving.leave}
        onCancel={leaving.stay}
      />
    </Stack>
  );
}
