import { screen } from '@testing-library/react';
import { LocaleProvider } from '@/i18n/locale-context';
import { pageMessages } from '@/i18n/page-messages';
import type { Backend } from '@/lib/data';
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

  it('speaks German on a German page: labels, reasons at the fields', async () => {
    await pageMessages.load('de');
    const stub = stubBackend();
    const { user } = renderWithProviders(
      <LocaleProvider locale="de">
        <NewDiscussionForm user={member} />
      </LocaleProvider>,
      { backend: stub.backend },
    );
    expect(screen.getByRole('heading', { name: 'Diskussion starten' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Titel/ }), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Diskussion veröffentlichen' }));
    expect(screen.getByText('Geben Sie Ihrer Diskussion einen Titel mit mindestens 3 Zeichen')).toBeInTheDocument();
    expect(screen.getByText('Schreiben Sie etwas, um die Diskussion zu beginnen')).toBeInTheDocument();
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
    // The post and the member's pace clock naming it, in one batch.
    const id = stub.writes[0]?.path.split('/')[1];
    expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(stub.writes).toEqual([
      {
        op: 'batch:set',
        path: `community_posts/${id}`,
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
      { op: 'batch:set', path: 'rate_limits/u1', data: { lastPostId: id } },
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
      batch: (...args) => new Promise<void>((resolve) => (finish = resolve)).then(() => stub.backend.batch(...args)),
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

  it('tells a member posting too fast how long to wait, keeping the text', async () => {
    const stub = stubBackend({
      failWrites: { code: 'permission-denied', message: 'no' },
      docs: { 'rate_limits/u1': { id: 'u1', lastPostAt: new Date(Date.now() - 20_000).toISOString() } },
    });
    const { user } = renderWithProviders(<NewDiscussionForm user={member} />, { backend: stub.backend });
    await user.click(screen.getByRole('textbox', { name: /Title/ }));
    await user.paste('Second question');
    await user.click(screen.getByRole('textbox', { name: /What would you like/ }));
    await user.paste('Straight after the first.');
    await user.click(screen.getByRole('button', { name: 'Post discussion' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /posting a little fast: members can start one discussion every 60 seconds\. Please wait \d+ seconds/,
    );
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('Second question');
  });

  it('a filled honeypot shows the usual success and writes nothing', async () => {
    const stub = stubBackend();
    const { user } = renderWithProviders(<NewDiscussionForm user={member} />, { backend: stub.backend });
    await user.click(screen.getByRole('textbox', { name: /Title/ }));
    await user.paste('Cheap pills');
    await user.click(screen.getByRole('textbox', { name: /What would you like/ }));
    await user.paste('Buy now');
    document.querySelector<HTMLInputElement>('input[name="website"]')!.value = 'https://spam.example';
    await user.click(screen.getByRole('button', { name: 'Post discussion' }));
    expect(await screen.findByText('Your discussion is live.')).toBeInTheDocument();
    expect(stub.writes).toEqual([]);
  });

  it('asks a member whose email is not verified to verify it, with Resend and "I\'ve verified"', async () => {
    const stub = stubBackend();
    const sendVerification = jest.fn(async () => undefined);
    const refresh = jest.fn(async () => ({ ...member, emailVerified: false }));
    const backend: Backend = { ...stub.backend, auth: { ...stub.backend.auth, sendVerification, refresh } };
    const unverified = { ...member, emailVerified: false };
    const { user } = renderWithProviders(<NewDiscussionForm user={unverified} />, { backend });
    expect(screen.getByRole('heading', { name: 'Verify your email to post' })).toBeInTheDocument();
    expect(screen.getByText('priya@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Title/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend email' }));
    expect(await screen.findByText('Sent. Check the inbox of priya@example.com.')).toBeInTheDocument();
    expect(sendVerification).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: "I've verified" }));
    expect(await screen.findByText(/isn't verified yet/)).toBeInTheDocument();
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
