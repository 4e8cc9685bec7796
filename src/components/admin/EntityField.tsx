import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { FieldDef, FieldLimits } from '@/lib/entity';
import { FileField, type Uploader } from './FileField';
import { MarkdownField } from './MarkdownField';
import { RowsField } from './RowsField';
import { TagsField } from './TagsField';
import { ImageField } from './ImageField';

export interface EntityFieldProps<I extends FieldValues> {
  field: FieldDef<I>;
  limits: FieldLimits;
  control: Control<I, unknown, I>;
  uploader?: Uploader | undefined;
  values: Partial<I>;
  onUploaded?: (target: string, url: string) => void;
  /** Sets another field of the form (an image's size fields, FieldDef.size). */
  onSet?: (name: string, value: unknown) => void;
  /** Shown but not editable (a createOnly field of an existing record). */
  disabled?: boolean;
}

/** "12/200" as the person types, the help text, or the field's error naming the reason. */
function helper(error: string | undefined, help: string | undefined, length: number | null, max: number | undefined) {
  if (error) return error;
  const count = length !== null && max !== undefined ? `${length}/${max}` : null;
  return [help, count].filter(Boolean).join(' · ') || ' ';
}

const toLocalInput = (iso: unknown, seconds = false) => {
  if (typeof iso !== 'string' || !iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Date(d.getTime() - d.getTimezoneOffset() * 60000).toISOString().slice(0, seconds ? 19 : 16);
};
const fromLocalInput = (local: string) => (local ? new Date(local).toISOString() : '');

/** One labelled field of an entity form, drawn by its kind; limits come from the schema. */
export function EntityField<I extends FieldValues>({
  field,
  limits,
  control,
  uploader,
  values,
  onUploaded,
  onSet,
  disabled,
}: EntityFieldProps<I>) {
  const name = field.name as Path<I>;
  if (field.kind === 'file')
    return <FileField field={field} uploader={uploader} values={values} onUploaded={onUploaded} />;
  if (field.kind === 'rows') return <RowsField field={field} limits={limits} control={control} disabled={disabled} />;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: f, fieldState }) => {
        const error = fieldState.error?.message;
        if (field.kind === 'switch')
          return (
            <FormControlLabel
              control={<Switch checked={Boolean(f.value)} onChange={(e) => f.onChange(e.target.checked)} />}
              label={field.label}
            />
          );
        const common = {
          label: field.label,
          required: limits.required,
          disabled,
          error: Boolean(error),
          name: f.name,
          inputRef: f.ref,
          onBlur: f.onBlur,
        };
        if (field.kind === 'select') {
          const options = field.options ?? (limits.values ?? []).map((v) => ({ value: v, label: v }));
          return (
            <TextField
              {...common}
              select
              value={f.value ?? ''}
              onChange={(e) => f.onChange(e.target.value)}
              helperText={helper(error, field.help, null, undefined)}
            >
              {options.map((o) => (
                <MenuItem key={o.value} value={o.value}>
                  {o.label}
                </MenuItem>
              ))}
            </TextField>
          );
        }
        if (field.kind === 'number')
          return (
            <TextField
              {...common}
              type="number"
              value={Number.isFinite(f.value) ? f.value : ''}
              onChange={(e) => f.onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
              helperText={helper(error, field.help, null, undefined)}
              slotProps={{ htmlInput: { min: limits.min, max: limits.max, step: 1 } }}
            />
          );
        if (field.kind === 'datetime')
          return (
            <TextField
              {...common}
              type="datetime-local"
              value={toLocalInput(f.value, field.seconds)}
              onChange={(e) => f.onChange(fromLocalInput(e.target.value))}
              helperText={helper(error, field.help, null, undefined)}
              slotProps={{ inputLabel: { shrink: true }, ...(field.seconds ? { htmlInput: { step: 1 } } : {}) }}
            />
          );
        const text = typeof f.value === 'string' ? f.value : '';
        if (field.kind === 'image')
          return (
            <ImageField
              {...common}
              value={text}
              onChange={(url, size, alt) => {
                f.onChange(url);
                if (field.size) {
                  onSet?.(field.size.width, size?.width ?? 0);
                  onSet?.(field.size.height, size?.height ?? 0);
                }
                // A library image's alt text fills an empty alt field (what is typed there stays).
                if (field.alt && alt && !String(values[field.alt] ?? '').trim()) onSet?.(field.alt, alt);
              }}
              helperText={helper(error, field.help, text.length, limits.max)}
            />
          );
        if (field.kind === 'markdown')
          return (
            <MarkdownField
              {...common}
              value={text}
              onChange={(v) => f.onChange(v)}
              helperText={helper(error, field.help, text.length, limits.max)}
            />
          );
        if (field.kind === 'tags') {
          // An element's error (tags.3) names the tag's problem.
          const items = fieldState.error as unknown as Record<string, { message?: string }> | undefined;
          const itemError = items && Object.values(items).find((e) => e && typeof e.message === 'string')?.message;
          return (
            <TagsField
              {...common}
              error={Boolean(error ?? itemError)}
              value={Array.isArray(f.value) ? (f.value as string[]) : []}
              onChange={(v) => f.onChange(v)}
              max={limits.max}
              helperText={helper(error ?? itemError, field.help, null, undefined)}
            />
          );
        }
        return (
          <TextField
            {...common}
            type={field.kind === 'url' ? 'url' : field.kind === 'email' ? 'email' : 'text'}
            multiline={field.kind === 'textarea'}
            minRows={field.kind === 'textarea' ? 3 : undefined}
            value={text}
            onChange={(e) => f.onChange(e.target.value)}
            helperText={helper(error, field.help, text.length, limits.max)}
          />
        );
      }}
    />
  );
}
