// Page content: named sections per page id (spec section 3). Defaults ship with the app; the
// admin editor keeps drafts locally (redux-persist) and publishes them to `pages/{pageId}`.
import type { PageData as DataOfPage } from '@/lib/data';

export const PAGE_IDS = [
  'home',
  'about',
  'pricing',
  'solutions',
  'technology',
  'resources',
  'company',
  'support',
  'privacy',
  'terms',
  'cookies',
] as const;
export type PageId = (typeof PAGE_IDS)[number];
/** What a public page's data is (src/lib/data/api.ts), its content one of these pages. */
export type PageData = DataOfPage<PageId>;

export interface Stat {
  label: string;
  value: string;
}
export interface Feature {
  title: string;
  description: string;
}
export interface Faq {
  question: string;
  answer: string;
}
export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  image: string;
}
/** A titled list of items in legal copy, e.g. "What we collect" with its bullet points. */
export interface LegalItem {
  heading: string;
  items: string[];
}

export interface Section {
  title?: string;
  subtitle?: string;
  content?: string;
  buttonText?: string;
  stats?: Stat[];
  features?: Feature[];
  faqs?: Faq[];
  teamMembers?: TeamMember[];
  legal?: LegalItem[];
}

export interface PageContent {
  /** Section name -> section, in display order. */
  sections: Record<string, Section>;
  /** ISO date (YYYY-MM-DD) shown as "Last updated" on legal pages. */
  lastUpdated: string;
}

/** One publish of a page (pages/{pageId}/revisions/{id}): staff only. */
export interface PageRevision extends PageContent {
  id: string;
  /** null while the write is pending (the server has not stamped it yet). */
  publishedAt: string | null;
  publishedBy: string;
  publishedByName: string;
}
