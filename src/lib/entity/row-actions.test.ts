import {
  actionEndpointName,
  actionRole,
  actionsFor,
  actionToasts,
  childDeletes,
  planAction,
  planChildAction,
  tallies,
  type ChildDef,
  type RowAction,
} from './row-actions';

type Reply = { id: string; parentId: string; body: string; hidden: boolean; deleted: boolean };
const hide: RowAction<Reply> = { key: 'hide', label: 'Hide', patch: { hidden: true }, done: 'Reply hidden' };
const restore: RowAction<Reply> = {
  key: 'restore',
  label: 'Restore',
  patch: { hidden: false },
  done: 'Reply restored',
};
const remove: RowAction<Reply> = { key: 'delete', label: 'Delete', remove: true, done: 'Reply deleted' };
const child = {
  singular: 'Reply',
  plural: 'Replies',
  collection: 'replies',
  titleField: 'body',
  counter: { field: 'replyCount', nameField: 'moderatedReplyId', counts: (r: Reply) => !r.hidden && !r.deleted },
} as unknown as ChildDef<Reply>;
const shown: Reply = { id: 'r1', parentId: 'p1', body: 'Hi', hidden: false, deleted: false };
const hidden: Reply = { ...shown, id: 'r2', hidden: true };

describe('a child action moves its parent counter by exactly one, naming the child, only when it changes what counts', () => {
  it('hiding a visible reply: the reply hidden and the post -1 naming it', () => {
    expect(planChildAction('community_posts', child, shown, hide)).toEqual([
      { op: 'update', path: 'community_posts/p1/replies/r1', data: { hidden: true } },
      {
        op: 'update',
        path: 'community_posts/p1',
        data: { moderatedReplyId: 'r1' },
        increments: { replyCount: -1 },
      },
    ]);
  });
  it('restoring a hidden reply: +1', () => {
    expect(planChildAction('community_posts', child, hidden, restore)[1]).toEqual({
      op: 'update',
      path: 'community_posts/p1',
      data: { moderatedReplyId: 'r2' },
      increments: { replyCount: 1 },
    });
  });
  it('deleting a visible reply: the delete and -1; deleting a hidden one: the delete alone', () => {
    expect(planChildAction('community_posts', child, shown, remove)).toEqual([
      { op: 'delete', path: 'community_posts/p1/replies/r1' },
      { op: 'update', path: 'community_posts/p1', data: { moderatedReplyId: 'r1' }, increments: { replyCount: -1 } },
    ]);
    expect(planChildAction('community_posts', child, hidden, remove)).toEqual([
      { op: 'delete', path: 'community_posts/p1/replies/r2' },
    ]);
  });
  it('a keyed row (parent/id, as the list keys children) writes the same documents', () => {
    expect(planChildAction('community_posts', child, { ...shown, id: 'p1/r1' }, hide)).toEqual(
      planChildAction('community_posts', child, shown, hide),
    );
  });
  it('hiding an already hidden reply, or a child without a counter: no count change', () => {
    expect(planChildAction('community_posts', child, hidden, hide)).toHaveLength(1);
    expect(planChildAction('community_posts', { ...child, counter: undefined }, shown, hide)).toHaveLength(1);
  });
});

describe('row actions', () => {
  it('a record action is an update of its fields, or a delete', () => {
    expect(
      planAction('community_posts', 'p1', { key: 'pin', label: 'Pin', patch: { pinned: true }, done: '' }),
    ).toEqual({ op: 'update', path: 'community_posts/p1', data: { pinned: true } });
    expect(planAction('community_posts', 'p1', remove as RowAction<never>)).toEqual({
      op: 'delete',
      path: 'community_posts/p1',
    });
  });
  it('a removed parent takes its children, in groups', () => {
    const groups = childDeletes('community_posts/p1', child, ['a', 'b', 'c'], 2);
    expect(groups).toEqual([
      [
        { op: 'delete', path: 'community_posts/p1/replies/a' },
        { op: 'delete', path: 'community_posts/p1/replies/b' },
      ],
      [{ op: 'delete', path: 'community_posts/p1/replies/c' }],
    ]);
    expect(childDeletes('x', child, [])).toEqual([]);
  });
  it('offers only the actions whose condition holds, and a delete needs the remove role', () => {
    const pin: RowAction<Reply> = { key: 'pin', label: 'Pin', when: (r) => !r.hidden, patch: {}, done: '' };
    expect(actionsFor([hide, pin, remove], shown).map((a) => a.label)).toEqual(['Hide', 'Pin', 'Delete']);
    expect(actionsFor([hide, pin, remove], hidden).map((a) => a.label)).toEqual(['Hide', 'Delete']);
    const access = { write: 'editor', remove: 'admin' } as const;
    expect(actionRole(remove as RowAction<never>, access)).toBe('admin');
    expect(actionRole(hide as RowAction<never>, access)).toBe('editor');
    expect(actionRole({ ...hide, role: 'admin' } as RowAction<never>, access)).toBe('admin');
  });
  it("counts a member's posts across discussions and replies", () => {
    const counts = tallies([[{ authorId: 'a' }, { authorId: 'b' }], undefined, [{ authorId: 'a' }]], 'authorId');
    expect(counts.get('a')).toBe(2);
    expect(counts.get('b')).toBe(1);
    expect(counts.get('c')).toBeUndefined();
  });
  it('toasts each action by its own text, for the entity and its children', () => {
    const lock = { key: 'lock', label: 'Lock', patch: { locked: true }, done: 'Discussion locked' };
    const table = actionToasts({
      singular: 'Discussion',
      rowActions: [lock] as RowAction<never>[],
      children: { singular: 'Reply', rowActions: [hide] as RowAction<never>[] },
    });
    const post = table[actionEndpointName({ singular: 'Discussion' })]!;
    const reply = table[actionEndpointName({ singular: 'Reply' })]!;
    expect((post.success as (a: unknown) => string)({ id: 'p', action: 'lock' })).toBe('Discussion locked');
    expect((reply.success as (a: unknown) => string)({ id: 'r', action: 'hide' })).toBe('Reply hidden');
    expect(post.error).toBe('Failed to update discussion');
    expect(actionToasts({ singular: 'Team member' })).toEqual({});
  });
});
