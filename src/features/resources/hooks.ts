import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetResourcesQuery, useRecordResourceViewMutation } from './api';
import { UNWATCHED } from '@/lib/util/views';
import type { Resource } from './schema';
import { RESOURCE_TYPES, type ResourceType } from '@/domain/resources';

/** The visitor's filter of the library: a type (or all) and a search text. */
export interface ResourceFilter {
  type: ResourceType | 'all';
  search: string;
}

/** The filter lives in the URL (`?type=webinar&q=beam`): the type chips are links and the search a
 *  GET form, so they work before the app starts and without JavaScript (the server renders the page
 *  for its URL: functions/src/site/routes.ts passes these parameters), and a filtered view can be
 *  shared. */
export const FILTER_PARAMS = { type: 'type', search: 'q' } as const;

export function filterOf(params: URLSearchParams): ResourceFilter {
  const type = params.get(FILTER_PARAMS.type);
  return {
    type: (RESOURCE_TYPES as readonly string[]).includes(type ?? '') ? (type as ResourceType) : 'all',
    search: params.get(FILTER_PARAMS.search) ?? '',
  };
}

/** The search string for `change` applied to the current parameters (others, such as the open
 *  resource, are dropped: a new filter shows the list). */
export function filterSearch(current: URLSearchParams, change: Partial<ResourceFilter>): string {
  const { type, search } = { ...filterOf(current), ...change };
  const next = new URLSearchParams();
  if (type !== 'all') next.set(FILTER_PARAMS.type, type);
  if (search) next.set(FILTER_PARAMS.search, search);
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** The filter in the URL, and a way to change it in place (no new history entry per keystroke). */
export function useResourceFilter(): [ResourceFilter, (change: Partial<ResourceFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => filterOf(params), [params]);
  const change = useCallback(
    (c: Partial<ResourceFilter>) =>
      setParams((p) => new URLSearchParams(filterSearch(p, c)), { replace: true, preventScrollReset: true }),
    [setParams],
  );
  return [filter, change];
}

/** Resources of the selected type whose title or description contains the search text. */
export function filterResources(resources: Resource[], { type, search }: ResourceFilter): Resource[] {
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
  const [filter] = useResourceFilter();
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
  const [record] = useRecordResourceViewMutation(UNWATCHED);
  return useCallback((id: string) => void record(id), [record]);
}
