// Property-based tests (fast-check): hostile input through every input schema and the Markdown
// renderer (issue 9). Very long strings, control characters, RTL and other invisible marks, emoji,
// markup, `javascript:` URLs in many spellings and values of the wrong type go in; the schemas must
// answer (accept or refuse) without throwing, link fields must never accept a `javascript:` (or any
// non-https) link, and rendered Markdown must contain no script, no event-handler attribute and no
// script or data URL. It lives under src/app because it walks the back office's entity list, which
// src/lib may not import.
import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ENTITY_LIST } from '@/app/admin/entities';
import { Markdown, markdownHref } from '@/components/ui/Markdown';
import { signInSchema, signUpSchema } from '@/features/auth/schema';
import { communityPostSchema, newPostSchema, replyInputSchema, replySchema } from '@/features/community/schema';
import { demoRequestSchema } from '@/domain/leads/lead';
import { parsePublishedPage } from '@/features/page-content/parse';
import { pageFormSchema, pageSchema, sectionSchema } from '@/features/page-content/schema';
import { parseInput, pendingChangeSchema, type EntityDef } from '@/lib/entity';
import { presenceSchema, toPresence } from '@/lib/entity/presence';
import { link, storedLink, storedLinkOrNull } from '@/lib/schema/links';
import { z } from '@/lib/schema/zod';

// Malformed documents are reported with console.warn by the converters; that is expected here.
beforeAll(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterAll(() => jest.restoreAllMocks());

// ------------------------------------------------------------------------------- hostile input

/** `javascript:` as attackers spell it: case, leading blanks and controls, entities, blanks inside. */
const JAVASCRIPT_URLS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.cookie)',
  ' javascript:alert(1)',
  '\u0000javascript:alert(1)',
  '\u0001\u001fjavascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  'javascript&colon;alert(1)',
  '%6Aavascript:alert(1)',
  '\u200Bjavascript:alert(1)',
  '\uFEFFjavascript:alert(1)',
  'javascript://%0Aalert(1)',
  'vbscript:msgbox(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:image/svg+xml,<svg onload=alert(1)>',
];

const FRAGMENTS = [
  ...JAVASCRIPT_URLS,
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  "'><iframe src=javascript:alert(1)></iframe>",
  '<a href="javascript:alert(1)">x</a>',
  '<div style="background:url(javascript:alert(1))">',
  '[x](javascript:alert(1))',
  '![x](javascript:alert(1))',
  '<javascript:alert(1)>',
  '[x][r]\n\n[r]: javascript:alert(1)',
  '[x](javascript&#58;alert(1) "t")',
  '\u202E', // right-to-left override
  '\u202Dx',
  '\u200B',
  '\u200F',
  '\u2066',
  '\uFEFF',
  '\u0085',
  '\r\n',
  '\t',
  '\u0000',
  '\u0007',
  '\u001B[31m',
  '😀',
  '👨‍👩‍👧‍👦',
  '🏗️',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  '\uD800', // a lone surrogate
  '\uDFFF',
  '%00',
  '../../etc/passwd',
  '${7*7}',
  '{{constructor.constructor("alert(1)")()}}',
  '__proto__',
  'constructor',
  "' OR 1=1 --",
];

const fragment = fc.constantFrom(...FRAGMENTS);
const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fragment, weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 200 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 200 }), weight: 2 },
  {
    arbitrary: fc
      .array(fc.oneof(fragment, fc.string({ unit: 'grapheme', maxLength: 20 })), { maxLength: 12 })
      .map((parts) => parts.join('')),
    weight: 3,
  },
  // very long: past every limit (the longest, an article body, is 100 000)
  {
    arbitrary: fc
      .tuple(fragment, fc.integer({ min: 1_000, max: 120_000 }), fc.constantFrom('x', '😀', ' ', '\u0000', '<'))
      .map(([f, n, c]) => f + c.repeat(n) + f),
    weight: 1,
  },
);
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything(),
  fc.constantFrom(null, undefined, Number.NaN, Infinity, -0, 1e308, true, [], {}, new Date(0)),
  fc.array(hostileString, { maxLength: 5 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 5 }),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 3 },
  { arbitrary: wrongType, weight: 2 },
);

