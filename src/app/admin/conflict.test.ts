import fc from 'fast-check';
import { faqEntity } from '@/features/faq/entity';
import { changedFields, conflictError, isConflict, reapply, revOf, timeAgo } from '@/lib/entity/conflict';
import { z } from '@/lib/schema/zod';

const FIELDS = ['question', 'answer', 'category', 'order'];

describe('a conflict between two saves of one record', () => {
  const base = { question: 'Q?', answer: 'Old answer', category: 'General', order: 1 };

  test('names the fields their save changed', () => {
    const theirs = { ...base, answer: 'Their answer', order: 2 };
    expect(changedFields(FIELDS, base, theirs)).toEqual(['answer', 'order']);
    expect(changedFields(FIELDS, base, { ...base })).toEqual([]);
  });

  test('"Re-apply mine" keeps what I changed and takes theirs for the rest', () => {
    const mine = { ...base, question: 'My question?', answer: 'My answer' };
    const theirs = { ...base, answer: 'Their answer', category: 'Billing' };
    expect(reapply(FIELDS, base, mine, theirs)).toEqual({
      question: 'My question?',
      answer: 'My answer',
      category: 'Billing',
      order: 1,
    });
  });

  test('for any three versions, every field is mine where I changed it, else theirs (fast-check)', () => {
    const value = fc.oneof(
      fc.string({ maxLength: 8 }),
      fc.integer(),
      fc.constant(''),
      fc.array(fc.string(), { maxLength: 2 }),
    );
    const version = fc.record({ question: value, answer: value, category: value, order: value });
    fc.assert(
      fc.property(version, version, version, (b, mine, theirs) => {
        const merged = reapply(FIELDS, b, mine, theirs);
        for (const f of FIELDS) {
          const changedByMe = JSON.stringify(mine[f as keyof typeof mine]) !== JSON.stringify(b[f as keyof typeof b]);
          expect(merged[f as keyof typeof merged]).toEqual(
            changedByMe ? mine[f as keyof typeof mine] : theirs[f as keyof typeof theirs],
          );
        }
      }),
      { numRuns: 300 },
    );
  });

  test('says how long ago, in words', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(timeAgo('2026-11-26T11:59:40Z', now)).toBe('just now');
    expect(timeAgo('2026-11-26T11:58:00Z', now)).toBe('2 minutes ago');
    expect(timeAgo('2026-11-26T11:59:00Z', now)).toBe('1 minute ago');
    expect(timeAgo('2026-11-26T09:00:00Z', now)).toBe('3 hours ago');
    expect(timeAgo('2026-11-24T12:00:00Z', now)).toBe('2 days ago');
    expect(timeAgo(null, now)).toBe('recently');
    expect(timeAgo('not a date', now)).toBe('recently');
  });

  test('the error of a stale save is recognisable and says what happened', () => {
    const e = conflictError('FAQ');
    expect(isConflict(e)).toBe(true);
    expect(e.message).toBe('Someone else saved this FAQ after you opened it.');
    expect(isConflict({ code: 'permission-denied', message: '' })).toBe(false);
  });
});

describe('a record’s revision as read', () => {
  test('counts from 0 and refuses anything but a whole number', () => {
    expect(revOf({ rev: 3 })).toBe(3);
    expect(revOf({})).toBe(0);
    expect(revOf(null)).toBe(0);
    for (const bad of [-1, 1.5, '3', NaN, Infinity, null, {}]) expect(revOf({ rev: bad })).toBe(0);
  });

  test('the edited entities’ read schemas keep rev and refuse hostile values (fast-check)', () => {
    expect(z.parse(faqEntity.read, { id: 'a', question: 'Q', order: 1, rev: 4 })).toMatchObject({ rev: 4 });
    expect(z.parse(faqEntity.read, { id: 'a', question: 'Q', order: 1 })).toMatchObject({ rev: 0 });
    const hostile = fc.oneof(
      fc.string(),
      fc.double({ noInteger: true }),
      fc.integer({ max: -1 }),
      fc.constant(null),
      fc.object(),
      fc.array(fc.integer()),
      fc.boolean(),
    );
    fc.assert(
      fc.property(hostile, (rev) => {
        expect(z.safeParse(faqEntity.read, { id: 'a', question: 'Q', order: 1, rev }).success).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
