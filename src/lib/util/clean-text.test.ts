// The one cleaning of visitor text (issue 40): what it takes out, what it keeps, how it bounds.
import fc from 'fast-check';
import { cleanText, hasUnsafeChars } from './clean-text';

const BIDI = ['\u061c', '\u200e', '\u200f', '\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2069'];
const CONTROLS = ['\u0000', '\t', '\n', '\u000b', '\r', '\u001b', '\u007f', '\u0085', '\u009f'];

describe('cleanText', () => {
  it('one line: a control character is a space, bidi controls are dropped, whitespace folded', () => {
    expect(cleanText('camp\r\nBcc: attacker@evil.example', 100)).toBe('camp Bcc: attacker@evil.example');
    expect(cleanText('\u202eevil\u202c txt', 100)).toBe('evil txt');
    expect(cleanText('a\u0000b\u202ec', 10)).toBe('a bc');
    expect(cleanText('  Marta \t Sousa  ')).toBe('Marta Sousa');
    for (const c of [...BIDI, ...CONTROLS]) expect(hasUnsafeChars(cleanText(`x${c}y`))).toBe(false);
  });

  it('multi-line: keeps line feeds and tabs, a CRLF or CR is a line feed, other controls dropped', () => {
    expect(cleanText('Steel frame\r\n\tspan 40 m\rPorto\u000b\u202e!', Infinity, { lines: true })).toBe(
      'Steel frame\n\tspan 40 m\nPorto!',
    );
  });

  it('bounds the length without splitting a character', () => {
    expect(cleanText('x'.repeat(500), 100)).toHaveLength(100);
    expect(cleanText('😀😀😀', 2)).toBe('😀');
    expect(cleanText(42, 10)).toBe('');
  });

  it('what it gives is never refused, whatever it was given', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.boolean(), (s, lines) => {
        const out = cleanText(s, 200, { lines });
        expect(hasUnsafeChars(out, { lines })).toBe(false);
        expect(out.length).toBeLessThanOrEqual(200);
      }),
    );
  });

  it('hasUnsafeChars finds each control and bidi character; a multi-line text may hold tab and LF', () => {
    for (const c of [...BIDI, ...CONTROLS]) expect(hasUnsafeChars(`a${c}b`)).toBe(true);
    expect(hasUnsafeChars('a\tb\nc', { lines: true })).toBe(false);
    expect(hasUnsafeChars('a\rb', { lines: true })).toBe(true);
    expect(hasUnsafeChars('Łódź – 東京 ✓')).toBe(false);
  });
});
