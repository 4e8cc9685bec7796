// storage.rules read as text: there is no Storage emulator on the machines these tests run on (its
// rules runtime is a download), so these are NOT the emulator's verdicts. The file is parsed into
// its `match` blocks, `allow` statements and functions; the access checks are made on that
// structure, and the upload checks (validUpload, safeName) are translated to JavaScript and
// evaluated on sample files. What the translation does not know makes the test fail, not pass.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MEDIA_MAX_BYTES, MEDIA_TYPES } from '@/features/media/schema';
import { uniquePath } from '@/lib/entity';

const TEXT = readFileSync(path.join(__dirname, '../../storage.rules'), 'utf8');

// ------------------------------------------------------------------------------- parsing

/** The rules without comments (a `//` outside a string starts one). */
function stripComments(text: string): string {
  let out = '';
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      out += c;
      if (c === '\\') out += text[++i] ?? '';
      else if (c === quote) quote = null;
    } else if (c === "'" || c === '"') {
      quote = c;
      out += c;
    } else if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      out += '\n';
    } else out += c;
  }
  return out;
}

interface Allow {
  /** The `match` paths enclosing it, outermost first. */
  path: string[];
  ops: string[];
  condition: string;
}
interface Fn {
  params: string[];
  body: string;
}

function parse(text: string): { allows: Allow[]; functions: Map<string, Fn> } {
  const src = stripComments(text);
  const allows: Allow[] = [];
  const functions = new Map<string, Fn>();
  const stack: (string | null)[] = []; // a match path, or null for another block
  const patterns: [RegExp, (m: RegExpExecArray) => void][] = [
    [/rules_version\s*=\s*'[^']*'\s*;/y, () => undefined],
    [/service\s+[\w.]+\s*\{/y, () => void stack.push(null)],
    [/match\s+(\S+)\s*\{/y, (m) => void stack.push(m[1]!)],
    [
      /function\s+(\w+)\s*\(([^)]*)\)\s*\{\s*return\s+([^;]*);\s*\}/y,
      (m) =>
        void functions.set(m[1]!, {
          params: m[2]!
            .split(',')
            .map((p) => p.trim())
            .filter(Boolean),
          body: m[3]!.replace(/\s+/g, ' ').trim(),
        }),
    ],
    [
      /allow\s+([\w\s,]+?)\s*:\s*if\s+([^;]*);/y,
      (m) =>
        void allows.push({
          path: stack.filter((p): p is string => p !== null),
          ops: m[1]!.split(',').map((o) => o.trim()),
          condition: m[2]!.replace(/\s+/g, ' ').trim(),
        }),
    ],
    [/\}/y, () => void stack.pop()],
    [/\s+/y, () => undefined],
  ];
  let at = 0;
  outer: while (at < src.length) {
    for (const [re, on] of patterns) {
      re.lastIndex = at;
      const m = re.exec(src);
      if (m) {
        on(m);
        at = re.lastIndex;
        continue outer;
      }
    }
    throw new Error(`storage.rules: cannot read from ${JSON.stringify(src.slice(at, at + 60))}`);
  }
  if (stack.length) throw new Error('storage.rules: unbalanced braces');
  return { allows, functions };
}

const { allows, functions } = parse(TEXT);
const OPS = ['get', 'list', 'create', 'update', 'delete'];
/** What an allow's operations grant, with read = get + list and write = create + update + delete. */
const expand = (ops: string[]) =>
  ops.flatMap((o) => (o === 'read' ? ['get', 'list'] : o === 'write' ? ['create', 'update', 'delete'] : [o]));
/** The conditions under which `op` is allowed on the innermost match `path`. */
const conditions = (matchPath: string, op: string) =>
  allows.filter((a) => a.path.at(-1) === matchPath && expand(a.ops).includes(op)).map((a) => a.condition);

// ------------------------------------------------------------------------------- evaluating

interface Upload {
  size: number;
  contentType: string;
}

/** A rules string: `matches` is a whole-string regex match, `lower` lower-cases. Loose `==` against a
 *  literal compares its value, as in the rules. */
class RulesString extends String {
  matches(source: string): boolean {
    return new RegExp(`^(?:${source})$`).test(this.valueOf());
  }
  lower(): RulesString {
    return new RulesString(this.valueOf().toLowerCase());
  }
  size(): number {
    return this.valueOf().length;
  }
}

/** `x in ['a', 'b']` of the rules: list membership. */
const inList = (value: unknown, list: unknown[]) => list.some((item) => item == value);

/** A rules function evaluated as JavaScript: its body is already valid JavaScript as long as it
 *  uses only &&, ||, !, ==, <, *, parentheses, string literals, .lower(), .matches(), its
 *  parameters and request.resource.size/contentType; anything else throws. */
