// The character classes firestore.rules uses for names (isHonestName), generated from the client's
// own functions (src/lib/schema/names.ts) over every code point, so the rules cannot drift from them:
//   - compatibility characters (NFKC would replace them): the rules refuse them outright, as the
//     client does, since rules cannot normalise;
//   - for each letter of the staff words, every other character that folds to it (accented forms,
//     other cases, the look-alikes table): the rules replace them by the letter before looking for
//     the staff words.
// tests/rules/names-lookalike.test.ts checks that firestore.rules holds exactly this text. After
// changing LOOK_ALIKES, print the new text with:
//   npx tsx -e "import('./tests/rules/name-classes.ts').then((m) => console.log(m.rulesNameText()))"
//   - for unique member names (issue 29, class 8), what NFC would change in a name without
//     compatibility characters: characters NFC replaces alone, conjoining jamo, and each pair of a
//     character and a later mark that NFC composes or reorders (other marks between them). A name
//     without any of these is one NFKC leaves as it is; and the letters that are not their case's
//     representative (capitals, final sigma: src/domain/display-names.ts caseRepresentative),
//     which a name's key may not hold. With those, the rules check the client's key
//     (displayNameKey) instead of computing it (isNameKey).
import { IGNORABLE_SOURCE, caseRepresentative } from '../../src/domain/display-names';
import { FOLDED_STAFF_WORDS, foldName, isCompatibilityChar } from '../../src/lib/schema/names';

const hex = (cp: number) => `\\\\x{${cp.toString(16).toUpperCase()}}`;

function* codePoints() {
  for (let cp = 0; cp <= 0x10ffff; cp++) if (cp < 0xd800 || cp > 0xdfff) yield cp;
}

/** Code points as RE2 class ranges (rules string escapes: \\x{...}). */
function ranges(cps: number[]): string {
  const out: string[] = [];
  for (let i = 0; i < cps.length;) {
    let j = i;
    while (j + 1 < cps.length && cps[j + 1] === cps[j]! + 1) j++;
    out.push(i === j ? hex(cps[i]!) : `${hex(cps[i]!)}-${hex(cps[j]!)}`);
    i = j + 1;
  }
  return out.join('');
}

export interface NameClasses {
  compatibility: number[];
  /** letters whose case representative is another letter */
  caseVariants: number[];
  /** NFC replaces them alone, or they are conjoining jamo */
  uncomposed: number[];
  /** a mark (or vowel sign) -> the characters before it (marks between) that NFC changes it with */
  composing: Map<number, number[]>;
  /** letter -> the other code points that fold to it */
  folds: Map<string, number[]>;
}

let cached: NameClasses | null = null;
export function nameClasses(): NameClasses {
  if (cached) return cached;
  const letters = new Set([...FOLDED_STAFF_WORDS.join('')]);
  const compatibility: number[] = [];
  const uncomposed: number[] = [];
  const caseVariants: number[] = [];
  const folds = new Map<string, number[]>([...letters].sort().map((l) => [l, []]));
  const firsts = new Set<number>();
  const marks = new Set<number>();
  for (const cp of codePoints()) {
    const ch = String.fromCodePoint(cp);
    if (isCompatibilityChar(ch)) {
      compatibility.push(cp);
      continue;
    }
    const folded = foldName(ch);
    if (folded !== ch && letters.has(folded)) folds.get(folded)!.push(cp);
    if (caseRepresentative(ch) !== ch) caseVariants.push(cp);
    if (isJamo(cp) || ch.normalize('NFC') !== ch) {
      uncomposed.push(cp);
      continue;
    }
    if (/\p{M}/u.test(ch)) marks.add(cp);
    if (isSyllable(cp)) continue;
    const parts = [...ch.normalize('NFD')];
    if (parts.length > 1) {
      firsts.add(cp);
      firsts.add(parts[0]!.codePointAt(0)!);
      // vowel signs that compose without being marks (Bengali, Tamil, Sinhala...)
      for (const p of parts.slice(1)) if (!isJamo(p.codePointAt(0)!)) marks.add(p.codePointAt(0)!);
    }
  }
  const composing = new Map<number, number[]>();
  for (const m of [...marks].sort((a, b) => a - b)) {
    const before = [...firsts]
      .sort((a, b) => a - b)
      .filter((f) => {
        const s = String.fromCodePoint(f, m);
        return s.normalize('NFC') !== s;
      });
    if (before.length) composing.set(m, before);
  }
  cached = { compatibility, caseVariants, uncomposed, composing, folds };
  return cached;
}

