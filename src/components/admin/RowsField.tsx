import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  Controller,
  useFieldArray,
  type ArrayPath,
  type Control,
  type FieldArray,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import type { FieldDef, FieldLimits } from '@/lib/entity';

interface RowsFieldProps<I extends FieldValues> {
  field: FieldDef<I>;
  limits: FieldLimits;
  control: Control<I, unknown, I>;
  disabled?: boolean | undefined;
}

/** A list of small records edited as rows of text fields ("Metric", "Value"), with "Add result"
 *  and a remove button per row; each cell's error shows at the cell. */
export function RowsField<I extends FieldValues>({ field, limits, control, disabled }: RowsFieldProps<I>) {
  const { fields, append, remove } = useFieldArray({ control, name: field.name as ArrayPath<I> });
  const columns = field.rows?.fields ?? [];
  const item = field.rows?.item ?? 'row';
  const full = limits.max !== undefined && fields.length >= limits.max;
  const blank = Object.fromEntries(columns.map((c) => [c.name, ''])) as FieldArray<I, ArrayPath<I>>;
  return (
    <Stack component="fieldset" spacing={1.5} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {field.label}
      </Typography>
      {fields.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No {item}s yet.
        </Typography>
      )}
      {fields.map((row, i) => (
        <Stack key={row.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          {columns.map((c) => (
            <Controller
              key={c.name}
              name={`${field.name}.${i}.${c.name}` as Path<I>}
              control={control}
              render={({ field: f, fieldState }) => (
                <TextField
                  label={`${c.label} ${i + 1}`}
                  size="small"
                  required
                  disabled={disabled}
                  name={f.name}
                  inputRef={f.ref}
                  value={typeof f.value === 'string' ? f.value : ''}
                  onChange={(e) => f.onChange(e.target.value)}
                  onBlur={f.onBlur}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? ' '}
                  sx={{ flex: c.name === columns[0]?.name ? 2 : 1, minWidth: 0 }}
                />
              )}
            />
          ))}
          <IconButton
            aria-label={`Remove ${item} ${i + 1}`}
            onClick={() => remove(i)}
            disabled={disabled}
            sx={{ mt: 0.5 }}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Stack>
      ))}
      <div>
        <Button startIcon={<AddIcon />} onClick={() => append(blank)} disabled={disabled || full}>
          Add {item}
        </Button>
        {full && <FormHelperText>At most {limits.max}.</FormHelperText>}
      </div>
    </Stack>
  );
}
