import { daysAgo } from './time';
import { FEATURE_TOGGLE_NAMES, type SeedBranding, type SeedFeatureToggle } from './types';

/** `settings/branding`: no custom logo uploaded yet (the app falls back to its wordmark). */
export const branding: SeedBranding = {
  logoUrl: null,
  faviconUrl: '/favicon.svg',
  updatedAt: daysAgo(30),
};

/** `feature_toggles/{name}`: all eight sections switched on. */
export const featureToggles: SeedFeatureToggle[] = FEATURE_TOGGLE_NAMES.map((name) => ({
  id: name,
  name,
  enabled: true,
  updatedAt: daysAgo(30),
}));
