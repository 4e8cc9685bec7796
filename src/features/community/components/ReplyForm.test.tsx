import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { stubBackend } from '@/testing/stub-backend';
import { ReplyForm } from './ReplyForm';
import { member } from './testData';

describe('ReplyForm', () => {
  it('asks for a reply before writing anything', async () => {
    const stub = stubBackend();
    const { user } = renderWithProviders(<ReplyForm postId="p1" user={member} />, { backend: stub.backend });
    await user.type(screen.getByRole('textbox', { name: /Your reply/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(screen.getByText('Write a reply first')).toBeInTheDocument();
    expect(stub.writes).toEqual([]);
  });

  it('writes the reply, bumps the post naming it (lastReplyId) and moves the pace clock, in one batch', async () => {
    const stub = stubBackend();
    const { user } = renderWithProviders(<ReplyForm postId="p1" user={member} />, { backend: stub.backend });
    await user.click(screen.getByRole('textbox', { name: /Your reply/ }));
    await user.paste('Use 92% for rafters.');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Your reply/ })).toHaveValue(''));
    const replyId = stub.writes[0]?.path.split('/').pop() ?? '';
    expect(replyId).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(stub.writes).toEqual([
      {
        op: 'batch:set',
        path: `community_posts/p1/replies/${replyId}`,
        data: {
          body: 'Use 92% for rafters.',
          authorId: 'u1',
          authorName: 'Priya Raman',
          hidden: false,
          deleted: false,
        },
      },
      { op: 'batch:update', path: 'community_posts/p1', data: { lastReplyId: replyId } },
      { op: 'batch:set', path: 'rate_limits/u1', data: { lastReplyId: `p1/${replyId}` } },
    ]);
  });

  it('keeps the reply when the write fails', async () => {
    const stub = stubBackend({ failWrites: { code: 'permission-denied', message: 'no' } });
    const { user } = renderWithProviders(<ReplyForm postId="p1" user={member} />, { backend: stub.backend });
    await user.click(screen.getByRole('textbox', { name: /Your reply/ }));
    await user.paste('Keep me');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't post your reply");
    expect(screen.getByRole('textbox', { name: /Your reply/ })).toHaveValue('Keep me');
  });

  it('tells a member replying too fast how long to wait, keeping the reply', async () => {
    const stub = stubBackend({
      failWrites: { code: 'permission-denied', message: 'no' },
      docs: { 'rate_limits/u1': { id: 'u1', lastReplyAt: new Date(Date.now() - 5_000).toISOString() } },
    });
    const { user } = renderWithProviders(<ReplyForm postId="p1" user={member} />, { backend: stub.backend });
    await user.click(screen.getByRole('textbox', { name: /Your reply/ }));
    await user.paste('Me again');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /members can post one reply every 15 seconds\. Please wait \d+ seconds/,
    );
    expect(screen.getByRole('textbox', { name: /Your reply/ })).toHaveValue('Me again');
  });

  it('a filled honeypot clears the form as usual and writes nothing', async () => {
    const stub = stubBackend();
    const { user } = renderWithProviders(<ReplyForm postId="p1" user={member} />, { backend: stub.backend });
    await user.click(screen.getByRole('textbox', { name: /Your reply/ }));
    await user.paste('Spam');
    document.querySelector<HTMLInputElement>('input[name="website"]')!.value = 'x';
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Your reply/ })).toHaveValue(''));
    expect(stub.writes).toEqual([]);
  });

  it('asks a member whose email is not verified to verify it first', () => {
    renderWithProviders(<ReplyForm postId="p1" user={{ ...member, emailVerified: false }} />, {
      backend: stubBackend().backend,
    });
    expect(screen.getByRole('heading', { name: 'Verify your email to post' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Your reply/ })).not.toBeInTheDocument();
  });
});
