// One escaping module per output format (issues 28 and 29): what the server writes as XML (the
// sitemap, rss.xml) and as HTML (the article head's tags, the lead email) goes through these and
// nothing else. The app, the functions (bundled from src/) and the scripts import them.

/**
 * Characters XML 1.0 forbids (C0 controls but tab, line feed and carriage return; lone
 * surrogates; U+FFFE and U+FFFF) and the C1 controls it discourages (U+007F-U+009F). One of them
 * in a feed makes the whole document invalid for every reader, so the XML writer drops them.
 */
// eslint-disable-next-line no-control-regex -- these control characters are what it finds
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uD800-\uDFFF\uFFFE\uFFFF]/gu;

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text for an XML element or attribute: the characters XML 1.0 forbids dropped, markup escaped. */
export const escapeXml = (s: string): string => s.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => XML_ENTITIES[c]!);

/** Whether a string may stand in an XML 1.0 document as text (after escaping). */
export const isXmlText = (s: string): boolean => !new RegExp(NOT_XML.source, 'u').test(s);

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for HTML element content or a quoted attribute value. */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c]!);

/**
 * Text for a Slack-compatible chat message (Slack, Teams, Discord's /slack, Mattermost): its
 * markup is `<...>` (links, `<!channel>`, mentions), so a visitor's `<`, `>` and `&` are escaped as
 * Slack documents; only the sender builds links.
 */
export const escapeChat = (s: string): string =>
  s.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);
