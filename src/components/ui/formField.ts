import type { FieldErrors, FieldPath, FieldValues, UseFormRegister } from 'react-hook-form';

/**
 * MUI TextField props for a react-hook-form field: registered on the input element itself (so
 * react-hook-form can focus the first invalid field), with the field's error and its reason as the
 * helper text. `hint` shows while the field is valid (a space keeps the layout from jumping).
 */
export function textFieldProps<Values extends FieldValues>(
  register: UseFormRegister<Values>,
  errors: FieldErrors<Values>,
  name: FieldPath<Values>,
  hint = ' ',
) {
  const { ref, ...rest } = register(name);
  const message = errors[name]?.message;
  return {
    ...rest,
    inputRef: ref,
    error: typeof message === 'string',
    helperText: typeof message === 'string' ? message : hint,
  };
}