/** Keys no schema has; the first two are also names every object inherits. */
const STRAY_KEYS = ['__proto__', 'constructor', 'extra', 'id', 'Title'];
/** Stray keys that the app's own walkers over a schema's fields survive. */
const PLAIN_STRAY_KEYS = ['extra', 'id', 'Title'];

/** An object with the schema's keys (each hostile, or left out) plus a few stray keys (own
 *  properties, `__proto__` included). */
function hostileRecord(keys: string[], stray = STRAY_KEYS): fc.Arbitrary<Record<string, unknown>> {
  const fields = fc.record(Object.fromEntries(keys.map((k) => [k, hostileValue])), { requiredKeys: [] });
  return fc
    .tuple(fields, fc.dictionary(fc.constantFrom(...stray), hostileValue))
    .map(([known, extra]) => Object.assign(Object.create(null) as object, extra, known))
    .map((o) => ({ ...o }));
}

const keysOf = (schema: unknown): string[] =>
  Object.keys((schema as { _zod: { def: { shape?: Record<string, unknown> } } })._zod.def.shape ?? {});

// ------------------------------------------------------------------------------- the schemas

type Def = EntityDef<{ id: string }, object>;
const editable = ENTITY_LIST.filter((d): d is Def & { input: NonNullable<Def['input']> } => Boolean(d.input));

const SCHEMAS: [name: string, schema: z.core.$ZodType][] = [
  ...editable.map((d): [string, z.core.$ZodType] => [`${d.name} input`, d.input as z.core.$ZodType]),
  ...ENTITY_LIST.map((d): [string, z.core.$ZodType] => [`${d.name} read`, d.read as z.core.$ZodType]),
  ['demo request form', demoRequestSchema],
  ['new discussion', newPostSchema],
  ['reply', replyInputSchema],
  ['community post (read)', communityPostSchema],
  ['reply (read)', replySchema],
  ['sign in', signInSchema],
  ['sign up', signUpSchema],
  ['page content section', sectionSchema],
  ['page (publish)', pageSchema],
  ['page (form)', pageFormSchema],
  ['presence (read, issue 22)', presenceSchema],
  ['pending version of an article (read)', pendingChangeSchema],
];

describe('every input schema answers hostile input without throwing', () => {
  it('there are schemas to test, one per editable entity among them', () => {
    expect(editable.length).toBeGreaterThanOrEqual(5);
    expect(SCHEMAS.length).toBeGreaterThanOrEqual(editable.length + ENTITY_LIST.length + 10);
  });

  // fast-check's default: 100 runs a property (the counts in brackets are summed by npm test).
  it.each(SCHEMAS)('%s: objects of hostile fields [100 runs]', (_name, schema) => {
    fc.assert(
      fc.property(hostileRecord(keysOf(schema)), (input) => {
        const result = z.safeParse(schema, input);
        expect(typeof result.success).toBe('boolean');
      }),
    );
  });

  it.each(SCHEMAS)('%s: a value of the wrong type altogether [100 runs]', (_name, schema) => {
    fc.assert(
      fc.property(wrongType, (input) => {
        expect(typeof z.safeParse(schema, input).success).toBe('boolean');
      }),
    );
  });

  it.each(editable.map((d) => [d.name, d] as const))(
    '%s: the back office form path (parseInput) names a field or accepts [100 runs]',
    (_name, def) => {
      fc.assert(
        fc.property(hostileRecord(keysOf(def.input), PLAIN_STRAY_KEYS), (values) => {
          const result = parseInput(def, values);
          if (!result.ok) expect(typeof result.field).toBe('string');
        }),
      );
    },
  );

  it('presence documents (issue 22): read as presence or dropped, never thrown on [100 runs]', () => {
    fc.assert(
      fc.property(fc.oneof(hostileRecord(keysOf(presenceSchema), PLAIN_STRAY_KEYS), wrongType), (d) => {
        const p = toPresence(d);
        if (p) expect([p.uid, p.name, p.recordId].every((v) => typeof v === 'string')).toBe(true);
      }),
    );
  });

  it('published pages: the converter never throws on hostile documents', () => {
    const section = hostileRecord(keysOf(sectionSchema), PLAIN_STRAY_KEYS);
    // Section names that objects inherit ("constructor", "toString" ...) are a known gap, below.
    const sectionName = hostileString.filter((n) => !(n in Object.prototype));
    const sections = fc.oneof(fc.dictionary(sectionName, fc.oneof(section, wrongType), { maxKeys: 25 }), wrongType);
    fc.assert(
      fc.property(sections, hostileValue, hostileValue, (s, lastUpdated, publishedAt) => {
        const page = parsePublishedPage({ id: 'home', sections: s, lastUpdated, publishedAt });
        expect(page).not.toBeNull();
        for (const value of Object.values(page?.sections ?? {}))
          expect(z.safeParse(sectionSchema, value).success).toBe(true);
      }),
    );
  });
});

