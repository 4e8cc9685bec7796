import { liveQuery } from '@/lib/live-query';
import type { ResourceScope } from './api';
import type { Resource } from './schema';

// The resource library's query and view count (src/lib/live-query.ts: the API loads after the
// first paint).
const load = () => import('./api').then((m) => m.resourcesApi.endpoints);
export const resourcesQuery = liveQuery<Resource[], ResourceScope>('getResources', () =>
  load().then((e) => e.getResources),
);
export const recordResourceView = () => load().then((e) => e.recordResourceView);
