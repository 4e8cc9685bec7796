import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { get, useFieldArray, useFormContext, useFormState, type FieldArrayPath } from 'react-hook-form';
import type { PageForm } from '../../schema';
import { LimitedTextField } from './LimitedTextField';

export interface ListField {
  /** The row's property, e.g. "label". */
  field: string;
  label: string;
  max: number;
  multiline?: boolean;
  required?: boolean;
}

export interface ListEditorProps {
  /** Form path of the array, e.g. "sections.stats.stats". */
  name: string;
  /** The list's heading, e.g. "Stats". */
  label: string;
  /** One row's noun, e.g. "stat": "Stat 2", "Add stat", "Remove stat 2". */
  noun: string;
  fields: ListField[];
  empty: Record<string, unknown>;
  maxRows: number;
  /** Extra content of a row (e.g. a legal item's bullet points), given its form path. */
  renderExtra?: (rowPath: string) => ReactNode;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Rows of a list field with add/remove: one labelled group per row. */
export function ListEditor({ name, label, noun, fields, empty, maxRows, renderExtra }: ListEditorProps) {
  const { control } = useFormContext<PageForm>();
  const rows = useFieldArray({ control, name: name as FieldArrayPath<PageForm> });
  const { errors } = useFormState({ control, name: name as FieldArrayPath<PageForm> });
  const listError = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  const listMessage = listError?.message ?? listError?.root?.message;
  const headingId = `list-${name.replace(/\./g, '-')}`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h4" sx={{ mb: 1 }}>
        {label} ({rows.fields.length}/{maxRows})
      </Typography>
      <Stack spacing={1.5}>
        {rows.fields.map((row, i) => {
          const rowLabel = `${capital(noun)} ${i + 1}`;
          return (
            <Box
              key={row.id}
              component="fieldset"
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, m: 0, minWidth: 0 }}
            >
              <Typography component="legend" variant="caption" sx={{ px: 0.5 }}>
                {rowLabel}
              </Typography>
              <Stack spacing={1.5}>
                {fields.map(({ field, ...f }) => (
                  <LimitedTextField key={field} {...f} name={`${name}.${i}.${field}`} />
                ))}
                {renderExtra?.(`${name}.${i}`)}
                <Box>
                  <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => rows.remove(i)}>
                    Remove {noun} {i + 1}
                  </Button>
                </Box>
              </Stack>
            </Box>
          );
        })}
      </Stack>
      {listMessage && <FormHelperText error>{listMessage}</FormHelperText>}
      <Button
        size="small"
        startIcon={<AddIcon />}
        onClick={() => rows.append(empty as never)}
        disabled={rows.fields.length >= maxRows}
        sx={{ mt: 1 }}
      >
        Add {noun}
      </Button>
    </Box>
  );
}
