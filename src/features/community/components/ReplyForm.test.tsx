import { screen } from '@testing-library/react';
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

  it('writes the reply and bumps the post naming it (lastReplyId) in one batch', async () => {
    const stub = stubBackend();
    const { user } = renderWithProviders(<ReplyForm postId="p1" user={member} />, { backend: stub.backend });
    await user.click(screen.getByRole('textbox', { name: /Your reply/ }));
    await user.paste('Use 92% for rafters.');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    await screen.findByDisplayValue('');
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
});
