import type { FaqEntry } from './schema';

export interface FaqGroup {
  category: string;
  faqs: FaqEntry[];
}

/** FAQs whose question or answer contains every word of the query (case-insensitive), grouped by
 *  category. Groups keep the order of their first FAQ, FAQs keep their given order. */
export function groupFaqs(faqs: FaqEntry[], query: string): FaqGroup[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const groups = new Map<string, FaqEntry[]>();
  for (const faq of faqs) {
    const text = `${faq.question}\n${faq.answer}`.toLowerCase();
    if (!words.every((w) => text.includes(w))) continue;
    const list = groups.get(faq.category) ?? [];
    list.push(faq);
    groups.set(faq.category, list);
  }
  return [...groups].map(([category, list]) => ({ category, faqs: list }));
}
