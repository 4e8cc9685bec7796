// The toggles' toasts, in the store's toast table from the start (src/app/store.ts), without the
// toggles' API (RTK Query) on the public first paint.
import { defineToasts, type ToastTable } from '@/lib/util/toasts';

export interface ToggleArg {
  name: string;
  enabled: boolean;
}

export const toggleToasts: ToastTable = {
  toggleFeature: defineToasts<ToggleArg>({
    success: (arg) => (arg.enabled ? 'Feature enabled successfully' : 'Feature disabled successfully'),
    error: 'Failed to toggle feature',
  }),
};
