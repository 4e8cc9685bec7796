// The In review queue's records (issue 22): the posts and case studies contributors submitted,
// oldest first, from the entities' live lists (the same streaming endpoints the Blog and Case
// studies pages use). The queue page lists them; the Dashboard counts them.
import type { EntityApi, EntityDef } from '@/lib/entity';
import { APIS } from './apis';
import { ENTITIES } from './entities';

export interface Submitted {
  id: string;
  title: string;
  author: string;
  excerpt: string;
  published: boolean;
  review?: string;
  updatedAt?: string | null;
  rev?: number;
}

export type ReviewKind = 'blog' | 'caseStudies';

export const reviewDefOf = (kind: ReviewKind) =>
  ENTITIES[kind] as unknown as EntityDef<Submitted, Record<string, unknown>>;
export const reviewApiOf = (kind: ReviewKind) => APIS[kind] as unknown as EntityApi<Submitted, Record<string, unknown>>;

/** Submitted and not yet published or sent back. */
export const isWaiting = (r: Submitted) => !r.published && r.review === 'in_review';

/** The records waiting for review, live, oldest submission first. */
export function useReviewQueue() {
  const blog = APIS.blog.useList();
  const caseStudies = APIS.caseStudies.useList();
  const lists = [
    { kind: 'blog' as const, list: blog },
    { kind: 'caseStudies' as const, list: caseStudies },
  ];
  const items = lists
    .flatMap(({ kind, list }) =>
      ((list.data ?? []) as unknown as Submitted[]).filter(isWaiting).map((record) => ({ kind, record })),
    )
    .sort((a, b) => String(a.record.updatedAt ?? '').localeCompare(String(b.record.updatedAt ?? '')));
  return {
    items,
    loading: lists.some(({ list }) => list.isLoading),
    failed: lists.find(({ list }) => list.error),
  };
}
