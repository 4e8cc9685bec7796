import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { stubBackend } from '@/testing/stub-backend';
import { FeatureGate } from './FeatureGate';

const toggle = (name: string, enabled: boolean) => ({ id: name, name, enabled, updatedAt: null });

function renderGate(backend = stubBackend().backend) {
  return renderWithProviders(
    <FeatureGate name="blog">
      <h1>Blog content</h1>
    </FeatureGate>,
    { backend, route: '/blog' },
  );
}

describe('FeatureGate', () => {
  it('shows a spinner, not the content, until the toggles have loaded', () => {
    const { backend } = stubBackend();
    backend.listenQuery = () => () => {}; // never answers
    renderGate(backend);
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    expect(screen.queryByText('Blog content')).not.toBeInTheDocument();
  });

  it('shows the content when the toggle is on', async () => {
    renderGate(stubBackend({ collections: { feature_toggles: [toggle('blog', true)] } }).backend);
    expect(await screen.findByRole('heading', { name: 'Blog content' })).toBeInTheDocument();
  });

  it('counts a missing toggle as enabled', async () => {
    renderGate(stubBackend({ collections: { feature_toggles: [] } }).backend);
    expect(await screen.findByRole('heading', { name: 'Blog content' })).toBeInTheDocument();
  });

  it('shows the not-found page, never the content, when the toggle is off, live', async () => {
    const stub = stubBackend({ collections: { feature_toggles: [toggle('blog', false)] } });
    renderGate(stub.backend);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByText('Blog content')).not.toBeInTheDocument();
    act(() => stub.emit('feature_toggles', [toggle('blog', true)]));
    expect(await screen.findByRole('heading', { name: 'Blog content' })).toBeInTheDocument();
  });

  it('fails open when the toggles cannot be loaded', async () => {
    const { backend } = stubBackend();
    backend.listenQuery = (_p, _s, _n, error) => {
      queueMicrotask(() => error({ code: 'unavailable', message: 'offline' }));
      return () => {};
    };
    renderGate(backend);
    expect(await screen.findByRole('heading', { name: 'Blog content' })).toBeInTheDocument();
  });
});
