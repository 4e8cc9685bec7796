import { screen } from '@testing-library/react';
import type { Backend, PlainDoc, QuerySpec } from '@/lib/data';
import { renderWithProviders } from '@/testing/render';
import { stubBackend } from '@/testing/stub-backend';
import { TeamGrid } from './TeamGrid';

const member = (id: string, name: string, order: number, image = ''): PlainDoc => ({
  id,
  name,
  role: `${name} role`,
  bio: `${name} bio`,
  image,
  order,
});

describe('TeamGrid', () => {
  it('asks for the team ordered by `order` and shows each member', async () => {
    const stub = stubBackend({
      collections: { team: [member('a', 'Ada Lovelace', 1), member('b', 'Dr. Grace Hopper', 2, '/grace.jpg')] },
    });
    const specs: [string, QuerySpec][] = [];
    const listen = stub.backend.listenQuery;
    stub.backend.listenQuery = ((path, spec, next, error) => {
      specs.push([path, spec]);
      return listen(path, spec, next, error);
    }) as Backend['listenQuery'];
    renderWithProviders(<TeamGrid />, { backend: stub.backend });

    const names = await screen.findAllByRole('heading', { level: 3 });
    expect(names.map((h) => h.textContent)).toEqual(['Ada Lovelace', 'Dr. Grace Hopper']);
    expect(specs[0]).toEqual(['team', { orderBy: [['order', 'asc']] }]);
    expect(screen.getByText('Ada Lovelace role')).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace bio')).toBeInTheDocument();
    expect(screen.getByText('AL')).toBeInTheDocument(); // initials when there is no photo
    expect(screen.getByRole('img', { name: 'Dr. Grace Hopper' })).toHaveAttribute('src', '/grace.jpg');
  });

  it('follows live updates', async () => {
    const stub = stubBackend({ collections: { team: [member('a', 'Ada Lovelace', 1)] } });
    renderWithProviders(<TeamGrid />, { backend: stub.backend });
    await screen.findByText('Ada Lovelace');
    stub.emit('team', [member('a', 'Ada Lovelace', 1), member('c', 'Katherine Johnson', 2)]);
    expect(await screen.findByText('Katherine Johnson')).toBeInTheDocument();
  });

  it('shows skeletons while loading', () => {
    const { backend } = stubBackend();
    backend.listenQuery = () => () => {};
    renderWithProviders(<TeamGrid />, { backend });
    expect(screen.getByLabelText('Loading team members')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows an empty state when there are no members', async () => {
    renderWithProviders(<TeamGrid />, { backend: stubBackend({ collections: { team: [] } }).backend });
    expect(await screen.findByText(/team profiles are being updated/i)).toBeInTheDocument();
  });

  describe('with page-content members as the fallback', () => {
    const fallback = [
      { name: 'Elena Marković', role: 'CEO', bio: 'Structural engineer.', image: '' },
      { name: 'David Okafor', role: 'CTO', bio: 'Solver builder.', image: '/david.jpg' },
    ];

    it('shows them, as cards, while the collection is empty', async () => {
      renderWithProviders(<TeamGrid fallback={fallback} />, {
        backend: stubBackend({ collections: { team: [] } }).backend,
      });
      const names = await screen.findAllByRole('heading', { level: 3 });
      expect(names.map((h) => h.textContent)).toEqual(['Elena Marković', 'David Okafor']);
      expect(screen.getByText('CEO')).toBeInTheDocument();
      expect(screen.getByText('Structural engineer.')).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'David Okafor' })).toHaveAttribute('src', '/david.jpg');
      expect(screen.getAllByRole('listitem')).toHaveLength(2);
      expect(screen.queryByText(/team profiles are being updated/i)).not.toBeInTheDocument();
    });

    it('shows only the collection when it has members', async () => {
      renderWithProviders(<TeamGrid fallback={fallback} />, {
        backend: stubBackend({ collections: { team: [member('a', 'Ada Lovelace', 1)] } }).backend,
      });
      const names = await screen.findAllByRole('heading', { level: 3 });
      expect(names.map((h) => h.textContent)).toEqual(['Ada Lovelace']);
      expect(screen.queryByText('Elena Marković')).not.toBeInTheDocument();
    });

    it('keeps the skeletons while loading', () => {
      const { backend } = stubBackend();
      backend.listenQuery = () => () => {};
      renderWithProviders(<TeamGrid fallback={fallback} />, { backend });
      expect(screen.getByLabelText('Loading team members')).toHaveAttribute('aria-busy', 'true');
      expect(screen.queryByText('Elena Marković')).not.toBeInTheDocument();
    });
  });

  it('shows an error when the team cannot be read', async () => {
    const { backend } = stubBackend();
    backend.listenQuery = (_p, _s, _n, error) => {
      queueMicrotask(() => error({ code: 'unavailable', message: 'offline' }));
      return () => {};
    };
    renderWithProviders(<TeamGrid />, { backend });
    expect(await screen.findByRole('alert')).toHaveTextContent(/couldn’t load our team/);
  });

  it('skips a malformed member instead of failing', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const bad = { id: 'x', role: 'no name', order: 3 } as PlainDoc;
    renderWithProviders(<TeamGrid />, {
      backend: stubBackend({ collections: { team: [member('a', 'Ada Lovelace', 1), bad] } }).backend,
    });
    expect(await screen.findAllByRole('heading', { level: 3 })).toHaveLength(1);
    warn.mockRestore();
  });
});
