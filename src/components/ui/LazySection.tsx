import { lazy, memo, Suspense, useEffect, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { loadSection } from '@/lib/lazy';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';

/** Each part's hydration, by name: resolved once its content has mounted (hydrated or rendered). */
const mounted = new Map<string, { done: boolean; promise: Promise<void>; resolve: () => void }>();
function mountOf(name: string) {
  let entry = mounted.get(name);
  if (!entry) {
    let resolve = () => {};
    const promise = new Promise<void>((r) => (resolve = r));
    entry = { done: false, promise, resolve: () => ((entry!.done = true), resolve()) };
    mounted.set(name, entry);
  }
  return entry;
}

/** Marks its part mounted: rendered after the part's content, inside its Suspense boundary. */
function Mounted({ name }: { name: string }) {
  useEffect(() => mountOf(name).resolve(), [name]);
  return null;
}

// React drops a click on a part it has not hydrated and cannot hydrate yet (its code has not
// arrived): such a press on a button in a part is held here, and pressed again once the part has
// hydrated. (Presses before the app has started at all are held by the boot script, and replayed
// into this; scripts/lib/boot-plugin.ts.)
if (typeof document !== 'undefined')
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const button = target?.closest('button');
      const name = button?.closest('[data-lazy-section]')?.getAttribute('data-lazy-section');
      // (A part React has not even reached yet, in a page still hydrating, waits the same way.)
      const part = name ? mountOf(name) : undefined;
      if (!button || !part || part.done) return;
      event.preventDefault();
      event.stopPropagation();
      void part.promise.then(() => setTimeout(() => button.isConnected && button.click(), 0));
    },
    true,
  );

/**
 * A part of a prerendered page that needs no code to be seen (the footer, the landing page's
 * sections under the hero, the hero's picture), whose code is not in the page's first script. Its
 * HTML is there from the start, and React hydrates it once its code arrives: a Suspense boundary
 * that suspends while hydrating keeps its HTML. Where the app renders the page itself, `fallback`
 * holds the part's place until then. `name` marks its element (data-lazy-section, display:
 * contents), the same on the server and in the browser.
 *
 * - Its code starts loading as soon as the page around it renders (or hydrates). A button pressed
 *   in it before it has hydrated is pressed again once it has (above).
 * - It is memoised: a parent's re-render with the same props (the menu opening) must not reach a
 *   part React has not hydrated yet, which it would render afresh, fallback first.
 * - Code that fails to load is tried once more, then the part shows `fallback`; the page never
 *   reloads for it (unlike a page's own code: lazyWithRetry).
 */
export function lazySection<T extends ComponentType<any>>( // eslint-disable-line @typescript-eslint/no-explicit-any -- React.lazy's bound
  name: string,
  load: () => Promise<{ default: T }>,
  fallback: ReactNode = null,
) {
  let loading: Promise<{ default: T }> | null = null;
  const start = () => (loading ??= loadSection(load));
  const Part = lazy(start) as ComponentType<ComponentProps<T>>;
  function Section(props: ComponentProps<T>) {
    if (typeof window !== 'undefined') void start();
    return (
      <div data-lazy-section={name} style={{ display: 'contents' }}>
        <ChunkErrorBoundary fallback={fallback}>
          <Suspense fallback={fallback}>
            <Part {...props} />
            <Mounted name={name} />
          </Suspense>
        </ChunkErrorBoundary>
      </div>
    );
  }
  return memo(Section);
}
