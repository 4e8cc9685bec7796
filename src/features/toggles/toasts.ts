// The toggles' toasts, registered with their mutations (./admin-api.ts).
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
