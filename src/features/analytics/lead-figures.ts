// The leads on the Analytics page under one attribution model (first touch or last touch, named on
// the page): leads by source and campaign, and lead to deal: qualified and won leads by source,
// campaign, landing page and the first article or case study the visitor read in the tab before
// the request (its pagesSeen). Pure (no Firebase, no MUI).
import type { Attribution } from '@/domain/analytics/attribution';
import type { LeadAnalytics } from '@/domain/analytics/lead-visit';
import { campaignOf, sourceOf, type Touch } from '@/domain/analytics/touch';

export const TOUCH_MODELS = { first: 'First touch', last: 'Last touch' } as const;
export type TouchModel = keyof typeof TOUCH_MODELS;

/** A lead as these figures read it. */
export interface LeadFacts {
  status: string;
  attribution: Attribution | null;
  analytics?: LeadAnalytics | null;
  pagesSeen?: readonly string[] | null;
}

/** A lead's touch under the model (null when its attribution was not recorded). */
export const touchOf = (lead: LeadFacts, model: TouchModel): Touch | null =>
  lead.attribution ? (model === 'first' ? lead.attribution.firstTouch : lead.attribution.lastTouch) : null;

const NOT_RECORDED = '(not recorded)';
const ARTICLE = /^\/(blog|case-studies)\/[^/]+$/;

/** The first blog post or case study the visitor read before the request (the pages seen, else
 *  the landing page), or "(none read)". */
export function firstArticle(lead: LeadFacts): string {
  const pages = lead.pagesSeen?.length
    ? lead.pagesSeen
    : lead.attribution
      ? [lead.attribution.firstTouch.landingPage]
      : [];
  return pages.find((p) => ARTICLE.test(p)) ?? (lead.pagesSeen?.length ? '(none read)' : NOT_RECORDED);
}

/** Leads whose visitor the traffic figures counted, by source / campaign under the model, or by
 *  the page they were sent from (the "Demo sent" of the pages, sources and campaigns tables,
 *  beside visitors counted the same way). */
export function countedLeadsBy(leads: readonly LeadFacts[], model: TouchModel, by: 'source' | 'campaign' | 'page') {
  const out = new Map<string, number>();
  for (const l of leads) {
    if (l.analytics !== 'counted') continue;
    const t = touchOf(l, model);
    const key =
      by === 'page'
        ? (l.attribution?.page ?? NOT_RECORDED)
        : by === 'source'
          ? t
            ? sourceOf(t)
            : NOT_RECORDED
          : campaignOf(t);
    if (key) out.set(key, (out.get(key) ?? 0) + 1);
  }
  return out;
}

export interface DealRow {
  key: string;
  leads: number;
  /** Status qualified or won: leads that reached qualification. */
  qualified: number;
  won: number;
}
export interface Deals {
  sources: DealRow[];
  campaigns: DealRow[];
  landingPages: DealRow[];
  firstArticles: DealRow[];
  totals: Omit<DealRow, 'key'>;
}

/** Every lead of the range (counted or not: a deal is a deal), by the model's touch. */
export function deals(leads: readonly LeadFacts[], model: TouchModel): Deals {
  const tables = {
    sources: new Map(),
    campaigns: new Map(),
    landingPages: new Map(),
    firstArticles: new Map(),
  } as Record<keyof Omit<Deals, 'totals'>, Map<string, DealRow>>;
  const totals = { leads: 0, qualified: 0, won: 0 };
  const add = (table: keyof typeof tables, key: string, lead: LeadFacts) => {
    const row = tables[table].get(key) ?? { key, leads: 0, qualified: 0, won: 0 };
    row.leads += 1;
    if (lead.status === 'qualified' || lead.status === 'won') row.qualified += 1;
    if (lead.status === 'won') row.won += 1;
    tables[table].set(key, row);
  };
  for (const lead of leads) {
    const t = touchOf(lead, model);
    totals.leads += 1;
    if (lead.status === 'qualified' || lead.status === 'won') totals.qualified += 1;
    if (lead.status === 'won') totals.won += 1;
    add('sources', t ? sourceOf(t) : NOT_RECORDED, lead);
    add('campaigns', (t && campaignOf(t)) || '(no campaign)', lead);
    add('landingPages', t?.landingPage ?? NOT_RECORDED, lead);
    add('firstArticles', firstArticle(lead), lead);
  }
  const sorted = (m: Map<string, DealRow>) =>
    [...m.values()].sort(
      (a, b) => b.won - a.won || b.qualified - a.qualified || b.leads - a.leads || a.key.localeCompare(b.key),
    );
  return {
    sources: sorted(tables.sources),
    campaigns: sorted(tables.campaigns),
    landingPages: sorted(tables.landingPages),
    firstArticles: sorted(tables.firstArticles),
    totals,
  };
}
