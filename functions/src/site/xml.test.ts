// Issue 29: one XML writer (src/lib/util/escape.ts escapeXml) for every XML the server writes
// (rss.xml, sitemap.xml). Whatever text staff store, every document it ends up in is well-formed
// XML 1.0: the characters XML forbids are dropped, markup is escaped. Checked with a strict parser
// (jsdom's DOMParser in XML mode) over fast-check strings of control, format and markup characters.
import fc from 'fast-check';
import { escapeChat, escapeHtml, escapeXml, isXmlText } from '@/lib/util/escape';
import { renderSitemap, rssXml, sitemapXml, type PublicArticle } from '@/app/feeds';
import { ARTICLE_SECTIONS } from '@/domain/site/routes';

const SITE = 'https://structura.example';

/** Every code point XML 1.0 forbids (and the C1 controls it discourages), and the markup. */
const HOSTILE = [
  ...Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i)),
  ...Array.from({ length: 0x21 }, (_, i) => String.fromCharCode(0x7f + i)),
  '\uD800',
  '\uDFFF',
  '\uFFFE',
  '\uFFFF',
  '\u2028',
  '\u2029',
  '\u200B',
  '\u202E',
  '\uFEFF',
  '<',
  '>',
  '&',
  '"',
  "'",
  ']]>',
  '<![CDATA[',
  '&amp;',
  '😀',
];
const hostileText = fc
  .array(fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ unit: 'binary', maxLength: 12 })), { maxLength: 20 })
  .map((parts) => parts.join(''));

/** XML 1.0's Char production. */
const XML_CHAR = /^[\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]*$/u;

function wellFormed(xml: string): boolean {
  if (!XML_CHAR.test(xml)) return false;
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  return doc.getElementsByTagName('parsererror').length === 0 && doc.documentElement !== null;
}

const post = (text: string, i = 0): PublicArticle =>
  ({
    id: `p${i}`,
    slug: `post-${i}`,
    title: text,
    excerpt: text,
    body: text,
    author: text,
    publishedAt: new Date('2026-05-01T10:00:00Z'),
    updatedAt: null,
  }) as unknown as PublicArticle;

describe('the one XML writer', () => {
  test('drops what XML 1.0 forbids, keeps tab, line feed, carriage return and every other character', () => {
    expect(escapeXml('a\u000Bb\u0000c\u001Fd\uFFFEe\uD800f')).toBe('abcdef');
    expect(escapeXml('tab\tnl\ncr\r 😀 é ‮')).toBe('tab\tnl\ncr\r 😀 é ‮');
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
    expect(isXmlText('ok')).toBe(true);
    expect(isXmlText('shift+enter\u000B')).toBe(false);
  });

  test('rss.xml: a title with U+000B (a pasted Shift+Enter) stays valid XML', () => {
    const xml = rssXml(SITE, [post('Bridges\u000Bthat last')]);
    expect(wellFormed(xml)).toBe(true);
    expect(xml).toContain('<title>Bridgesthat last</title>');
  });

  test('rss.xml is well-formed XML 1.0 whatever the title, author and excerpt hold [300 runs]', () => {
    fc.assert(
      fc.property(fc.array(hostileText, { minLength: 1, maxLength: 3 }), (texts) =>
        wellFormed(
          rssXml(
            SITE,
            texts.map((t, i) => post(t, i)),
          ),
        ),
      ),
      { numRuns: 300 },
    );
  });

  test('sitemap.xml is well-formed XML 1.0 whatever the paths and dates hold [200 runs]', async () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(hostileText, hostileText), { maxLength: 4 }), (entries) =>
        wellFormed(
          renderSitemap(
            SITE,
            entries.map(([path, lastmod]) => ({ path: `/${path}`, lastmod })),
          ),
        ),
      ),
      { numRuns: 200 },
    );
    const source = {
      toggles: async () => ({}),
      published: async (s: unknown) => (s === ARTICLE_SECTIONS[0] ? [post('x\u000B')] : []),
      translations: async () => [],
    };
    expect(wellFormed(await sitemapXml(SITE, source))).toBe(true);
  });

  test('HTML and chat escaping leave no markup of the input [200 runs]', () => {
    fc.assert(
      fc.property(hostileText, (s) => {
        expect(escapeHtml(s)).not.toMatch(/[<>"']/);
        expect(escapeChat(s)).not.toMatch(/[<>]/);
        expect(escapeChat(s).replace(/&(amp|lt|gt);/g, '')).not.toContain('&');
      }),
      { numRuns: 200 },
    );
  });
});
