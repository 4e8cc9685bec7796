// Text staff type (issue 29): normalised on save. Control characters other than tab and line feed
// (a word processor's Shift+Enter pastes U+000B; a carriage return, NUL, ESC, the C1 controls)
// are removed before validation, so nothing stored breaks the XML, HTML or chat it is written
// into. firestore.rules refuse them (noControl), so a write around the app cannot store them either.
// Format characters (zero-width joiners in emoji, bidi marks in right-to-left text) are text: kept.

/** The control characters text may not hold (all of C0 and C1 but tab and line feed, and DEL). */
// eslint-disable-next-line no-control-regex -- these control characters are what it finds
export const CONTROL_CHARS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

/** The text without control characters other than tab and line feed (a CRLF becomes LF). */
export const plainText = (s: string): string => s.replace(/\r\n?/g, '\n').replace(CONTROL_CHARS, '');

/** Every string in a value (form values: strings, arrays, plain objects) as plainText. */
export function plainTexts<T>(value: T): T {
  if (typeof value === 'string') return plainText(value) as T;
  if (Array.isArray(value)) return value.map(plainTexts) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plainTexts(v)])) as T;
  return value;
}
