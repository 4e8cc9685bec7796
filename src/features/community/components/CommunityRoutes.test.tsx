import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { Backend } from '@/lib/data';
import { actAs } from '@/testing/auth';
import { renderWithProviders } from '@/testing/render';
import { stubBackend } from '@/testing/stub-backend';
import { CommunityRoutes } from './CommunityRoutes';
import { member, post } from './testData';

function renderCommunity(backend: Backend, route = '/community') {
  return renderWithProviders(
    <Routes>
      <Route path="/community/*" element={<CommunityRoutes />} />
    </Routes>,
    { backend, route },
  );
}

describe('Community', () => {
  it('lists visible discussions, most recently active first, with author and reply count', async () => {
    const { backend } = stubBackend({
      collections: {
        community_posts: [
          post('old', '2025-01-01T10:00:00.000Z', { replyCount: 1 }),
          post('recent', '2025-03-01T10:00:00.000Z', { replyCount: 3 }),
          post('hidden', '2025-04-01T10:00:00.000Z', { hidden: true }),
          post('deleted', '2025-04-02T10:00:00.000Z', { deleted: true }),
        ],
      },
    });
    const { store } = renderCommunity(backend);
    actAs(store, null);
    const list = await screen.findByRole('list', { name: 'Discussions' });
    const titles = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(['Discussion recent', 'Discussion old']);
    expect(within(list).getByText('3 replies')).toBeInTheDocument();
    expect(within(list).getByText('1 reply')).toBeInTheDocument();
    expect(within(list).getAllByText('Tomás Ortega')).toHaveLength(2);
  });

  it('shows new discussions live', async () => {
    const { backend, emit } = stubBackend({
      collections: { community_posts: [post('a', '2025-01-01T10:00:00.000Z')] },
    });
    renderCommunity(backend);
    expect(await screen.findByText('Discussion a')).toBeInTheDocument();
    act(() => emit('community_posts', [post('b', '2025-02-01T10:00:00.000Z'), post('a', '2025-01-01T10:00:00.000Z')]));
    expect(await screen.findByText('Discussion b')).toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in to post, in a dialog', async () => {
    const { backend } = stubBackend();
    const { store, user } = renderCommunity(backend);
    actAs(store, null);
    await user.click(await screen.findByRole('button', { name: 'Sign in to post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(within(dialog).getByLabelText(/Email/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Title/ })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a member their name, sign out and the new-discussion form', async () => {
    const { backend } = stubBackend();
    const { store } = renderCommunity(backend);
    actAs(store, member);
    expect(await screen.findByText('Priya Raman')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Start a discussion' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in to post' })).not.toBeInTheDocument();
  });

  it('shows a thread with its replies', async () => {
    const { backend } = stubBackend({
      docs: { 'community_posts/t1': post('t1', '2025-01-01T10:00:00.000Z', { replyCount: 1 }) },
      collections: {
        'community_posts/t1/replies': [
          {
            id: 'r1',
            body: 'A helpful answer',
            authorId: 'u1',
            authorName: 'Priya Raman',
            createdAt: '2025-01-02T10:00:00.000Z',
            hidden: false,
            deleted: false,
          },
        ],
      },
    });
    const { store } = renderCommunity(backend, '/community/t1');
    actAs(store, null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Discussion t1' })).toBeInTheDocument();
    expect(await screen.findByText('A helpful answer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in to reply' })).toBeInTheDocument();
  });

  it('shows the not-found page for a missing or hidden thread', async () => {
    const { backend } = stubBackend({
      docs: { 'community_posts/h': post('h', '2025-01-01T10:00:00.000Z', { hidden: true }) },
    });
    renderCommunity(backend, '/community/h');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
