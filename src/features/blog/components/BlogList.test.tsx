import { screen, within } from '@testing-library/react';
import type { PlainDoc } from '@/lib/data';
import { renderWithProviders } from '@/testing/render';
import { stubBackend } from '@/testing/stub-backend';
import { BlogList } from './BlogList';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
const post = (id: string, publishedAt: string, body: string, extra: Partial<PlainDoc> = {}): PlainDoc => ({
  id,
  slug: id,
  title: `Title ${id}`,
  excerpt: `Excerpt ${id}`,
  body,
  coverImage: '',
  author: 'Ada Lovelace',
  tags: ['steel'],
  published: true,
  publishedAt,
  createdAt: publishedAt,
  updatedAt: publishedAt,
  ...extra,
});

describe('BlogList', () => {
  it('shows only the posts it is given, newest first, with reading time, author and date', async () => {
    const { backend } = stubBackend({
      collections: {
        blog_posts: [
          post('older', '2025-01-10T09:00:00.000Z', words(200)),
          post('newest', '2025-03-05T09:00:00.000Z', words(401)),
          post('middle', '2025-02-01T09:00:00.000Z', words(10)),
        ],
      },
    });
    renderWithProviders(<BlogList />, { backend, route: '/blog' });
    const titles = await screen.findAllByRole('heading', { level: 2 });
    expect(titles.map((h) => h.textContent)).toEqual(['Title newest', 'Title middle', 'Title older']);
    const items = screen.getAllByRole('article');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('3 min read')).toBeInTheDocument(); // 401 words
    expect(within(items[1]!).getByText('1 min read')).toBeInTheDocument(); // 10 words
    expect(within(items[2]!).getByText('1 min read')).toBeInTheDocument(); // 200 words
    expect(within(items[0]!).getByText('Mar 5, 2025')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: 'Title newest' })).toHaveAttribute('href', '/blog/newest');
  });

  it('never shows an unpublished post it is handed', async () => {
    const { backend } = stubBackend({
      collections: {
        blog_posts: [
          post('live', '2025-03-05T09:00:00.000Z', 'x'),
          post('draft', '2025-03-06T09:00:00.000Z', 'x', { published: false, publishedAt: null }),
        ],
      },
    });
    renderWithProviders(<BlogList />, { backend });
    expect(await screen.findByText('Title live')).toBeInTheDocument();
    expect(screen.queryByText('Title draft')).not.toBeInTheDocument();
  });

  it('draws a placeholder cover when there is no image', async () => {
    const { backend } = stubBackend({ collections: { blog_posts: [post('a', '2025-03-05T09:00:00.000Z', 'x')] } });
    renderWithProviders(<BlogList />, { backend });
    expect(await screen.findByTestId('cover-placeholder')).toHaveTextContent('steel');
  });

  it('shows skeletons while loading, then an empty state', async () => {
    renderWithProviders(<BlogList />, { backend: stubBackend().backend });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByText(/No posts have been published yet/)).toBeInTheDocument();
  });

  it('shows an error when the list cannot load', async () => {
    const { backend } = stubBackend();
    backend.listenQuery = (_p, _s, _n, error) => {
      queueMicrotask(() => error({ code: 'unavailable', message: 'offline' }));
      return () => {};
    };
    renderWithProviders(<BlogList />, { backend });
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the blog");
  });
});
