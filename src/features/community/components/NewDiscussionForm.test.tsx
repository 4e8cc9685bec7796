import { screen } from '@testing-library/react';
import type { Backend } from '@/lib/backend-types';
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
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveFocus(); // the first field to fix
    expect(stub.writes).toEqual([]);
  });

  it('creates the post with the data model fields and clears the form', async () => {
    const stub = stubBackend();
    const { user } = renderWithProviders(<NewDiscussionForm user={member} />, { backend: stub.backend });
    await user.click(screen.getByRole('textbox', { name: /Title/ }));
    await user.paste('  Portal frame settings  ');
    await user.click(screen.getByRole('textbox', { name: /What would you like/ }));
    await user.paste('What utilisation do you use?');
    await user.click(screen.getByRole('button', { name: 'Post discussion' }));
    expect(await screen.findByText('Your discussion is live.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post discussion' })).toBeEnabled();
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
    // The next discussion starts afresh: the confirmation goes once the member types again.
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Next');
    expect(screen.queryByText('Your discussion is live.')).not.toBeInTheDocument();
  });

  it('shows the button busy while the post is written', async () => {
    const stub = stubBackend();
    let finish: () => void = () => {};
    const backend: Backend = {
      ...stub.backend,
      add: (...args) => new Promise<void>((resolve) => (finish = resolve)).then(() => stub.backend.add(...args)),
    };
    const { user } = renderWithProviders(<NewDiscussionForm user={member} />, { backend });
    await user.click(screen.getByRole('textbox', { name: /Title/ }));
    await user.paste('Portal frame settings');
    await user.click(screen.getByRole('textbox', { name: /What would you like/ }));
    await user.paste('What utilisation do you use?');
    await user.click(screen.getByRole('button', { name: 'Post discussion' }));
    expect(await screen.findByRole('button', { name: 'Posting...' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Title/ })).toBeDisabled();
    finish();
    expect(await screen.findByText('Your discussion is live.')).toBeInTheDocument();
  });

  it('keeps what was typed when the write fails', async () => {
    const stub = stubBackend({ failWrites: { code: 'permission-denied', message: 'no' } });
    const { user } = renderWithProviders(<NewDiscussionForm user={member} />, { backend: stub.backend });
    await user.click(screen.getByRole('textbox', { name: /Title/ }));
    await user.paste('Composite beams');
    await user.click(screen.getByRole('textbox', { name: /What would you like/ }));
    await user.paste('A long, careful question.');
    await user.click(screen.getByRole('button', { name: 'Post discussion' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't publish your discussion");
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('Composite beams');
    expect(screen.getByRole('textbox', { name: /What would you like/ })).toHaveValue('A long, careful question.');
  });
});
