import { act, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderWithProviders } from '@/testing/render';
import { stubBackend } from '@/testing/stub-backend';
import CompanyPage from './CompanyPage';
import CookiesPage from './CookiesPage';
import HomePage from './HomePage';
import PrivacyPage from './PrivacyPage';
import ResourcesPage from './ResourcesPage';
import SolutionsPage from './SolutionsPage';
import SupportPage from './SupportPage';
import TechnologyPage from './TechnologyPage';
import TermsPage from './TermsPage';

const PAGES: [string, ComponentType, string, string][] = [
  ['/', HomePage, 'Structura AI', 'Structural design, automated from load path to final drawings'],
  ['/solutions', SolutionsPage, 'Solutions | Structura AI', 'Solutions for every stage of structural design'],
  ['/technology', TechnologyPage, 'Technology | Structura AI', 'Engineering-grade technology you can check by hand'],
  ['/company', CompanyPage, 'Company | Structura AI', 'Engineers building tools for engineers'],
  ['/support', SupportPage, 'Support | Structura AI', 'Support from people who speak structural engineering'],
  ['/resources', ResourcesPage, 'Resources | Structura AI', 'Resources'],
  ['/privacy', PrivacyPage, 'Privacy Policy | Structura AI', 'Privacy Policy'],
  ['/terms', TermsPage, 'Terms of Service | Structura AI', 'Terms of Service'],
  ['/cookies', CookiesPage, 'Cookie Policy | Structura AI', 'Cookie Policy'],
];

const backend = () =>
  stubBackend({
    collections: {
      team: [{ id: 't', name: 'Ada Lovelace', role: 'CEO', bio: 'Bio', image: '', order: 1 }],
      faqs: [{ id: 'f', question: 'Q?', answer: 'A.', category: 'General', order: 1 }],
      resources: [
        {
          id: 'r',
          title: 'A guide',
          description: '',
          type: 'guide',
          url: '/x',
          active: true,
          views: 0,
          rating: 0,
          createdAt: '2025-01-01T00:00:00.000Z',
          updatedAt: null,
        },
      ],
    },
  }).backend;

/** Lets the stub's live answers (page content, team, FAQs, resources) arrive and render. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));

describe.each(PAGES)('%s', (path, Page, title, h1) => {
  it('has one h1, headings in order and its own title, description and canonical URL', async () => {
    renderWithProviders(<Page />, { backend: backend(), route: path });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(h1);
    await settle(); // live data (team, FAQs, resources) arrives before the outline is checked
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels.filter((l) => l === 1)).toHaveLength(1);
    levels.forEach((level, i) => {
      if (i > 0) expect({ i, jump: level - levels[i - 1]! <= 1 }).toEqual({ i, jump: true });
    });
    expect(document.title).toBe(title);
    const description = document.head.querySelector('meta[name="description"]')?.getAttribute('content');
    expect(description?.length).toBeGreaterThan(60);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(new RegExp(`${path}$`));
  });
});

describe('page content', () => {
  it('published content replaces the default copy', async () => {
    const { backend: b } = stubBackend({
      docs: {
        'pages/home': {
          id: 'home',
          lastUpdated: '2025-03-01',
          sections: { hero: { title: 'Published headline', subtitle: 'Published pitch', buttonText: 'Get a Demo' } },
        },
      },
    });
    renderWithProviders(<HomePage />, { backend: b });
    expect(await screen.findByRole('heading', { level: 1, name: 'Published headline' })).toBeInTheDocument();
    expect(screen.getByText('Published pitch')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Start Free' })).not.toBeInTheDocument();
  });

  it.each([
    // The cookie policy was rewritten for first-party analytics (issue 30).
    [PrivacyPage, 'privacy', 'January 15, 2025'],
    [TermsPage, 'terms', 'January 15, 2025'],
    [CookiesPage, 'cookies', 'November 27, 2026'],
  ] as const)('%#: legal page %s shows "Last updated" and one h2 per legal heading', async (Page, _id, updated) => {
    renderWithProviders(<Page />, { backend: backend() });
    await settle();
    expect(screen.getByText(/Last updated/)).toHaveTextContent(`Last updated ${updated}`);
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(6);
  });

  it('support shows the promised response times', async () => {
    renderWithProviders(<SupportPage />, { backend: backend() });
    await settle();
    expect(screen.getByText('2 hours')).toBeInTheDocument();
    expect(screen.getByText('24 hours')).toBeInTheDocument();
  });

  it('support: "Contact Support" writes to the support inbox (a support request is not a demo lead)', async () => {
    const { store } = renderWithProviders(<SupportPage />, { backend: backend() });
    const contact = screen.getByRole('link', { name: 'Contact Support' });
    expect(contact.getAttribute('href')).toMatch(/^mailto:support@structura\.ai\?subject=/);
    await act(async () => contact.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));
    expect(store.getState().ui.demo.status).toBe('closed');
  });
});
