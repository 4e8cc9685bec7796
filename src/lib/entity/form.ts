import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormProps } from 'react-hook-form';
import { useBlocker } from 'react-router-dom';
import { cleanValues } from './entity';
import type { z } from '@/lib/schema/zod';

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

/**
 * Asks before leaving a form with unsaved changes: in-app navigation (including closing an editor
 * that lives in the URL) is held by React Router's blocker, which the page answers; reloads and
 * closing the tab get the browser's own prompt.
 */
export function useUnsavedChanges(dirty: boolean) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation !== nextLocation);
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return {
    pending: blocker.state === 'blocked',
    stay: () => blocker.reset?.(),
    leave: () => blocker.proceed?.(),
  };
}
