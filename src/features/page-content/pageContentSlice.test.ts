import { draftDiscarded, draftReplaced, pageContentReducer, selectDraftBase } from './pageContentSlice';

// Issue 22: a draft remembers the published revision it was started from, so Publish can name it
// (and someone else's publish in between is a conflict, not an overwrite).
describe('the published revision a draft is based on', () => {
  const content = { sections: { hero: { title: 'Mine' } }, lastUpdated: '2026-11-26' };
  const at = (state: ReturnType<typeof pageContentReducer>) => selectDraftBase('home')({ pageContent: state });

  test('is kept with the draft and goes with it', () => {
    let state = pageContentReducer(undefined, draftReplaced({ pageId: 'home', content, basedOn: 'r1' }));
    expect(at(state)).toBe('r1');
    // Saving again without naming a base keeps the one it started from.
    state = pageContentReducer(state, draftReplaced({ pageId: 'home', content }));
    expect(at(state)).toBe('r1');
    state = pageContentReducer(state, draftDiscarded('home'));
    expect(at(state)).toBeUndefined();
    expect(state.drafts.home).toBeUndefined();
  });

  test('a state persisted before issue 22 (no bases) takes one', () => {
    const old = { drafts: {}, saving: null, savedAt: {} };
    const state = pageContentReducer(old, draftReplaced({ pageId: 'about', content, basedOn: '' }));
    expect(selectDraftBase('about')({ pageContent: state })).toBe('');
    expect(pageContentReducer(old, draftDiscarded('about')).drafts).toEqual({});
  });
});