const isJamo = (cp: number) =>
  (cp >= 0x1100 && cp <= 0x11ff) || (cp >= 0xa960 && cp <= 0xa97f) || (cp >= 0xd7b0 && cp <= 0xd7ff);
const isSyllable = (cp: number) => cp >= 0xac00 && cp <= 0xd7a3;

/** The composing pairs as regex alternatives, marks with the same characters before them in one. */
function composingAlternatives(composing: Map<number, number[]>): string[] {
  const byBefore = new Map<string, number[]>();
  for (const [mark, before] of composing) {
    const key = ranges(before);
    byBefore.set(key, [...(byBefore.get(key) ?? []), mark]);
  }
  return [...byBefore].map(([before, ms]) => `[${before}]\\\\p{M}*[${ranges(ms)}]`);
}

// Rules refuse a regular expression longer than 4096 characters (as the pattern, single
// backslashes): the alternatives go into as few patterns as fit.
const MAX_PATTERN = 4000;
function patternChunks(alternatives: string[]): string[][] {
  const length = (alts: string[]) => `(?s).*(?:${alts.join('|')}).*`.replaceAll('\\\\', '\\').length;
  const chunks: string[][] = [[]];
  for (const alt of alternatives) {
    const last = chunks[chunks.length - 1]!;
    if (last.length > 0 && length([...last, alt]) > MAX_PATTERN) chunks.push([alt]);
    else last.push(alt);
  }
  return chunks;
}

/** One class too long for a pattern, as several classes. */
function classChunks(cps: number[]): string[] {
  const parts = ranges(cps).match(/\\\\x\{[0-9A-F]+\}(?:-\\\\x\{[0-9A-F]+\})?/g) ?? [];
  const out: string[] = [];
  let current = '';
  for (const part of parts) {
    if (current && (current + part).replaceAll('\\\\', '\\').length > MAX_PATTERN - 20) {
      out.push(`[${current}]`);
      current = '';
    }
    current += part;
  }
  if (current) out.push(`[${current}]`);
  return out;
}

/** The generated functions of firestore.rules, as they appear there. */
export function rulesNameText(): string {
  const { compatibility, caseVariants, uncomposed, composing, folds } = nameClasses();
  const matchAny = (alternatives: string[]) =>
    patternChunks(alternatives)
      .map((alts) => `v.matches('(?s).*(?:${alts.join('|')}).*')`)
      .join('\n        || ');
  const ignorable = IGNORABLE_SOURCE.replaceAll('\\', '\\\\');
  const replaces = [...folds]
    .filter(([, cps]) => cps.length > 0)
    .map(([letter, cps]) => `\n        .replace('[${ranges(cps)}]', '${letter}')`)
    .join('');
  return [
    '    // GENERATED by tests/rules/name-classes.ts from src/lib/schema/names.ts: do not edit by hand.',
    '    function hasCompatibilityChar(v) {',
    `      return v.matches('(?s).*[${ranges(compatibility)}].*');`,
    '    }',
    '',
    '    function foldLookAlikes(v) {',
    `      return v${replaces};`,
    '    }',
    '',
    '    function hasUncomposedChar(v) {',
    `      return ${matchAny([`[${ranges(uncomposed)}]`, ...composingAlternatives(composing)])};`,
    '    }',
    '',
    '    function hasCaseVariantChar(v) {',
    `      return ${matchAny(classChunks(caseVariants))};`,
    '    }',
    '',
    '    // The name as its key spells it, but for case: invisible characters dropped, each run of spaces',
    '    // one space, none at either end, encoded (src/domain/display-names.ts encodeNameKey).',
    '    function nameSubject(v) {',
    '      return stripIgnorable(v)',
    "        .replace('\\\\p{Z}+', ' ').replace('^ | $', '')",
    "        .replace('%', '%25').replace('/', '%2f').replace('[.]', '%2e').replace('_', '%5f').replace('\\\\\\\\', '%5c');",
    '    }',
    '',
    '    function stripIgnorable(v) {',
    `      return v.replace('${ignorable}', '');`,
    '    }',
    '    // END GENERATED',
  ].join('\n');
}
