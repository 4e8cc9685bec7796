import type { ReactNode } from 'react';
import { NotFound } from '@/components/ui/NotFound';
import { useFeatureEnabled } from '@/features/toggles/hooks';

/** A route behind a feature toggle shows the not-found page while the toggle is off. */
export function FeatureGate({ name, children }: { name: string; children: ReactNode }) {
  return useFeatureEnabled(name) ? <>{children}</> : <NotFound />;
}
