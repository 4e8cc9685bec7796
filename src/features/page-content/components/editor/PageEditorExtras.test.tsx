import { screen, waitFor, within } from '@testing-library/react';
import { heroTitle, publishedHome, renderEditor } from './PageEditor.test-fixtures';

jest.setTimeout(60_000); // MUI role queries in jsdom are slow (6-7 s a test here, 3x that on a loaded machine); nothing waits on time

const revision = {
  id: 'r1',
  sections: { hero: { title: 'Title from January' } },
  lastUpdated: '2025-01-10',
  publishedAt: '2025-01-10T09:30:00.000Z',
  publishedBy: 'u2',
  publishedByName: 'Ada Admin',
};
const withHistory = {
  docs: { 'pages/home': publishedHome, 'pages/home/revisions/r1': revision },
  collections: { 'pages/home/revisions': [revision] },
};

describe('PageEditor: revisions', () => {
  it('lists who published when; Restore loads the revision into the editor as a local draft', async () => {
    const { store, user, writes } = renderEditor(withHistory);
    const list = await screen.findByRole('list', { name: 'Published revisions' });
    const item = within(list).getByText('by Ada Admin').closest('li')!;
    expect(item).toHaveTextContent('10 Jan 2025');
    await user.click(within(item).getByRole('button', { name: 'Restore' }));

    expect(await screen.findByDisplayValue('Title from January')).toBe(await heroTitle());
    expect(screen.getByText('Unsaved local draft')).toBeInTheDocument();
    expect(store.getState().pageContent.drafts.home?.sections.hero).toEqual({ title: 'Title from January' });
    expect(writes).toEqual([]); // nothing goes live until Publish
  });

  it('asks before a restore replaces a local draft', async () => {
    const draft = { sections: { hero: { title: 'My draft' } }, lastUpdated: '2025-02-01' };
    const { store, user } = renderEditor({ ...withHistory, drafts: { home: draft } });
    const list = await screen.findByRole('list', { name: 'Published revisions' });
    await user.click(within(list).getByRole('button', { name: 'Restore' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace your draft?' });
    expect(store.getState().pageContent.drafts.home).toEqual(draft);
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() =>
      expect(store.getState().pageContent.drafts.home?.sections.hero?.title).toBe('Title from January'),
    );
  });
});

describe('PageEditor: Preview', () => {
  it('shows the edited (unsaved) content through the public page sections', async () => {
    const { user } = renderEditor({ docs: { 'pages/home': publishedHome } });
    const title = await heroTitle();
    await user.clear(title);
    await user.type(title, 'Preview me');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', { name: /Preview: Home/ });
    expect(within(dialog).getByRole('heading', { level: 1 })).toHaveTextContent('Preview me');
    // The landing stats section (its code loads apart from the hero's).
    expect(await within(dialog).findByText('10K+')).toBeInTheDocument();
    expect(within(dialog).queryByText(/no public route/)).not.toBeInTheDocument();
  });

  it('a page without a public route says so and shows its sections plainly', async () => {
    const { user } = renderEditor();
    await heroTitle();
    await user.click(screen.getByRole('combobox', { name: 'Page' }));
    await user.click(await screen.findByRole('option', { name: 'Pricing' }));
    await screen.findByRole('region', { name: 'Hero' });
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', { name: /Preview: Pricing/ });
    expect(within(dialog).getByText(/no public route/)).toBeInTheDocument();
    expect(within(dialog).getByText('Is the Free plan really free?')).toBeInTheDocument();
  });
});

describe('PageEditor: page picker', () => {
  it('offers the 11 pages and switches to the picked one', async () => {
    const { user } = renderEditor();
    await heroTitle();
    await user.click(screen.getByRole('combobox', { name: 'Page' }));
    expect(await screen.findAllByRole('option')).toHaveLength(11);
    await user.click(screen.getByRole('option', { name: 'Terms of service' }));
    expect(await screen.findByDisplayValue('Terms of Service')).toBe(await heroTitle());
    expect(screen.getByRole('button', { name: 'Terms' })).toHaveAttribute('aria-expanded', 'false');
  });
});
