import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { Backend } from '@/lib/data';
import { renderWithProviders } from '@/testing/render';
import { stubBackend } from '@/testing/stub-backend';
import { post } from './testData';
import { ThreadView } from './ThreadView';

function renderThread(backend: Backend, id: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/community/:postId" element={<ThreadView onAuth={() => {}} />} />
    </Routes>,
    { backend, route: `/community/${id}` },
  );
}

const head = () => ({
  titles: [...document.head.querySelectorAll('title')].map((t) => t.textContent),
  canonicals: [...document.head.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href')),
  noindex: document.head.querySelectorAll('meta[name="robots"][content="noindex"]').length,
});

describe('ThreadView head tags', () => {
  it('renders one title and canonical link for a found thread', async () => {
    const { backend } = stubBackend({ docs: { 'community_posts/t1': post('t1', '2025-01-01T10:00:00.000Z') } });
    renderThread(backend, 't1');
    await screen.findByRole('heading', { level: 1, name: 'Discussion t1' });
    expect(head()).toEqual({
      titles: ['Discussion t1 | Structura AI'],
      canonicals: [expect.stringMatching(/\/community\/t1$/)],
      noindex: 0,
    });
  });

  it('renders one noindex set for an unknown thread', async () => {
    renderThread(stubBackend().backend, 'nope');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(head()).toEqual({
      titles: ['Page not found | Structura AI'],
      canonicals: [expect.stringMatching(/\/community\/nope$/)],
      noindex: 1,
    });
  });

  it('marks the generic title noindex while loading', () => {
    const { backend } = stubBackend();
    backend.listenDoc = () => () => {}; // never answers
    renderThread(backend, 't1');
    expect(screen.getByRole('status', { name: 'Loading discussion' })).toBeInTheDocument();
    expect(head()).toEqual({ titles: ['Community | Structura AI'], canonicals: [expect.any(String)], noindex: 1 });
  });

  it('renders one noindex set when the thread cannot load', async () => {
    const { backend } = stubBackend();
    backend.listenDoc = (_p, _n, error) => {
      queueMicrotask(() => error({ code: 'unavailable', message: 'offline' }));
      return () => {};
    };
    renderThread(backend, 't1');
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load this discussion");
    expect(head()).toEqual({ titles: ['Community | Structura AI'], canonicals: [expect.any(String)], noindex: 1 });
  });
});
