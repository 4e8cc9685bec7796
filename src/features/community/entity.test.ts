import { actionsFor } from '@/lib/entity';
import { communityPostEntity } from './entity';
import type { CommunityPost, QueuedReply } from './schema';

const post: CommunityPost = {
  id: 'p1',
  title: 'Punching shear',
  body: 'How?',
  authorId: 'a',
  authorName: 'Alice',
  createdAt: null,
  lastActivityAt: null,
  replyCount: 1,
  hidden: false,
  deleted: false,
  pinned: false,
  locked: false,
};
const reply: QueuedReply = {
  id: 'r1',
  parentId: 'p1',
  body: 'Holes',
  authorId: 'b',
  authorName: 'Bob',
  createdAt: null,
  hidden: false,
  deleted: false,
};
const labels = (row: CommunityPost) => actionsFor(communityPostEntity.rowActions, row).map((a) => a.label);
const keep = (key: string, row: { hidden: boolean; deleted: boolean }) =>
  communityPostEntity.filters!.find((f) => f.key === key)!.keep?.(row as CommunityPost) ?? true;

describe('community moderation definition', () => {
  it('offers Hide, Delete, Pin and Lock on a visible discussion; Restore, Unpin, Unlock once set', () => {
    expect(labels(post)).toEqual(['Hide', 'Delete', 'Pin', 'Lock']);
    expect(labels({ ...post, hidden: true, pinned: true, locked: true })).toEqual([
      'Restore',
      'Delete',
      'Unpin',
      'Unlock',
    ]);
  });
  it('filters all, visible and hidden (an author-deleted post counts as hidden)', () => {
    expect(communityPostEntity.filters!.map((f) => f.label)).toEqual(['All', 'Visible', 'Hidden']);
    expect(keep('visible', post)).toBe(true);
    expect(keep('hidden', post)).toBe(false);
    expect(keep('hidden', { hidden: false, deleted: true })).toBe(true);
    expect(keep('all', { hidden: true, deleted: false })).toBe(true);
  });
  it('counts a reply in its post only while it is visible, and deletes need an admin', () => {
    const counter = communityPostEntity.children!.counter!;
    expect(counter.counts(reply)).toBe(true);
    expect(counter.counts({ ...reply, hidden: true })).toBe(false);
    expect(communityPostEntity.rowActions!.find((a) => a.remove)?.role ?? communityPostEntity.access.remove).toBe(
      'admin',
    );
  });
  it("tallies a member's posts by author id", () => {
    expect(communityPostEntity.tally).toEqual({ field: 'authorId', header: 'Member’s posts' });
  });
});
