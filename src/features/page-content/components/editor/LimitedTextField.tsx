import TextField from '@mui/material/TextField';
import { useController, useFormContext, type FieldPath } from 'react-hook-form';
import type { PageForm } from '../../schema';

export interface LimitedTextFieldProps {
  /** Form path, e.g. "sections.hero.title". */
  name: string;
  label: string;
  /** The schema's limit, shown as "12/200" while typing. */
  max: number;
  /** A growing textarea: true for at least 2 rows, or the least number of rows. */
  multiline?: boolean | number;
  required?: boolean;
}

/** A text field of the page form: its error at the field, otherwise its character count. */
export function LimitedTextField({ name, label, max, multiline, required }: LimitedTextFieldProps) {
  const { control } = useFormContext<PageForm>();
  const { field, fieldState } = useController({ control, name: name as FieldPath<PageForm> });
  const value = typeof field.value === 'string' ? field.value : '';
  const count = `${value.length}/${max}`;
  const id = `field-${name.replace(/\./g, '-')}`;
  return (
    <TextField
      id={id}
      label={label}
      name={field.name}
      value={value}
      onChange={(e) => field.onChange(e.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error ? `${fieldState.error.message} (${count})` : count}
      required={required}
      multiline={Boolean(multiline)}
      minRows={multiline ? (multiline === true ? 2 : multiline) : undefined}
      size="small"
      fullWidth
    />
  );
}
