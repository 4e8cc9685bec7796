import { screen } from '@testing-library/react';
import type { PlainDoc } from '@/lib/data';
import { renderWithProviders } from '@/testing/render';
import { stubBackend } from '@/testing/stub-backend';
import { BlogPostView } from './BlogPostView';

const BODY = `Intro paragraph with an [internal link](/resources/guide) and an [external one](https://example.com/x).

## Section heading

<script>window.__pwned = true</script>

<img src="x" onerror="window.__pwned = true">

- first point
- second point`;

const post: PlainDoc = {
  id: 'safe-post',
  slug: 'safe-post',
  title: 'A safe post',
  excerpt: 'What it is about.',
  body: BODY,
  coverImage: '/images/missing.svg',
  author: 'Grace Hopper',
  tags: ['bim'],
  published: true,
  publishedAt: '2025-03-05T09:00:00.000Z',
  createdAt: '2025-03-01T09:00:00.000Z',
  updatedAt: '2025-03-05T09:00:00.000Z',
};

describe('BlogPostView', () => {
  it('renders the markdown body: headings, lists and safe links', async () => {
    const { backend } = stubBackend({ collections: { blog_posts: [post] } });
    renderWithProviders(<BlogPostView slug="safe-post" />, { backend, route: '/blog/safe-post' });
    expect(await screen.findByRole('heading', { level: 1, name: 'A safe post' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Section heading' })).toBeInTheDocument();
    expect(screen.getByText('second point').tagName).toBe('LI');
    expect(screen.getByRole('link', { name: 'internal link' })).toHaveAttribute('href', '/resources/guide');
    const external = screen.getByRole('link', { name: 'external one' });
    expect(external).toHaveAttribute('href', 'https://example.com/x');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('Grace Hopper')).toBeInTheDocument();
  });

  it('never turns raw HTML in the body into elements', async () => {
    const { backend } = stubBackend({ collections: { blog_posts: [post] } });
    const { container } = renderWithProviders(<BlogPostView slug="safe-post" />, { backend });
    await screen.findByRole('heading', { level: 1, name: 'A safe post' });
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(container.querySelectorAll('img[alt=""]').length);
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(container.textContent).toContain('<script>');
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('shows the not-found page for an unknown slug', async () => {
    const { backend } = stubBackend({ collections: { blog_posts: [] } });
    renderWithProviders(<BlogPostView slug="no-such-post" />, { backend });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows the not-found page for an unpublished slug', async () => {
    const { backend } = stubBackend({ collections: { blog_posts: [{ ...post, published: false }] } });
    renderWithProviders(<BlogPostView slug="safe-post" />, { backend });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('BlogPostView head tags', () => {
  const head = () => ({
    titles: [...document.head.querySelectorAll('title')].map((t) => t.textContent),
    canonicals: [...document.head.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href')),
    noindex: document.head.querySelectorAll('meta[name="robots"][content="noindex"]').length,
  });

  it('renders one title and canonical link for a found post', async () => {
    const { backend } = stubBackend({ collections: { blog_posts: [post] } });
    renderWithProviders(<BlogPostView slug="safe-post" />, { backend, route: '/blog/safe-post' });
    await screen.findByRole('heading', { level: 1, name: 'A safe post' });
    expect(head()).toEqual({
      titles: ['A safe post | Structura AI'],
      canonicals: [expect.stringMatching(/\/blog\/safe-post$/)],
      noindex: 0,
    });
  });

  it('renders one noindex set for an unknown slug', async () => {
    const { backend } = stubBackend({ collections: { blog_posts: [] } });
    renderWithProviders(<BlogPostView slug="nope" />, { backend, route: '/blog/nope' });
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(head()).toEqual({
      titles: ['Page not found | Structura AI'],
      canonicals: [expect.stringMatching(/\/blog\/nope$/)],
      noindex: 1,
    });
  });

  it('marks the generic title noindex while loading', () => {
    const { backend } = stubBackend();
    backend.listenQuery = () => () => {}; // never answers
    renderWithProviders(<BlogPostView slug="safe-post" />, { backend, route: '/blog/safe-post' });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(head()).toEqual({ titles: ['Blog | Structura AI'], canonicals: [expect.any(String)], noindex: 1 });
  });
});
