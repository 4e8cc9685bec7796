// Issue 22: two people editing one pending version (staged changes to a live post). The panel
// remembers the pending version it opened on; when someone else saves a newer one, it shows the
// conflict notice (who and when, the fields that differ, Keep theirs / Re-apply mine) with the
// typing kept, and the save names the pending revision the form is based on, so the endpoint
// refuses a stale one (tests/app/pending-conflict.test.ts).
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { blogEntity } from '@/features/blog/entity';
import type { PendingChange } from '@/lib/entity';
import { renderWithProviders } from '@/testing/render';
import { stubBackend } from '@/testing/stub-backend';
import { EntityDrawer } from '@/components/admin/EntityDrawer';

jest.setTimeout(30000);

type Post = Parameters<NonNullable<typeof blogEntity.toInput>>[0];
const post = {
  id: 'p1',
  slug: 'steel-vs-timber',
  title: 'Steel vs timber',
  excerpt: 'The published excerpt.',
  body: 'Body.',
  coverImage: '',
  coverAlt: '',
  coverDecorative: false,
  coverWidth: 0,
  coverHeight: 0,
  author: 'Dana Editor',
  tags: [],
  seoTitle: '',
  seoDescription: '',
  published: true,
  publishedAt: '2026-01-01T10:00:00.000Z',
  views: 0,
  rev: 3,
} as unknown as Post;

const pendingVersion = (rev: number, values: Record<string, unknown>, by = 'Dana Editor'): PendingChange => ({
  id: 'blog_posts__p1',
  collection: 'blog_posts',
  recordId: 'p1',
  values: { ...blogEntity.toInput!(post), ...values },
  baseRev: 3,
  savedAt: new Date().toISOString(),
  savedBy: 'dana',
  savedByName: by,
  rev,
});

function renderPanel(pending: PendingChange | null) {
  const onSubmit = jest.fn(async () => true);
  let setPending: (p: PendingChange | null) => void = () => {};
  function Panel() {
    const [p, set] = useState(pending);
    setPending = set;
    return (
      <EntityDrawer
        def={blogEntity}
        open
        mode="edit"
        record={post}
        missing={false}
        canWrite
        uploader={undefined}
        error={null}
        onSubmit={onSubmit}
        onClose={() => {}}
        staged={{ pending: p, loaded: true, previewHref: '/admin/preview/blog/p1', onDiscard: async () => true }}
      />
    );
  }
  const result = renderWithProviders(<Panel />, { backend: stubBackend().backend });
  return { ...result, onSubmit, update: (p: PendingChange | null) => act(() => setPending(p)) };
}

const title = () => screen.getByRole('textbox', { name: 'Title' });
const excerpt = () => screen.getByRole('textbox', { name: 'Excerpt' });
const save = () => screen.getByRole('button', { name: 'Save changes' });

describe('a pending version saved by someone else while it is open', () => {
  it('names who and when and the fields, keeps my typing, and Re-apply mine saves on top of theirs', async () => {
    const { user, update, onSubmit } = renderPanel(pendingVersion(1, { title: 'Steel vs timber (draft 1)' }));
    expect(title()).toHaveValue('Steel vs timber (draft 1)');
    await user.clear(title());
    await user.type(title(), 'My better title');

    update(pendingVersion(2, { title: 'Their title', excerpt: 'Their excerpt.' }, 'Sam Admin'));
    const notice = await screen.findByTestId('conflict-notice');
    expect(notice).toHaveTextContent('Changed by Sam Admin just now');
    expect(notice).toHaveTextContent('The pending changes to this blog post were saved after you opened it');
    expect(notice).toHaveTextContent('they changed Title, Excerpt');
    expect(notice).toHaveTextContent('You changed Title too.');
    expect(title()).toHaveValue('My better title');
    expect(excerpt()).toHaveValue('The published excerpt.');

    await user.click(screen.getByRole('button', { name: 'Re-apply mine' }));
    expect(title()).toHaveValue('My better title');
    expect(excerpt()).toHaveValue('Their excerpt.');
    expect(screen.queryByTestId('conflict-notice')).not.toBeInTheDocument();
    await user.click(save());
    // Based on the record's revision and on their pending version (rev 2), which it now includes.
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'My better title', excerpt: 'Their excerpt.' }),
      3,
      expect.objectContaining({ label: 'Save changes', staged: true }),
      2,
    );
  });

  it('Keep theirs loads their pending version into the form', async () => {
    const { user, update } = renderPanel(null);
    await user.type(title(), ' (mine)');
    update(pendingVersion(1, { title: 'Their title' }));
    expect(await screen.findByTestId('conflict-notice')).toHaveTextContent('Changed by Dana Editor just now');
    expect(title()).toHaveValue('Steel vs timber (mine)');
    await user.click(screen.getByRole('button', { name: 'Keep theirs' }));
    expect(title()).toHaveValue('Their title');
    expect(screen.queryByTestId('conflict-notice')).not.toBeInTheDocument();
  });

  it('a pending save that changes nothing in the form passes quietly; a save names the revision it saw', async () => {
    const { user, update, onSubmit } = renderPanel(pendingVersion(1, {}));
    await user.type(title(), '!');
    update(pendingVersion(2, {}));
    expect(screen.queryByTestId('conflict-notice')).not.toBeInTheDocument();
    await user.click(save());
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Steel vs timber!' }),
      3,
      expect.anything(),
      2,
    );
  });
});
