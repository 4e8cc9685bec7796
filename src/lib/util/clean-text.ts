// Untrusted text, cleaned at one boundary before it is stored (issue 40): whatever a visitor sends
// that reaches Firestore (the demo form's visible and hidden fields, a lead's attribution, the
// Referer, the analytics beacon's texts) goes through cleanText. Control characters (C0, DEL, C1)
// and bidirectional controls are taken out, so a stored value cannot carry a line break into a mail
// header or a CSV row, nor reverse how staff read it; the length is bounded. A one-line value's
// whitespace is folded to single spaces; a multi-line value (the project description) keeps line
// feeds and tabs, a CRLF (how a browser posts a textarea) becoming LF.
// The schemas refuse what is not clean (hasUnsafeChars), and firestore.rules refuse the same
// characters in what clients write (visitorLine / visitorLines), so a path that skips the cleaning
// fails. No zod here: the browser's beacon imports it. Staff text keeps format characters
// (src/lib/schema/text.ts plainText): right-to-left text is text there.

/** The bidirectional controls: ALM, LRM, RLM, the embeddings and overrides, the isolates. */
const BIDI = '\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069';
/** Every control character (C0, DEL, C1) and bidi control: what a one-line value may not hold. */
const LINE_UNSAFE = `\\u0000-\\u001f\\u007f-\\u009f${BIDI}`;
/** The same but tab and line feed: what a multi-line value may not hold. */
const LINES_UNSAFE = `\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f${BIDI}`;
const UNSAFE = { line: new RegExp(`[${LINE_UNSAFE}]`), lines: new RegExp(`[${LINES_UNSAFE}]`) };
const BIDI_ALL = new RegExp(`[${BIDI}]`, 'g');
// eslint-disable-next-line no-control-regex -- these control characters are what it finds
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;
// eslint-disable-next-line no-control-regex -- these control characters are what it finds
const CONTROLS_BUT_TAB_LF = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

export interface CleanOptions {
  /** Keep line feeds and tabs (a textarea's value). Default: one line. */
  lines?: boolean;
}

/** Whether a string holds a character cleanText takes out (what the schemas and rules refuse). */
export const hasUnsafeChars = (value: string, { lines = false }: CleanOptions = {}) =>
  (lines ? UNSAFE.lines : UNSAFE.line).test(value);

/**
 * Untrusted text, cleaned: bidi controls dropped; one line: every control character (CR, LF, tab,
 * NUL...) a space, whitespace folded; multi-line: CRLF and CR as LF, other controls dropped.
 * Trimmed, then cut to `max` characters (never splitting a surrogate pair). '' for a non-string.
 */
export function cleanText(value: unknown, max = Infinity, { lines = false }: CleanOptions = {}): string {
  if (typeof value !== 'string') return '';
  const unbidi = value.replace(BIDI_ALL, '');
  const text = lines
    ? unbidi.replace(/\r\n?/g, '\n').replace(CONTROLS_BUT_TAB_LF, '').trim()
    : unbidi.replace(CONTROLS, ' ').replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  return Array.from(text).slice(0, max).join('').slice(0, max);
}
