import { get, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';

/** What textFieldProps reads from a form made by useSchemaForm (src/lib/form/schema-form.ts). */
export type FieldForm<Values extends FieldValues> = Pick<
  UseFormReturn<Values, unknown, unknown>,
  'register' | 'watch' | 'formState'
>;

/**
 * MUI TextField props for a field of a useSchemaForm form (not a form hook: the form state stays
 * in react-hook-form). The field is registered on the input element itself, so react-hook-form
 * focuses the first invalid field, and its value is shown from the form state (a reset empties the
 * field and lowers its label). Its error's reason is the helper text; `hint` shows while the field
 * is valid (a space keeps the layout from jumping).
 */
export function textFieldProps<Values extends FieldValues>(
  form: FieldForm<Values>,
  name: FieldPath<Values>,
  hint = ' ',
) {
  const { ref, ...rest } = form.register(name);
  const message = (get(form.formState.errors, name) as { message?: unknown } | undefined)?.message;
  const value: unknown = form.watch(name);
  return {
    ...rest,
    inputRef: ref,
    value: value ?? '',
    error: typeof message === 'string',
    helperText: typeof message === 'string' ? message : hint,
  };
}
