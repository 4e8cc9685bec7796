// The unpublish date of an article (issue 21): refused at its field when it is not after the publish
// date, with everything typed kept, and saved when it is.
import { screen, waitFor } from '@testing-library/react';
import { blogEntity } from '@/features/blog/entity';
import type { BlogPostInput } from '@/features/blog/schema';
import { emptyArticle, UNPUBLISH_BEFORE_PUBLISH } from '@/lib/schema/article';
import { renderWithProviders } from '@/testing/render';
import { stubBackend } from '@/testing/stub-backend';
import { EntityForm } from '@/components/admin/EntityForm';

jest.setTimeout(20000);

const def = {
  singular: blogEntity.singular,
  input: blogEntity.input,
  fields: blogEntity.fields,
  actions: blogEntity.actions,
};

const published: BlogPostInput = {
  ...(emptyArticle as BlogPostInput),
  title: 'Launch notes',
  slug: 'launch-notes',
  author: 'Ada',
  published: true,
  publishedAt: '2026-03-01T12:00:00.000Z',
};

function renderForm(initial: BlogPostInput, onSubmit: (v: unknown) => Promise<boolean>) {
  return renderWithProviders(
    <EntityForm def={def} initial={initial} mode="edit" onSubmit={onSubmit} onCancel={() => {}} error={null} />,
    { backend: stubBackend().backend },
  );
}

it('an unpublish date before the publish date is refused at its field, nothing typed lost', async () => {
  const submit = jest.fn(async () => true);
  const { user } = renderForm({ ...published, unpublishAt: '2026-02-01T12:00:00.000Z' }, submit);
  const title = screen.getByRole('textbox', { name: 'Title' });
  await user.clear(title);
  await user.type(title, 'Launch notes, revised');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText(UNPUBLISH_BEFORE_PUBLISH)).toBeInTheDocument();
  expect(screen.getByLabelText('Unpublish date')).toHaveAttribute('aria-invalid', 'true');
  expect(submit).not.toHaveBeenCalled();
  expect(title).toHaveValue('Launch notes, revised');
  expect(screen.getByLabelText('Unpublish date')).not.toHaveValue('');
});

it('an unpublish date after the publish date is saved with the post', async () => {
  const submit = jest.fn(async (_v: unknown) => true);
  const { user } = renderForm({ ...published, unpublishAt: '2026-04-01T12:00:00.000Z' }, submit);
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
  expect(submit.mock.calls[0]![0]).toMatchObject({ published: true, unpublishAt: '2026-04-01T12:00:00.000Z' });
});