function evaluate(name: string, args: Record<string, string>, upload: Upload): boolean {
  const fn = functions.get(name);
  if (!fn) throw new Error(`storage.rules has no function ${name}`);
  // `x in [...]` becomes a call of inList; a list may hold only string literals.
  const body = fn.body.replace(/([\w.]+)\s+in\s+(\[[^\]]*\])/g, '__in($1, $2)');
  const rest = body
    .replace(/'(?:[^'\\]|\\.)*'/g, "''")
    .replace(/\[(?:\s*'',?)*\s*\]/g, '')
    .replace(/\b__in\(/g, '(')
    .replace(/\brequest\.resource\.(size|contentType)\b|\.(lower|matches|size)\(/g, '')
    .replace(new RegExp(`\\b(${fn.params.join('|') || '$^'})\\b`, 'g'), '');
  if (/[A-Za-z_$]|===|=>|[[\]{};`]/.test(rest))
    throw new Error(`${name}: the test cannot evaluate ${JSON.stringify(fn.body)}`);
  const run = new Function('request', '__in', ...fn.params, `return (${body});`) as (...a: unknown[]) => unknown;
  const request = { resource: { size: upload.size, contentType: new RulesString(upload.contentType) } };
  const result = run(request, inList, ...fn.params.map((p) => new RulesString(args[p] ?? '')));
  if (typeof result !== 'boolean') throw new Error(`${name} gave ${String(result)}`);
  return result;
}

const MB = 1024 * 1024;
const upload = (contentType: string, size = MB): Upload => ({ contentType, size });

// ------------------------------------------------------------------------------- the checks

const PUBLIC_FILES = ['/resources/{type}/{filename}', '/media/{filename}'];

describe('storage.rules (static: read from the file, not run by an emulator)', () => {
  it('has the two file paths and a fail-closed catch-all', () => {
    const paths = new Set(allows.map((a) => a.path.at(-1)));
    for (const p of PUBLIC_FILES) expect(paths).toContain(p);
    expect(conditions('/{allPaths=**}', 'get')).toEqual(['false']);
    for (const op of OPS) expect(conditions('/{allPaths=**}', op)).toEqual(['false']);
  });

  it('resources: anyone may get a file by its unguessable name; only staff may list', () => {
    expect(conditions('/resources/{type}/{filename}', 'get')).toEqual(['true']);
    expect(conditions('/resources/{type}/{filename}', 'list')).toEqual(['isStaff()']);
  });

  // Issue 20: a media file is public only while its media record exists (the Storage emulator
  // cannot run here, so the cross-service lookup is checked as text, and its id extraction in JS).
  it('media: staff get every file, others only a file whose media record exists; only staff list', () => {
    expect(conditions('/media/{filename}', 'get')).toEqual(['isStaff() || mediaRecordExists(filename)']);
    expect(conditions('/media/{filename}', 'list')).toEqual(['isStaff()']);
    const body = functions.get('mediaRecordExists')?.body ?? '';
    expect(body).toContain('mediaName(filename)');
    expect(body).toContain('firestore.exists(/databases/(default)/documents/media/$(');
  });

  it("the record id the rules read from a media file's name is the id the app gives its record", () => {
    const body = functions.get('mediaRecordExists')!.body;
    const expr = /\/media\/\$\((.*)\)\)$/.exec(body)?.[1];
    expect(expr).toBe("filename.split('[.]')[0].split('-')[filename.split('[.]')[0].split('-').size() - 1]");
    // The same expression in JavaScript (split takes a regex in the rules).
    const idOf = (filename: string) => {
      const parts = filename.split(/[.]/)[0]!.split(/-/);
      return parts[parts.length - 1];
    };
    for (const name of ['Site plan.PNG', 'tower.jpg', 'no extension', 'a-b-c.tar.gz', 'x'.repeat(300) + '.mp4']) {
      const filename = uniquePath('media', name).slice('media/'.length);
      const id = /-([a-z0-9]{20})(?:\.[a-z0-9]{1,8})?$/.exec(`media/${filename}`)?.[1];
      expect(idOf(filename)).toBe(id);
      expect(id).toMatch(/^[a-z0-9]{20}$/);
    }
  });

  it('nothing lets everyone list (no `allow read: if true`, no public list)', () => {
    const open = allows.filter((a) => expand(a.ops).includes('list') && a.condition !== 'false');
    for (const a of open) expect(a.condition).toBe('isStaff()');
  });

  it.each(PUBLIC_FILES)('%s: staff create new files, checked; no overwrite; staff delete', (p) => {
    const create = conditions(p, 'create');
    expect(create).toHaveLength(1);
    for (const call of ['isStaff()', 'validUpload()', 'safeName(filename)', 'mediaName(filename)'])
      expect(create[0]).toContain(call);
    expect(conditions(p, 'update')).toEqual([]);
    expect(conditions(p, 'delete')).toEqual(['isStaff()']);
  });

  it('staff are admins and editors from roles/{uid}', () => {
    expect(functions.get('isStaff')?.body).toContain("data.role in ['admin', 'editor']");
  });

  it.each([
    ['image/png', MB],
    ['image/jpeg', MB],
    ['image/webp', MB],
    ['application/pdf', MB],
    ['video/mp4', 20 * MB - 1],
  ])('validUpload accepts %s of %i bytes', (type, size) => {
    expect(evaluate('validUpload', {}, upload(type, size))).toBe(true);
  });

  it.each([
    ['image/svg+xml', MB],
    ['IMAGE/SVG+XML', MB],
    ['image/svg', MB],
    ['text/html', MB],
    ['application/javascript', MB],
    ['application/xhtml+xml', MB],
    ['image/', MB],
    ['image/png', 20 * MB],
    ['application/pdf', 50 * MB],
  ])('validUpload refuses %s of %i bytes', (type, size) => {
    expect(evaluate('validUpload', {}, upload(type, size))).toBe(false);
  });

  it.each(['tower.jpg', 'Steel Guide.PDF', 'walkthrough.mp4', 'logo.png'])('safeName accepts %s', (filename) => {
    expect(evaluate('safeName', { filename }, upload('image/png'))).toBe(true);
  });

  it.each(['logo.svg', 'LOGO.SVG', 'x.svgz', 'page.html', 'page.HTM', 'a.xhtml', 'feed.xml', 'app.js', 'm.mjs'])(
    'safeName refuses %s',
    (filename) => {
      expect(evaluate('safeName', { filename }, upload('image/png'))).toBe(false);
    },
  );
});

// ------------------------------------------------------------------------------- the media library

/** The string literals of the first `[...]` list after `marker` in a rules text. */
function listAfter(text: string, marker: string): string[] {
  const from = text.indexOf(marker);
  if (from < 0) throw new Error(`no ${marker}`);
  const list = /\[([^\]]*)\]/.exec(text.slice(from))?.[1] ?? '';
  return [...list.matchAll(/'([^']*)'/g)].map((m) => m[1]!);
}

describe('storage.rules media/ (static) agrees with the media library and firestore.rules', () => {
  it('media/ creates need the media types and a unique media name too', () => {
    const [create] = conditions('/media/{filename}', 'create');
    expect(create).toContain('mediaType()');
    expect(create).toContain('mediaName(filename)');
  });

  it('the media types are the client list, in storage.rules and in firestore.rules validMedia', () => {
    expect(listAfter(TEXT, 'function mediaType()')).toEqual([...MEDIA_TYPES]);
    const firestoreRules = readFileSync(path.join(__dirname, '../../firestore.rules'), 'utf8');
    expect(listAfter(firestoreRules.slice(firestoreRules.indexOf('function validMedia')), 'd.contentType in')).toEqual([
      ...MEDIA_TYPES,
    ]);
  });

  it.each([...MEDIA_TYPES])('mediaType accepts %s', (type) => {
    expect(evaluate('mediaType', {}, upload(type))).toBe(true);
  });

  it.each(['image/svg+xml', 'image/tiff', 'image/x-icon', 'text/html', 'application/zip', 'video/quicktime', ''])(
    'mediaType refuses %s',
    (type) => {
      expect(evaluate('mediaType', {}, upload(type))).toBe(false);
    },
  );

  it('the client size limit is the largest size validUpload accepts', () => {
    expect(evaluate('validUpload', {}, upload('image/png', MEDIA_MAX_BYTES))).toBe(true);
    expect(evaluate('validUpload', {}, upload('image/png', MEDIA_MAX_BYTES + 1))).toBe(false);
  });

  it.each(['Site plan.PNG', 'tower.jpg', 'Ünïcödé façade.webp', 'no extension', '...', 'x'.repeat(300) + '.mp4'])(
    'mediaName accepts what uniquePath makes of %s',
    (name) => {
      const filename = uniquePath('media', name).slice('media/'.length);
      expect(evaluate('mediaName', { filename }, upload('image/png'))).toBe(true);
    },
  );

  it.each([
    'tower.jpg',
    'tower-abc123.jpg', // 6 random characters: guessable (issue 20)
    'tower-abc123def456ghi789j.jpg', // 19
    'Tower-abc123.jpg',
    'tower-abc12.jpg',
    '-abc123.jpg',
    'tower-abc123.jpg.',
    'a/b-abc123.png',
    'tower-ABC123.png',
  ])('mediaName refuses %s (not a unique media name)', (filename) => {
    expect(evaluate('mediaName', { filename }, upload('image/png'))).toBe(false);
  });
});
