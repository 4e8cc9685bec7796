import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { Ref } from 'react';

type Props = Pick<TextFieldProps, 'label' | 'required' | 'disabled' | 'error' | 'name' | 'onBlur' | 'helperText'> & {
  value: string[];
  onChange: (value: string[]) => void;
  inputRef?: Ref<HTMLInputElement>;
  /** At most this many tags (from the schema). */
  max?: number | undefined;
};

/** Free-text tags as chips: Enter adds one (blank and repeated ones are dropped), Backspace or a
 *  chip's delete removes one. */
export function TagsField({
  value,
  onChange,
  max,
  label,
  required,
  disabled,
  error,
  name,
  onBlur,
  helperText,
  inputRef,
}: Props) {
  const add = (tags: string[]) => onChange([...new Set(tags.map((t) => t.trim()).filter(Boolean))]);
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      options={[]}
      value={value}
      disabled={disabled}
      onChange={(_e, next) => add(next.map(String))}
      renderValue={(tags, getItemProps) =>
        tags.map((tag, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={tag} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={error}
          name={name}
          inputRef={inputRef}
          onBlur={onBlur}
          helperText={[String(helperText ?? '').trim(), max !== undefined ? `${value.length}/${max} tags` : null]
            .filter(Boolean)
            .join(' · ')}
        />
      )}
    />
  );
}
