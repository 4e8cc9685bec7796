import { act, screen, waitFor, within } from '@testing-library/react';
import { Profiler } from 'react';
import type { PlainDoc } from '@/lib/data';
import { renderWithProviders } from '@/testing/render';
import { stubBackend } from '@/testing/stub-backend';
import { CaseStudyList } from './CaseStudyList';
import { CaseStudyView } from './CaseStudyView';

const study = (id: string, publishedAt: string, extra: Partial<PlainDoc> = {}): PlainDoc => ({
  id,
  slug: id,
  title: `Study ${id}`,
  client: `Client ${id}`,
  industry: 'Healthcare',
  excerpt: `Excerpt ${id}`,
  body: '## The project\n\nA hospital extension with a transfer level.',
  coverImage: '',
  author: 'Mei Chen',
  tags: ['concrete'],
  results: [
    { metric: 'less steel', value: '12%' },
    { metric: 'per design iteration', value: '4 hours' },
  ],
  published: true,
  publishedAt,
  createdAt: publishedAt,
  updatedAt: publishedAt,
  ...extra,
});

describe('CaseStudyList', () => {
  it('lists published case studies newest first with client and industry', async () => {
    const { backend } = stubBackend({
      collections: {
        case_studies: [
          study('old', '2025-01-01T09:00:00.000Z'),
          study('new', '2025-04-01T09:00:00.000Z'),
          study('draft', '2025-05-01T09:00:00.000Z', { published: false, publishedAt: null }),
        ],
      },
    });
    renderWithProviders(<CaseStudyList />, { backend });
    const titles = await screen.findAllByRole('heading', { level: 2 });
    expect(titles.map((h) => h.textContent)).toEqual(['Study new', 'Study old']);
    const first = screen.getAllByRole('article')[0]!;
    expect(within(first).getByText('Client new · Healthcare')).toBeInTheDocument();
    expect(within(first).getByText('12% less steel')).toBeInTheDocument();
    expect(within(first).getByText('1 min read')).toBeInTheDocument();
  });
});

describe('CaseStudyView', () => {
  it('shows client, industry and every result above the story', async () => {
    const { backend } = stubBackend({ collections: { case_studies: [study('meridian', '2025-04-01T09:00:00.000Z')] } });
    renderWithProviders(<CaseStudyView slug="meridian" />, { backend });
    expect(await screen.findByRole('heading', { level: 1, name: 'Study meridian' })).toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Results' });
    expect(within(results).getByText('Client meridian')).toBeInTheDocument();
    expect(within(results).getByText('Healthcare')).toBeInTheDocument();
    expect(
      within(results)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['12% less steel', '4 hours per design iteration']);
    expect(screen.getByRole('heading', { level: 2, name: 'The project' })).toBeInTheDocument();
  });

  it("records the visitor's view once, and renders nothing again for the write", async () => {
    const { backend } = stubBackend({ collections: { case_studies: [study('counted', '2025-04-01T09:00:00.000Z')] } });
    const writes: string[] = [];
    let finish = () => {};
    backend.increment = (path) => {
      writes.push(path);
      return new Promise<void>((resolve) => (finish = resolve));
    };
    let renders = 0;
    const { store } = renderWithProviders(
      <Profiler id="study" onRender={() => (renders += 1)}>
        <CaseStudyView slug="counted" />
      </Profiler>,
      { backend },
    );
    await screen.findByRole('heading', { level: 1, name: 'Study counted' });
    await waitFor(() => expect(writes).toEqual(['case_studies/counted']));
    const before = renders;
    finish();
    // The write's end is in the store; subscribers hear of it at the next frame (RTK's batching).
    await waitFor(() =>
      expect(Object.values(store.getState().api.mutations).map((m) => m?.status)).toEqual(['fulfilled']),
    );
    await act(() => new Promise<void>((frame) => requestAnimationFrame(() => frame())));
    expect(renders).toBe(before);
  });

  it('shows the not-found page for an unknown slug', async () => {
    const { backend } = stubBackend({ collections: { case_studies: [] } });
    renderWithProviders(<CaseStudyView slug="nope" />, { backend });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows an error when it cannot load', async () => {
    const { backend } = stubBackend();
    backend.listenQuery = (_p, _s, _n, error) => {
      queueMicrotask(() => error({ code: 'unavailable', message: 'offline' }));
      return () => {};
    };
    renderWithProviders(<CaseStudyView slug="meridian" />, { backend });
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load this case study");
  });
});

describe('CaseStudyView head tags', () => {
  const head = () => ({
    titles: [...document.head.querySelectorAll('title')].map((t) => t.textContent),
    canonicals: [...document.head.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href')),
    noindex: document.head.querySelectorAll('meta[name="robots"][content="noindex"]').length,
  });

  it('renders one title and canonical link for a found case study', async () => {
    const { backend } = stubBackend({ collections: { case_studies: [study('meridian', '2025-04-01T09:00:00.000Z')] } });
    renderWithProviders(<CaseStudyView slug="meridian" />, { backend, route: '/case-studies/meridian' });
    await screen.findByRole('heading', { level: 1, name: 'Study meridian' });
    expect(head()).toEqual({
      titles: ['Study meridian | Structura AI'],
      canonicals: [expect.stringMatching(/\/case-studies\/meridian$/)],
      noindex: 0,
    });
  });

  it('renders one noindex set for an unknown slug', async () => {
    const { backend } = stubBackend({ collections: { case_studies: [] } });
    renderWithProviders(<CaseStudyView slug="nope" />, { backend, route: '/case-studies/nope' });
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(head()).toEqual({
      titles: ['Page not found | Structura AI'],
      canonicals: [expect.stringMatching(/\/case-studies\/nope$/)],
      noindex: 1,
    });
  });

  it('marks the generic title noindex while loading', () => {
    const { backend } = stubBackend();
    backend.listenQuery = () => () => {}; // never answers
    renderWithProviders(<CaseStudyView slug="meridian" />, { backend, route: '/case-studies/meridian' });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(head()).toEqual({ titles: ['Case Studies | Structura AI'], canonicals: [expect.any(String)], noindex: 1 });
  });
});
