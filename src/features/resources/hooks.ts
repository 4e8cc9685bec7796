import { useCallback, useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { useGetResourcesQuery, useRecordResourceViewMutation } from './api';
import { selectResourceFilter, type ResourcesState } from './resourcesSlice';
import type { Resource } from './schema';

/** Resources of the selected type whose title or description contains the search text. */
export function filterResources(resources: Resource[], { type, search }: ResourcesState): Resource[] {
  const q = search.trim().toLowerCase();
  return resources.filter(
    (r) => (type === 'all' || r.type === type) && (!q || `${r.title}\n${r.description}`.toLowerCase().includes(q)),
  );
}

/** Events whose date is after `now`, soonest first. */
export function upcomingEvents(resources: Resource[], now: number): Resource[] {
  return resources
    .filter((r) => r.type === 'event' && r.eventDate && Date.parse(r.eventDate) > now)
    .sort((a, b) => Date.parse(a.eventDate!) - Date.parse(b.eventDate!));
}

/** The public library (active resources, live) narrowed by the visitor's filter. */
export function useResourceLibrary() {
  const query = useGetResourcesQuery('public');
  const filter = useSelector(selectResourceFilter);
  const visible = useMemo(() => filterResources(query.data ?? [], filter), [query.data, filter]);
  return { ...query, filter, visible };
}

/** Upcoming events from the public library. "Now" is fixed when the component mounts. */
export function useUpcomingEvents() {
  const query = useGetResourcesQuery('public');
  const [now] = useState(() => Date.now());
  const events = useMemo(() => upcomingEvents(query.data ?? [], now), [query.data, now]);
  return { ...query, events };
}

/** The search parameter naming the resource open on the resources page. */
export const RESOURCE_PARAM = 'resource';

/** The resource open in the details dialog (from `?resource=<id>`), and a way to close it. */
export function useOpenResourceId(): [string | null, () => void] {
  const [params, setParams] = useSearchParams();
  const close = useCallback(
    () =>
      setParams(
        (p) => {
          p.delete(RESOURCE_PARAM);
          return p;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return [params.get(RESOURCE_PARAM), close];
}

/** Records one view of a resource (views + 1). */
export function useRecordView() {
  const [record] = useRecordResourceViewMutation();
  return useCallback((id: string) => void record(id), [record]);
}
