import type { ReactNode } from 'react';
import { PageSpinner } from '@/components/ui/PageSpinner';
import { useFeatureState } from '@/features/toggles/hooks';
import { lazyWithRetry } from '@/lib/util/lazy';

// Only a switched-off feature's pages show it: not part of the first script.
const NotFound = lazyWithRetry(() => import('@/components/ui/NotFound').then((m) => ({ default: m.NotFound })));

/** A route behind a feature toggle: a spinner until the toggles have loaded (so a disabled
 *  feature never flashes its content), then the page, or the not-found page while the toggle is
 *  off. If the toggles fail to load the page is shown (fail open, see useFeatureState). */
export function FeatureGate({ name, children }: { name: string; children: ReactNode }) {
  const state = useFeatureState(name);
  if (state === 'loading') return <PageSpinner />;
  return state === 'enabled' ? <>{children}</> : <NotFound />;
}
