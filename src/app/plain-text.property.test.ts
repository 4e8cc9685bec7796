// Issue 29: text staff type is normalised on save. Every back-office form goes through parseInput
// (src/lib/entity/entity.ts cleanValues -> plainTexts), so whatever the fields hold, what it hands
// to the write has no control character other than tab and line feed (U+000B, a word processor's
// Shift+Enter, made /rss.xml invalid for every reader). Checked over every editable entity with
// fast-check strings of control and format characters, and on a real post.
import fc from 'fast-check';
import { ENTITY_LIST } from '@/app/admin/entities';
import { parseInput, type EntityDef } from '@/lib/entity';
import { cleanValues } from '@/lib/entity/entity';
import { sectionsFromForm } from '@/features/page-content/schema';
import { plainText } from '@/lib/schema/text';

type Def = EntityDef<{ id: string }, object>;
const editable = ENTITY_LIST.filter((d): d is Def & { input: NonNullable<Def['input']> } => Boolean(d.input));
const keysOf = (schema: unknown): string[] =>
  Object.keys((schema as { _zod: { def: { shape?: Record<string, unknown> } } })._zod.def.shape ?? {});

// eslint-disable-next-line no-control-regex -- the characters it looks for
const FORBIDDEN = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
const CONTROL = fc
  .integer({ min: 0, max: 0x9f })
  .filter((c) => c < 0x20 || c >= 0x7f)
  .map((c) => String.fromCharCode(c));
const FORMAT = fc.constantFrom('\u200B', '\u200D', '\u200E', '\u202E', '\u2066', '\uFEFF', '\u00AD', '\u2028');
const text = fc
  .array(fc.oneof(CONTROL, FORMAT, fc.string({ maxLength: 6 })), { maxLength: 16 })
  .map((parts) => parts.join(''));
const value = fc.oneof({ arbitrary: text, weight: 4 }, fc.array(text, { maxLength: 3 }), fc.boolean(), fc.nat());

/** Every string in a value, at any depth. */
const strings = (v: unknown): string[] =>
  typeof v === 'string'
    ? [v]
    : Array.isArray(v)
      ? v.flatMap(strings)
      : v && typeof v === 'object'
        ? Object.values(v).flatMap(strings)
        : [];

describe('staff text is normalised on save', () => {
  it.each(editable.map((d) => [d.name, d] as const))(
    '%s: nothing the form path hands on holds a control character but tab and line feed [100 runs]',
    (_name, def) => {
      fc.assert(
        fc.property(
          fc.record(Object.fromEntries(keysOf(def.input).map((k) => [k, value])), { requiredKeys: [] }),
          (values) => {
            for (const s of strings(cleanValues(def, values))) expect(s).not.toMatch(FORBIDDEN);
            const result = parseInput(def, values);
            if (result.ok) for (const s of strings(result.data)) expect(s).not.toMatch(FORBIDDEN);
          },
        ),
      );
    },
  );

  it('a pasted Shift+Enter (U+000B), CR and NUL leave a post; tab, newline and format characters stay', () => {
    const blog = editable.find((d) => d.name === 'blog')!;
    const result = parseInput(blog, {
      title: 'Bridges\u000Bthat last',
      slug: 'bridges',
      excerpt: 'One\r\ntwo',
      body: 'Code:\n\tindented\u0000 \u200D',
      coverImage: '',
      author: 'Eddie\u001B',
      tags: ['steel\u0007'],
      seoTitle: '',
      seoDescription: '',
      published: false,
      publishedAt: null,
    });
    expect(result).toMatchObject({
      ok: true,
      data: {
        title: 'Bridgesthat last',
        excerpt: 'One\ntwo',
        body: 'Code:\n\tindented \u200D',
        author: 'Eddie',
        tags: ['steel'],
      },
    });
  });

  it('page sections too [100 runs]', () => {
    fc.assert(
      fc.property(text, text, (title, content) => {
        const sections = sectionsFromForm({ sections: { hero: { title, content } } } as never);
        for (const s of strings(sections)) expect(s).not.toMatch(FORBIDDEN);
      }),
    );
    expect(plainText('a\u000Bb\r\nc\td')).toBe('ab\nc\td');
  });
});
