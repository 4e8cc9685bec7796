import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { stubBackend } from '@/testing/stub-backend';
import { NewDiscussionForm } from './NewDiscussionForm';
import { member } from './testData';

describe('NewDiscussionForm', () => {
  it('explains what is wrong beside each field and writes nothing', async () => {
    const stub = stubBackend();
    const { user } = renderWithProviders(<NewDiscussionForm user={member} />, { backend: stub.backend });
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Post discussion' }));
    expect(screen.getByText('Give your discussion a title of at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Write something to start the discussion')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveAttribute('aria-invalid', 'true');
    expect(stub.writes).toEqual([]);
  });

  it('creates the post with the data model fields and clears the form', async () => {
    const stub = stubBackend();
    const { user } = renderWithProviders(<NewDiscussionForm user={member} />, { backend: stub.backend });
    await user.type(screen.getByRole('textbox', { name: /Title/ }), '  Portal frame settings  ');
    await user.type(screen.getByRole('textbox', { name: /What would you like/ }), 'What utilisation do you use?');
    await user.click(screen.getByRole('button', { name: 'Post discussion' }));
    expect(await screen.findByText('Your discussion is live.')).toBeInTheDocument();
    expect(stub.writes).toEqual([
      {
        op: 'add',
        path: 'community_posts',
        data: {
          title: 'Portal frame settings',
          body: 'What utilisation do you use?',
          authorId: 'u1',
          authorName: 'Priya Raman',
          replyCount: 0,
          hidden: false,
          deleted: false,
        },
      },
    ]);
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('');
  });

  it('keeps what was typed when the write fails', async () => {
    const stub = stubBackend({ failWrites: { code: 'permission-denied', message: 'no' } });
    const { user } = renderWithProviders(<NewDiscussionForm user={member} />, { backend: stub.backend });
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Composite beams');
    await user.type(screen.getByRole('textbox', { name: /What would you like/ }), 'A long, careful question.');
    await user.click(screen.getByRole('button', { name: 'Post discussion' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't publish your discussion");
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('Composite beams');
    expect(screen.getByRole('textbox', { name: /What would you like/ })).toHaveValue('A long, careful question.');
  });
});
