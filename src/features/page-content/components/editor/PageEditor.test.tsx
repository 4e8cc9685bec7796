import { act, screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { home } from '../../defaults/home';
import { EDITOR, PUBLISHED_TITLE, heroTitle, publishedHome, renderEditor } from './PageEditor.test-fixtures';

jest.setTimeout(60_000); // MUI role queries in jsdom are slow (6-7 s a test here, 3x that on a loaded machine); nothing waits on time

const published = { docs: { 'pages/home': publishedHome } };
const draft = { ...home, sections: { ...home.sections, hero: { ...home.sections.hero, title: 'Draft title' } } };

describe('PageEditor: where the content comes from', () => {
  it('the published copy when there is no draft', async () => {
    renderEditor(published);
    expect(await heroTitle()).toHaveValue(PUBLISHED_TITLE);
    expect(screen.getByText('Published')).toBeInTheDocument();
  });

  it('the default copy when nothing is published', async () => {
    renderEditor();
    expect(await heroTitle()).toHaveValue(home.sections.hero!.title);
    expect(screen.getByText('Default copy')).toBeInTheDocument();
  });

  it('the local draft when there is one', async () => {
    renderEditor({ ...published, drafts: { home: draft } });
    expect(await heroTitle()).toHaveValue('Draft title');
    expect(screen.getByText('Unsaved local draft')).toBeInTheDocument();
  });
});

describe('PageEditor: Save', () => {
  afterEach(() => jest.useRealTimers());

  it('reads "Saving..." for 1 s, then "Draft saved"; the draft is in the store', async () => {
    const { store } = renderEditor(published);
    const title = await heroTitle();
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.clear(title);
    await user.type(title, 'New headline');
    expect(title).toHaveAccessibleDescription('12/200');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(store.getState().pageContent.drafts.home?.sections.hero?.title).toBe('New headline');

    await act(async () => void jest.advanceTimersByTime(999));
    expect(screen.queryByText('Draft saved')).not.toBeInTheDocument();
    await act(async () => void jest.advanceTimersByTime(1));
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled(); // nothing new to save
    expect(screen.getByText('Unsaved local draft')).toBeInTheDocument();
    expect(store.getState().pageContent.savedAt.home).toBeDefined();
  });

  it('an over-limit field shows its error at the field and blocks Save and Publish', async () => {
    const { store, user, writes } = renderEditor(published);
    const title = await heroTitle();
    await user.clear(title);
    await user.click(title);
    await user.paste('x'.repeat(201));
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('At most 200 characters (201/200)');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
    expect(screen.getByText('Fix the marked fields to save or publish.')).toBeInTheDocument();
    await user.type(title, '{Enter}'); // submitting the form does not save either
    expect(store.getState().pageContent.drafts.home).toBeUndefined();
    expect(writes).toEqual([]);
  });
});

describe('PageEditor: Publish', () => {
  it('writes the page and a revision in one batch and clears the draft', async () => {
    const { store, user, backend, writes } = renderEditor({ ...published, drafts: { home: draft } });
    const batch = jest.spyOn(backend, 'batch');
    const title = await heroTitle();
    await user.clear(title);
    await user.type(title, 'Live headline');
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(store.getState().pageContent.drafts.home).toBeUndefined());
    const sections = { ...draft.sections, hero: { ...draft.sections.hero, title: 'Live headline' } };
    const page = { sections, lastUpdated: new Date().toISOString().slice(0, 10) };
    // The page names its revision (issue 20: the rules take no publish without it).
    const revisionId = (batch.mock.calls[0]![0][0] as unknown as { data: { revisionId: string } }).data.revisionId;
    expect(revisionId).toMatch(/^[0-9a-f]{32}$/);
    expect(batch).toHaveBeenCalledWith([
      {
        op: 'set',
        path: 'pages/home',
        data: { ...page, revisionId, basedOn: '' },
        options: { serverTimestamps: ['publishedAt'] },
      },
      {
        op: 'set',
        path: `pages/home/revisions/${revisionId}`,
        data: { ...page, publishedBy: EDITOR.uid, publishedByName: 'Eddie Editor' },
        options: { serverTimestamps: ['publishedAt'] },
      },
    ]);
    expect(writes.map((w) => w.op)).toEqual(['batch:set', 'batch:set']);
    expect(title).toHaveValue('Live headline');
  });

  it('a failed publish keeps the edited values and the draft, and says it failed', async () => {
    const failure = { code: 'permission-denied', message: 'denied' };
    const notify = jest.fn();
    const { store, user } = renderEditor({
      ...published,
      drafts: { home: draft },
      failOps: { batch: failure },
      notify,
    });
    const title = await heroTitle();
    await user.clear(title);
    await user.type(title, 'Edited, not live');
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText(/The page was not published/)).toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ variant: 'error', message: 'Failed to publish page' }),
    );
    expect(title).toHaveValue('Edited, not live');
    expect(store.getState().pageContent.drafts.home).toEqual(draft);
  });
});

describe('PageEditor: Discard draft', () => {
  it('asks first, then returns to the published copy', async () => {
    const { store, user } = renderEditor({ ...published, drafts: { home: draft } });
    expect(await heroTitle()).toHaveValue('Draft title');
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard draft?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    expect(store.getState().pageContent.drafts.home).toEqual(draft);

    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByDisplayValue(PUBLISHED_TITLE)).toBe(await heroTitle());
    expect(screen.getByText('Published')).toBeInTheDocument();
    expect(store.getState().pageContent.drafts.home).toBeUndefined();
  });
});
