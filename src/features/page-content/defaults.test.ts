import { defaultPages } from './defaults';
import { PAGE_IDS, type PageContent, type PageId, type Section } from './types';

/** Every string in a section (title, copy, stats, features, faqs, team, legal), flattened. */
function sectionText(section: Section): string {
  const parts: string[] = [
    section.title ?? '',
    section.subtitle ?? '',
    section.content ?? '',
    section.buttonText ?? '',
    ...(section.stats ?? []).flatMap((s) => [s.label, s.value]),
    ...(section.features ?? []).flatMap((f) => [f.title, f.description]),
    ...(section.faqs ?? []).flatMap((f) => [f.question, f.answer]),
    ...(section.teamMembers ?? []).flatMap((m) => [m.name, m.role, m.bio]),
    ...(section.legal ?? []).flatMap((l) => [l.heading, ...l.items]),
  ];
  return parts.join('\n');
}

function pageText(page: PageContent): string {
  return Object.values(page.sections).map(sectionText).join('\n');
}

function section(pageId: PageId, key: string): Section {
  const s = defaultPages[pageId].sections[key];
  if (!s) throw new Error(`missing section ${pageId}.${key}`);
  return s;
}

describe('defaultPages', () => {
  it('has exactly the 11 page ids', () => {
    expect(Object.keys(defaultPages).sort()).toEqual([...PAGE_IDS].sort());
    expect(PAGE_IDS).toHaveLength(11);
  });

  it.each(PAGE_IDS)('%s has an ISO lastUpdated date and a hero', (id) => {
    const page = defaultPages[id];
    expect(page.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(page.lastUpdated))).toBe(false);
    expect(section(id, 'hero').title).toBeTruthy();
  });

  it.each(PAGE_IDS)('%s has sections in the expected order', (id) => {
    const expected: Record<PageId, string[]> = {
      home: ['hero', 'trustedBy', 'solutionTypes', 'features', 'stats', 'cta'],
      solutions: ['hero', 'solutions', 'useCases', 'cta'],
      technology: ['hero', 'pillars', 'stack', 'cta'],
      resources: ['hero', 'featured', 'newsletter'],
      company: ['hero', 'mission', 'values', 'team', 'careers'],
      about: ['hero', 'story', 'stats'],
      pricing: ['hero', 'plans', 'faqs'],
      support: ['hero', 'responseTimes', 'contact', 'faqs'],
      privacy: ['hero', 'policy'],
      terms: ['hero', 'terms'],
      cookies: ['hero', 'policy'],
    };
    expect(Object.keys(defaultPages[id].sections)).toEqual(expected[id]);
  });

  it('no section contains lorem ipsum', () => {
    for (const id of PAGE_IDS) {
      for (const [key, s] of Object.entries(defaultPages[id].sections)) {
        expect({ at: `${id}.${key}`, lorem: /lorem/i.test(sectionText(s)) }).toEqual({
          at: `${id}.${key}`,
          lorem: false,
        });
      }
    }
  });

  describe('home', () => {
    it('hero has the demo and free calls to action', () => {
      const hero = section('home', 'hero');
      expect(hero.buttonText).toBe('Get a Demo');
      expect(hero.content).toBe('Start Free');
    });

    it('lists 6 trusted-by companies', () => {
      expect(section('home', 'trustedBy').features).toHaveLength(6);
    });

    it('has 6 features', () => {
      expect(section('home', 'features').features).toHaveLength(6);
    });

    it('stats are exactly the four headline numbers', () => {
      expect(section('home', 'stats').stats).toEqual([
        { value: '10K+', label: 'Engineers' },
        { value: '1M+', label: 'Projects' },
        { value: '50+', label: 'Countries' },
        { value: '99.9%', label: 'Uptime' },
      ]);
    });
  });

  it('solutions lists the four products in order', () => {
    const features = section('solutions', 'solutions').features ?? [];
    expect(features.map((f) => f.title)).toEqual([
      'Automation Engine',
      'Workflow Designer',
      'Analytics Suite',
      'Integrations',
    ]);
    for (const f of features) expect(f.description.length).toBeGreaterThan(80);
  });

  it('company has 6 team members', () => {
    expect(section('company', 'team').teamMembers).toHaveLength(6);
  });

  describe('pricing', () => {
    it('offers Free, Professional and Enterprise plans', () => {
      const plans = section('pricing', 'plans').features ?? [];
      expect(plans.map((p) => p.title)).toEqual(['Free', 'Professional', 'Enterprise']);
    });

    it('faqs state free forever, 14-day trial and 50% student discount', () => {
      const faqs = sectionText(section('pricing', 'faqs'));
      expect(faqs).toMatch(/free forever/i);
      expect(faqs).toMatch(/14-day free trial/i);
      expect(faqs).toMatch(/students get a 50% discount/i);
    });
  });

  describe('support', () => {
    it('response times are 2 hours paid and 24 hours free', () => {
      expect(section('support', 'responseTimes').stats).toEqual([
        { label: 'Paid plans', value: '2 hours' },
        { label: 'Free plans', value: '24 hours' },
      ]);
    });

    it('has 6 faqs', () => {
      expect(section('support', 'faqs').faqs).toHaveLength(6);
    });
  });

  describe('legal pages', () => {
    it('privacy: 30-day inquiry reply and 90-day export after termination', () => {
      const legal = section('privacy', 'policy').legal ?? [];
      expect(legal.length).toBeGreaterThanOrEqual(6);
      expect(legal.length).toBeLessThanOrEqual(8);
      const text = pageText(defaultPages.privacy);
      expect(text).toMatch(/privacy inquiries within 30 days/i);
      expect(text).toMatch(/after termination, your data export is available for 90 days/i);
    });

    it('terms: 12-month liability cap, 30 days written notice, 90-day export', () => {
      const legal = section('terms', 'terms').legal ?? [];
      expect(legal.length).toBeGreaterThanOrEqual(8);
      expect(legal.length).toBeLessThanOrEqual(10);
      const text = pageText(defaultPages.terms);
      expect(text).toMatch(/capped at the fees you paid in the 12 months before the claim/i);
      expect(text).toMatch(/30 days[’']? written notice/i);
      expect(text).toMatch(/after termination, you can export your data for 90 days/i);
    });

    it('cookies: retention periods per cookie type', () => {
      const text = pageText(defaultPages.cookies);
      expect(text).toMatch(/session cookies expire when the browser closes/i);
      expect(text).toMatch(/functional and analytics cookies last 30 days to 2 years/i);
      expect(text).toMatch(/marketing cookies last 90 days to 1 year/i);
    });

    it.each(['privacy', 'terms', 'cookies'] as const)('%s legal items have 2-5 bullets', (id) => {
      const key = id === 'terms' ? 'terms' : 'policy';
      for (const item of section(id, key).legal ?? []) {
        expect(item.items.length).toBeGreaterThanOrEqual(2);
        expect(item.items.length).toBeLessThanOrEqual(5);
      }
    });
  });
});