// Found by these properties and fixed: inherited names ("constructor", "__proto__") as keys.
describe('inherited names as field keys', () => {
  it('parseInput refuses or accepts, never throws, on a "constructor" or "__proto__" key', () => {
    const def = editable[0]!;
    expect(() => parseInput(def, { constructor: 'x' })).not.toThrow();
    expect(() => parseInput(def, JSON.parse('{"__proto__": "x"}') as object)).not.toThrow();
  });

  it('parsePublishedPage keeps a section with a field named "constructor" (the field is ignored)', () => {
    expect(parsePublishedPage({ id: 'home', sections: { hero: { constructor: 'x', title: 'Hi' } } })?.sections).toEqual(
      {
        hero: { title: 'Hi' },
      },
    );
  });

  it('parsePublishedPage drops a malformed field of a section named "constructor" without throwing', () => {
    expect(() => parsePublishedPage({ id: 'home', sections: { constructor: { title: 42 } } })).not.toThrow();
  });
});

// ------------------------------------------------------------------------------- link fields

/** A valid record of each editable entity with a link field, so a refusal is the link's doing. */
const VALID: Record<string, object> = {
  resources: { title: 'Guide', type: 'guide', description: '' },
  'social-media': { network: 'LinkedIn', url: 'https://www.linkedin.com/company/x', enabled: true, order: 0 },
  team: { name: 'Grace', role: 'CTO', bio: '', image: '', order: 0 },
};

const linkFields = editable.flatMap((def) =>
  (def.fields ?? [])
    .filter((f) => f.kind === 'url' || (f.kind === 'file' && f.upload?.target))
    .map((f) => [def, String(f.kind === 'file' ? f.upload?.target : f.name)] as const),
);
const uniqueLinkFields = [...new Map(linkFields.map(([d, f]) => [`${d.name}.${f}`, [d, f] as const])).values()];

/** What a link field may hold once accepted: nothing, https://..., or a site path (not //host). */
const SAFE_LINK = /^(https:\/\/\S+|\/(?![/\\])\S*)?$/;
const hostileLink = fc.oneof(
  fc.constantFrom(...JAVASCRIPT_URLS),
  fc
    .tuple(
      fc.constantFrom('', ' ', '\t', '\n', '\u0000', '\u200B'),
      fc.mixedCase(fc.constant('javascript')),
      hostileString,
    )
    .map(([lead, scheme, rest]) => `${lead}${scheme}:${rest}`),
  hostileString,
  fc.webUrl(),
);

