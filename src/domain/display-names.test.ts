import fc from 'fast-check';
import { displayNameKey, foldDisplayName, isFoldableName } from './display-names';

// Issue 29, class 8: the key a member's name is held under. Names that differ only in case, NFKC
// (width, styled letters, composed or not), invisible characters or spacing share one key.
const FULLWIDTH = (s: string) =>
  [...s].map((c) => (c >= '!' && c <= '~' ? String.fromCodePoint(c.codePointAt(0)! + 0xfee0) : c)).join('');

describe('display name keys', () => {
  it.each([
    ['Tomás Ortega', 'TOMÁS ORTEGA'],
    ['Tomás Ortega', 'tomás ortega'],
    ['Tomás Ortega', 'Toma\u0301s Ortega'],
    ['Tomas', FULLWIDTH('Tomas')],
    ['Tomas', 'Tom\u200Bas'],
    ['Tomas Ortega', ' Tomas   Ortega '],
    ['ΟΔΟΣ', 'οδος'],
    ['Łukasz', 'łUKASZ'],
  ])('%j and %j are one name', (a, b) => {
    expect(displayNameKey(a)).toBe(displayNameKey(b));
  });

  it.each([
    ['Tomas', 'Tomás'],
    ['Ilker', 'İlker'],
    ['Ilker', 'Ilker 2'],
  ])('%j and %j are two names', (a, b) => {
    expect(displayNameKey(a)).not.toBe(displayNameKey(b));
  });

  it('keys are valid document ids: no slash, never "." or "..", never __x__', () => {
    expect(displayNameKey('AC/DC')).toBe('ac%2fdc');
    expect(displayNameKey('..')).toBe('%2e%2e');
    expect(displayNameKey('__x__')).toBe('%5f%5fx%5f%5f');
    expect(displayNameKey('\u200B')).toBe('');
  });

  it('property: the key ignores case, width and NFKC, and is a fixed point of the fold', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 20 }), (name) => {
        const key = displayNameKey(name);
        expect(displayNameKey(name.normalize('NFKC'))).toBe(key);
        expect(displayNameKey(name.normalize('NFD'))).toBe(key);
        expect(displayNameKey(FULLWIDTH(name))).toBe(key);
        expect(foldDisplayName(foldDisplayName(name))).toBe(foldDisplayName(name));
        expect(key).not.toMatch(/[/]/);
      }),
      { numRuns: 500 },
    );
  });

  it('property: swapping the case of any letter keeps the key', () => {
    const letter = fc.constantFrom(...'aAzZéÉøØσΣςłŁжЖաԱ '.split(''));
    fc.assert(
      fc.property(fc.array(letter, { maxLength: 12 }), fc.array(fc.boolean(), { minLength: 12 }), (chars, flip) => {
        const swapped = chars.map((c, i) =>
          flip[i] ? (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()) : c,
        );
        expect(displayNameKey(swapped.join(''))).toBe(displayNameKey(chars.join('')));
      }),
      { numRuns: 500 },
    );
  });

  it('what the sign-up form sends (composed, no compatibility character) the rules can fold', () => {
    expect(isFoldableName('Tomás Ortega')).toBe(true);
    expect(isFoldableName('Toma\u0301s Ortega')).toBe(false);
    expect(isFoldableName(FULLWIDTH('Tomas'))).toBe(false);
    expect(isFoldableName('\u1112\u1161\u11AB')).toBe(false); // conjoining jamo
    expect(isFoldableName('한')).toBe(true);
  });
});
