import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import type { DefaultValues, FieldValues, Path, PathValue } from 'react-hook-form';
import { fieldLimits, type EntityDef, type FieldDef } from '@/lib/entity';
import { useSchemaForm, useUnsavedChanges } from '@/lib/form';
import type { z } from '@/lib/zod';
import { ConfirmDialog } from './ConfirmDialog';
import { EntityField } from './EntityField';
import { StorageUnavailable, type Uploader } from './FileField';

export interface EntityFormProps<I extends FieldValues> {
  def: Pick<EntityDef<{ id: string }, I>, 'singular'> & {
    input: z.core.$ZodType<I, unknown>;
    fields: readonly FieldDef<I>[];
  };
  initial: I;
  mode: 'create' | 'edit';
  /** Resolves true when the write succeeded; on false the form keeps everything typed. */
  onSubmit: (values: I) => Promise<boolean>;
  onCancel: () => void;
  uploader?: Uploader;
  /** The failure the last submit met, shown above the buttons. */
  error?: string | null;
}

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
}: EntityFormProps<I>) {
  const form = useSchemaForm<I, I>(def.input, initial as DefaultValues<I>);
  const { control, handleSubmit, formState, watch, setValue, reset } = form;
  const values = watch();
  const leaving = useUnsavedChanges(formState.isDirty && !formState.isSubmitting);
  const limits = useMemo(
    () => Object.fromEntries(def.fields.map((f) => [f.name, fieldLimits(def.input, f.name)])),
    [def],
  );
  const visible = def.fields.filter(
    (f) => (!f.editOnly || mode === 'edit') && (!f.when || f.when(values as Partial<I>)),
  );

  const submit = handleSubmit(async (parsed) => {
    // Fields hidden by the current values (e.g. an event date once the type is not "event") go.
    const shown = { ...parsed } as Record<string, unknown>;
    for (const f of def.fields) if (f.when && !f.when(values as Partial<I>)) delete shown[f.name];
    const ok = await onSubmit(shown as I);
    if (ok) reset(values); // saved: nothing unsaved is left to ask about
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit} aria-label={`${def.singular} form`}>
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
            onUploaded={(target, url) =>
              setValue(target as Path<I>, url as PathValue<I, Path<I>>, { shouldDirty: true, shouldValidate: true })
            }
          />
        ),
      )}
      {error && <Alert severity="error">{error} Your changes are still here.</Alert>}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={formState.isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {formState.isSubmitting
            ? 'Saving...'
            : mode === 'create'
              ? `Add ${def.singular.toLowerCase()}`
              : 'Save changes'}
        </Button>
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
