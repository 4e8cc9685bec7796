// The site's form helper: react-hook-form with the zod schema that also guards the write. The
// public forms (the demo request, signing in, community posts and replies) use it as it is; the
// back office's entity forms build on it (src/lib/entity/form.ts adds the unsaved-changes prompt).
// It depends on nothing but react-hook-form, zod and the plain-text rule, so a public form's chunk
// carries none of the back office's entity framework.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormProps } from 'react-hook-form';
import { plainTexts } from '@/lib/schema/text';
import type { z } from '@/lib/schema/zod';

/** A field's schema inside an object schema (undefined for unknown keys). */
export function fieldSchema(objectSchema: unknown, name: string): unknown {
  const shape = (objectSchema as { _zod: { def: { shape?: Record<string, unknown> } } })._zod.def.shape;
  // Own keys only: a form key such as "constructor" must not find Object's.
  return shape && Object.hasOwn(shape, name) ? shape[name] : undefined;
}

/** Form values as the schema reads them: every text without control characters other than tab
 *  and line feed (plainTexts, issue 29); a blank optional field (an empty URL box) is "not given". */
export function cleanValues<V extends object>(def: { input: unknown }, values: V): V {
  const out: Record<string, unknown> = plainTexts({ ...(values as Record<string, unknown>) });
  for (const [key, value] of Object.entries(out)) {
    const wrapper = (fieldSchema(def.input, key) as { _zod: { def: { type: string } } } | undefined)?._zod.def.type;
    if (wrapper === 'optional' && typeof value === 'string' && value.trim() === '') delete out[key];
  }
  return out as V;
}

/**
 * The one form hook (react-hook-form + the zod schema that also guards the write): errors are
 * shown at the field once it was touched, and re-checked as the person types. Blank optional
 * fields count as "not given", as the write does.
 */
export function useSchemaForm<Values extends FieldValues, Output = Values>(
  schema: z.core.$ZodType<Output, unknown>,
  defaultValues: DefaultValues<Values>,
  options: Omit<UseFormProps<Values, unknown, Output>, 'resolver' | 'defaultValues'> = {},
) {
  const resolve = zodResolver(schema as never) as unknown as Resolver<Values, unknown, Output>;
  return useForm<Values, unknown, Output>({
    mode: 'onTouched',
    ...options,
    defaultValues,
    resolver: (values, context, opts) => resolve(cleanValues({ input: schema }, values), context, opts),
  });
}
