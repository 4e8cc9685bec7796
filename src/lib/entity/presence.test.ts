import {
  editingText,
  editorsByRecord,
  EXPIRES_AFTER_MS,
  expiresAt,
  isLive,
  STALE_MS,
  toPresence,
  type PresenceDoc,
} from './presence';
import { presenceKey } from '@/domain/document-keys';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const at = (msAgo: number) => new Date(NOW - msAgo).toISOString();
const p = (uid: string, recordId: string, msAgo: number | null, name = uid): PresenceDoc => ({
  uid,
  name,
  collection: 'faqs',
  recordId,
  at: msAgo === null ? null : at(msAgo),
});

describe('presence', () => {
  it('keys one document per person and record', () => {
    expect(presenceKey('faqs', 'f1', 'u1')).toBe('faqs__f1__u1');
  });

  it('counts a heartbeat as live until STALE_MS has passed, and an unstamped one (in flight) as live', () => {
    expect(isLive({ at: at(STALE_MS - 1000) }, NOW)).toBe(true);
    expect(isLive({ at: at(STALE_MS + 1000) }, NOW)).toBe(false);
    expect(isLive({ at: null }, NOW)).toBe(true);
  });

  it('names the others editing each record: not me, not the stale, each person once', () => {
    const docs = [
      p('me', 'f1', 1000, 'Me'),
      p('dana', 'f1', 5000, 'Dana'),
      p('lee', 'f1', STALE_MS + 1, 'Lee'),
      p('lee', 'f2', 2000, 'Lee'),
      p('dana', 'f1', 3000, 'Dana'),
    ];
    const byRecord = editorsByRecord(docs, NOW, 'me');
    expect(Object.fromEntries(byRecord)).toEqual({ f1: ['Dana'], f2: ['Lee'] });
  });

  it('says who is editing in words', () => {
    expect(editingText([])).toBe('');
    expect(editingText(['Dana'])).toBe('Dana is editing');
    expect(editingText(['Dana', 'Lee'])).toBe('Dana and Lee are editing');
    expect(editingText(['Dana', 'Lee', 'Kim'])).toBe('Dana and 2 others are editing');
  });

  it('drops malformed documents', () => {
    expect(toPresence({ uid: 'u', name: 'U', collection: 'faqs', recordId: '', at: null })).toBeNull();
    expect(toPresence({ uid: 1, name: 'U', collection: 'faqs', recordId: 'f1' })).toBeNull();
    expect(toPresence({ uid: 'u', name: 'U', collection: 'faqs', recordId: 'f1', at: 5 })).toBeNull();
    expect(toPresence({ id: 'faqs__f1__u', uid: 'u', name: 'U', collection: 'faqs', recordId: 'f1' })).toEqual({
      uid: 'u',
      name: 'U',
      collection: 'faqs',
      recordId: 'f1',
      at: null,
    });
  });

  it('a heartbeat expires (server-side TTL) well after readers count it as gone; readers go by its heartbeat', () => {
    expect(Date.parse(expiresAt(NOW)) - NOW).toBe(EXPIRES_AFTER_MS);
    expect(EXPIRES_AFTER_MS).toBeGreaterThan(STALE_MS);
    // A stale heartbeat is gone for readers even while its document has not expired yet.
    const stale = toPresence({ ...p('u2', 'f1', STALE_MS + 1000), expiresAt: expiresAt(NOW) })!;
    expect(isLive(stale, NOW)).toBe(false);
    expect(editorsByRecord([stale], NOW, 'u1').size).toBe(0);
  });
});