describe('link fields never accept javascript: (or any non-https) link', () => {
  it('every editable entity with a link field has a valid record here', () => {
    for (const [def, field] of uniqueLinkFields) {
      const base = VALID[def.name];
      expect([`${def.name}.${field}`, base !== undefined]).toEqual([`${def.name}.${field}`, true]);
      expect(parseInput(def, { ...base, [field]: 'https://example.com/x' }).ok).toBe(true);
    }
  });

  it.each(uniqueLinkFields.map(([d, f]) => [`${d.name}.${f}`, d, f] as const))('%s [100 runs]', (_name, def, field) => {
    fc.assert(
      fc.property(hostileLink, (url) => {
        const result = parseInput(def, { ...VALID[def.name], [field]: url });
        if (result.ok) expect(String(result.data[field] ?? '')).toMatch(SAFE_LINK);
      }),
    );
  });

  it('the shared link schema (resources, branding) accepts only https:// and site paths [100 runs]', () => {
    fc.assert(
      fc.property(hostileLink, (url) => {
        const parsed = z.safeParse(link(2048), url);
        if (parsed.success) expect(parsed.data).toMatch(SAFE_LINK);
      }),
    );
  });
});

// Issue 20: what is stored is parsed again when read (data the rules never saw: Admin SDK, seed,
// older versions), and article bodies link only to https:, mailto: and true site paths.
describe('read side: a stored link reads as a safe link or as none', () => {
  it('storedLink gives an https:// link, a site path or "" [500 runs]', () => {
    fc.assert(
      fc.property(fc.oneof(hostileLink, hostileValue), (stored) => {
        const read = z.parse(storedLink(), stored);
        expect(read).toMatch(SAFE_LINK);
      }),
      { numRuns: 500 },
    );
  });
  it('storedLinkOrNull (branding) gives a safe link or null [300 runs]', () => {
    fc.assert(
      fc.property(fc.oneof(hostileLink, hostileValue), (stored) => {
        const read = z.parse(storedLinkOrNull(), stored);
        expect(read === null || (read !== '' && SAFE_LINK.test(read))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
  it.each(['data:image/png;base64,AAAA', '//evil.example/x.png', '/\\evil.example/x', 'http://a.b/c', ' javascript:x'])(
    'a stored %s reads as no link',
    (stored) => {
      expect(z.parse(storedLink(), stored)).toBe('');
      expect(z.parse(storedLinkOrNull(), stored)).toBeNull();
    },
  );
  it('article-body links: https:, mailto: or a true site path, else none [500 runs]', () => {
    fc.assert(
      fc.property(fc.oneof(hostileLink, hostileString, fc.webUrl()), (href) => {
        const target = markdownHref(href);
        if (!target) return;
        if (target.kind === 'site') expect(target.href).toMatch(/^\/(?![/\\])[^\s\\]*$/);
        else expect(target.href).toMatch(/^(https:\/\/|mailto:)\S+$/i);
      }),
      { numRuns: 500 },
    );
  });
  it.each([
    '/\\evil.example',
    '//evil.example',
    'http://evil.example',
    'javascript:alert(1)',
    'data:text/html,x',
    'evil.example',
  ])('the article link %s is not a link', (href) => expect(markdownHref(href)).toBeNull());
  it.each([
    ['/pricing', 'site'],
    ['https://example.com', 'external'],
    ['mailto:hi@example.com', 'external'],
  ] as const)('the article link %s is a %s link', (href, kind) => expect(markdownHref(href)?.kind).toBe(kind));
});

// ------------------------------------------------------------------------------- Markdown

const markdownUrl = fc.oneof(fc.constantFrom(...JAVASCRIPT_URLS), fc.webUrl(), hostileString);
const markdownInput: fc.Arbitrary<string> = fc.oneof(
  hostileString,
  fc
    .array(
      fc.oneof(
        hostileString,
        fc.tuple(hostileString, markdownUrl).map(([t, u]) => `[${t}](${u})`),
        fc.tuple(hostileString, markdownUrl).map(([t, u]) => `![${t}](${u})`),
        markdownUrl.map((u) => `<${u}>`),
        fc.tuple(hostileString, markdownUrl).map(([t, u]) => `[${t}][ref]\n\n[ref]: ${u} "title"`),
        fragment.map((f) => `\n\n${f}\n\n`),
        hostileString.map((s) => `> ${s}\n\n- ${s}\n1. ${s}\n\n| a | b |\n|---|---|\n| ${s} | x |\n`),
        hostileString.map((s) => `\`\`\`html\n${s}\n\`\`\`\n# ${s}\n`),
      ),
      { maxLength: 8 },
    )
    .map((parts) => parts.join('\n')),
);

const render = (md: string) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <Markdown>{md}</Markdown>
    </MemoryRouter>,
  );

const FORBIDDEN_TAGS = new Set([
  'script',
  'iframe',
  'object',
  'embed',
  'frame',
  'base',
  'form',
  'meta',
  'link',
  'style',
]);
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'srcset', 'poster', 'background']);
/** A URL as a browser reads it: leading blanks and controls dropped, tabs and newlines removed. */
const browserUrl = (value: string) =>
  value
    // eslint-disable-next-line no-control-regex -- browsers drop leading C0 controls from a URL
    .replace(/^[\u0000-\u0020]+/, '')
    .replace(/[\t\n\r]/g, '')
    .toLowerCase();

function executableParts(html: string): string[] {
  const found: string[] = [];
  if (/<script/i.test(html)) found.push('<script');
  for (const tag of html.match(/<[a-z][^>]*>/gi) ?? []) {
    // React writes every attribute value in double quotes, with " inside escaped.
    if (/\son[a-z]+\s*=/i.test(tag.replace(/"[^"]*"/g, '""'))) found.push(`event handler in ${tag}`);
    if (/\s(href|src)\s*=\s*"\s*javascript:/i.test(tag)) found.push(`javascript: in ${tag}`);
  }
  const template = document.createElement('template');
  // jsdom's parser (parse5) throws on some lone surrogates that browsers read as U+FFFD; surrogates
  // play no part in tags or attributes, so the DOM check reads them as U+FFFD.
  template.innerHTML = html.replace(/[\uD800-\uDFFF]/g, '\uFFFD');
  for (const el of template.content.querySelectorAll('*')) {
    if (FORBIDDEN_TAGS.has(el.localName)) found.push(`<${el.localName}>`);
    for (const attr of el.attributes) {
      if (attr.name.startsWith('on')) found.push(`${attr.name} on <${el.localName}>`);
      if (URL_ATTRIBUTES.has(attr.name) && /^(javascript|vbscript|data):/.test(browserUrl(attr.value)))
        found.push(`${attr.name}="${attr.value.slice(0, 40)}" on <${el.localName}>`);
      if (attr.name === 'style' && /javascript|expression\(/i.test(attr.value))
        found.push(`style on <${el.localName}>`);
    }
  }
  return found;
}

describe('Markdown renders hostile text as inert markup', () => {
  it('the check itself finds what it looks for', () => {
    const found = executableParts(
      '<p><a href=" JavaScript:alert(1)" onclick="x">a</a><img alt="x onerror=y" src="data:x"><script></script></p>',
    );
    expect(found).toEqual([
      '<script',
      'event handler in <a href=" JavaScript:alert(1)" onclick="x">',
      'javascript: in <a href=" JavaScript:alert(1)" onclick="x">',
      'href=" JavaScript:alert(1)" on <a>',
      'onclick on <a>',
      'src="data:x" on <img>',
      '<script>',
    ]);
  });

  it('no <script>, no event handler, no javascript:/vbscript:/data: URL, never a throw [300 runs]', () => {
    fc.assert(
      fc.property(markdownInput, (md) => {
        expect(executableParts(render(md))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it.each(FRAGMENTS.map((f) => [JSON.stringify(f).slice(0, 50), f]))('fragment %s', (_label, f) => {
    expect(executableParts(render(`${f}\n\n[x](${f})\n\n![x](${f})\n\n<${f}>`))).toEqual([]);
  });
});
