import { useCallback, useMemo, useRef, type RefObject } from 'react';

/** The honeypot's field: off screen, out of the tab order and hidden from assistive technology,
 *  so no person fills it; form-filling bots, which fill every input, do. */
function HoneypotField({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  return (
    <div
      aria-hidden="true"
      data-honeypot=""
      style={{ position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' }}
    >
      <label>
        Website
        <input ref={inputRef} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/**
 * A honeypot for a public form (issue 9, abuse): render `field` inside the form; on submit, when
 * `tripped()` the form drops the submission quietly and shows its usual success, so a bot learns
 * nothing. Not a defence on its own: the rules, pace limits and App Check still apply.
 */
export function useHoneypot() {
  const ref = useRef<HTMLInputElement>(null);
  const tripped = useCallback(() => Boolean(ref.current?.value), []);
  const clear = useCallback(() => {
    if (ref.current) ref.current.value = '';
  }, []);
  const field = useMemo(() => <HoneypotField inputRef={ref} />, []);
  return { field, tripped, clear };
}
