// The time table `npm test` ends with (scripts/test.mjs), and its guard: each step's wall and CPU
// time, the slowest test files (Jest's per-file perfStats, Playwright's per-test durations summed
// per file), and a warning when the whole run passes its limit, naming the steps that grew most
// since the last table kept in docs/testing.md. Pure: scripts/test.mjs measures and prints.

/** One step of the run: wall time, and CPU time (user + system of its process tree) when known. */
export interface StepTime {
  step: string;
  wallS: number;
  cpuS: number | null;
}

export interface FileTime {
  file: string;
  step: string;
  tests: number;
  seconds: number;
}

/** The header the guard looks for: docs/testing.md keeps its tables with exactly these columns. */
export const STEP_HEADER = '| step | wall s | cpu s |';
export const TOTAL = 'total';
/** A run that passes this on the CI machine (2 cores) gets a warning line. */
export const RUN_LIMIT_S = 40 * 60;

const relative = (file: string, root: string) => (file.startsWith(`${root}/`) ? file.slice(root.length + 1) : file);

/** Per-file times from a Jest `--json` result. */
export function jestFileTimes(result: unknown, step: string, root: string): FileTime[] {
  const suites = (result as { testResults?: unknown[] })?.testResults ?? [];
  return suites.map((s) => {
    const suite = s as {
      name: string;
      startTime?: number;
      endTime?: number;
      perfStats?: { runtime?: number; start?: number; end?: number };
      assertionResults?: unknown[];
    };
    const p = suite.perfStats ?? {};
    const ms = p.runtime ?? (p.end ?? suite.endTime ?? 0) - (p.start ?? suite.startTime ?? 0);
    return { file: relative(suite.name, root), step, tests: suite.assertionResults?.length ?? 0, seconds: ms / 1000 };
  });
}

interface PwSuite {
  file?: string;
  suites?: PwSuite[];
  specs?: { file?: string; tests?: { results?: { duration?: number }[] }[] }[];
}

/** Per-file times from Playwright's JSON report: every result's duration (retries included, they
 *  cost time too), summed per spec file. */
export function playwrightFileTimes(report: unknown, step: string): FileTime[] {
  const byFile = new Map<string, FileTime>();
  const walk = (suite: PwSuite, file: string | undefined) => {
    for (const spec of suite.specs ?? []) {
      const name = spec.file ?? suite.file ?? file ?? '?';
      const entry = byFile.get(name) ?? {
        file: `e2e/${name}`.replace(/^e2e\/e2e\//, 'e2e/'),
        step,
        tests: 0,
        seconds: 0,
      };
      for (const t of spec.tests ?? []) {
        entry.tests += 1;
        for (const r of t.results ?? []) entry.seconds += (r.duration ?? 0) / 1000;
      }
      byFile.set(name, entry);
    }
    for (const child of suite.suites ?? []) walk(child, child.file ?? suite.file ?? file);
  };
  for (const suite of (report as { suites?: PwSuite[] })?.suites ?? []) walk(suite, suite.file);
  return [...byFile.values()];
}

export function slowest(files: FileTime[], n = 15): FileTime[] {
  return [...files].sort((a, b) => b.seconds - a.seconds).slice(0, n);
}

const s = (x: number | null) => (x === null ? '' : x.toFixed(1));

/** The steps as a markdown table (STEP_HEADER's columns), the total last. */
export function stepTable(steps: StepTime[], total: StepTime): string {
  return [
    STEP_HEADER,
    '| --- | ---: | ---: |',
    ...[...steps, total].map((t) => `| ${t.step} | ${s(t.wallS)} | ${s(t.cpuS)} |`),
  ].join('\n');
}

export function fileTable(files: FileTime[]): string {
  return [
    '| test file | step | tests | s |',
    '| --- | --- | ---: | ---: |',
    ...files.map((f) => `| ${f.file} | ${f.step} | ${f.tests} | ${f.seconds.toFixed(1)} |`),
  ].join('\n');
}

/** The last step table in a markdown text (docs/testing.md): rows under STEP_HEADER up to the
 *  first line that is not a table row. Empty when there is none. */
export function lastStepTable(markdown: string): StepTime[] {
  const lines = markdown.split('\n');
  const trimmed = lines.map((l) => l.trim());
  // A table: the header, then its separator row (the header quoted in prose is not one).
  const start = trimmed.findLastIndex((l, i) => l === STEP_HEADER && /^\|[\s:|-]+\|$/.test(trimmed[i + 1] ?? ''));
  if (start === -1) return [];
  const rows: StepTime[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.trim().startsWith('|')) break;
    const [step, wall, cpu] = line
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((c) => c.trim());
    const wallS = Number(wall);
    if (!step || wall === '' || !Number.isFinite(wallS)) continue;
    rows.push({
      step,
      wallS,
      cpuS: cpu === '' || cpu === undefined || !Number.isFinite(Number(cpu)) ? null : Number(cpu),
    });
  }
  return rows;
}

/** The steps that grew most in wall time since `previous` (a step it lacks grew from 0), largest
 *  first, only those that grew. */
export function grewMost(steps: StepTime[], previous: StepTime[], n = 3) {
  const before = new Map(previous.map((p) => [p.step, p.wallS]));
  return steps
    .filter((t) => t.step !== TOTAL)
    .map((t) => ({ step: t.step, growthS: t.wallS - (before.get(t.step) ?? 0), isNew: !before.has(t.step) }))
    .filter((g) => g.growthS > 0)
    .sort((a, b) => b.growthS - a.growthS)
    .slice(0, n);
}

/** The guard's warning line, or null when the run stayed within `limitS`. */
export function guardWarning(steps: StepTime[], totalWallS: number, previous: StepTime[], limitS = RUN_LIMIT_S) {
  if (totalWallS <= limitS) return null;
  const minutes = (x: number) => `${(x / 60).toFixed(1)} min`;
  const grown = grewMost(steps, previous)
    .map((g) => `${g.step} +${g.growthS.toFixed(0)} s${g.isNew ? ' (new step)' : ''}`)
    .join(', ');
  const since = previous.length
    ? `grew most since the last table in docs/testing.md: ${grown || 'none grew'}`
    : 'docs/testing.md has no step table to compare with';
  return `WARNING: the test run took ${minutes(totalWallS)}, over its ${minutes(limitS)} limit; ${since}`;
}
