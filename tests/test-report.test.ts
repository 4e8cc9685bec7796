// The time table `npm test` ends with and its guard (scripts/lib/test-report.ts): per-file times
// from Jest's and Playwright's JSON, the table docs/testing.md keeps, and the warning line.
import {
  fileTable,
  guardWarning,
  jestFileTimes,
  lastStepTable,
  playwrightFileTimes,
  slowest,
  stepTable,
  type StepTime,
} from '../scripts/lib/test-report.ts';

const ROOT = '/repo';

describe('per-file times', () => {
  it('takes each Jest suite its runtime, relative to the repository, with its test count', () => {
    const json = {
      testResults: [
        { name: '/repo/tests/rules/matrix.test.ts', perfStats: { runtime: 41_200 }, assertionResults: [{}, {}, {}] },
        { name: '/repo/src/a.test.ts', perfStats: { start: 1000, end: 3500 }, assertionResults: [{}] },
      ],
    };
    expect(jestFileTimes(json, 'jest-integration', ROOT)).toEqual([
      { file: 'tests/rules/matrix.test.ts', step: 'jest-integration', tests: 3, seconds: 41.2 },
      { file: 'src/a.test.ts', step: 'jest-integration', tests: 1, seconds: 2.5 },
    ]);
  });

  it("sums Playwright's results per spec file, nested describes and retries included", () => {
    const report = {
      suites: [
        {
          file: 'admin-blog.spec.ts',
          specs: [{ file: 'admin-blog.spec.ts', tests: [{ results: [{ duration: 30_000 }, { duration: 20_000 }] }] }],
          suites: [
            {
              file: 'admin-blog.spec.ts',
              specs: [{ file: 'admin-blog.spec.ts', tests: [{ results: [{ duration: 5_000 }] }] }],
            },
          ],
        },
        { file: 'shell.spec.ts', specs: [{ file: 'shell.spec.ts', tests: [{ results: [{ duration: 1_500 }] }] }] },
      ],
    };
    expect(playwrightFileTimes(report, 'playwright')).toEqual([
      { file: 'e2e/admin-blog.spec.ts', step: 'playwright', tests: 2, seconds: 55 },
      { file: 'e2e/shell.spec.ts', step: 'playwright', tests: 1, seconds: 1.5 },
    ]);
  });

  it('lists the slowest first, at most n', () => {
    const files = [1, 5, 3, 4].map((seconds) => ({ file: `f${seconds}`, step: 's', tests: 1, seconds }));
    expect(slowest(files, 2).map((f) => f.file)).toEqual(['f5', 'f4']);
    expect(fileTable(slowest(files, 1))).toBe(
      '| test file | step | tests | s |\n| --- | --- | ---: | ---: |\n| f5 | s | 1 | 5.0 |',
    );
  });
});

const steps: StepTime[] = [
  { step: 'lint', wallS: 60, cpuS: 90 },
  { step: 'jest unit', wallS: 200, cpuS: 350.25 },
  { step: 'playwright (chromium)', wallS: 1800, cpuS: null },
];
const total: StepTime = { step: 'total', wallS: 2060, cpuS: null };

describe('the step table docs/testing.md keeps', () => {
  it('reads back what it printed, and reads the last table in the file', () => {
    const older = stepTable([{ step: 'lint', wallS: 1, cpuS: 1 }], { step: 'total', wallS: 1, cpuS: 1 });
    const doc = `# Testing\n\n${older}\n\nlater, after the change:\n\n${stepTable(steps, total)}\n\nprose after it\n`;
    expect(lastStepTable(doc)).toEqual([
      { step: 'lint', wallS: 60, cpuS: 90 },
      { step: 'jest unit', wallS: 200, cpuS: 350.3 },
      { step: 'playwright (chromium)', wallS: 1800, cpuS: null },
      { step: 'total', wallS: 2060, cpuS: null },
    ]);
  });

  it('is empty when the file has no step table; the header quoted in prose is none', () => {
    expect(lastStepTable('# Testing\n\n| a | b |\n| - | - |\n| 1 | 2 |\n')).toEqual([]);
    expect(lastStepTable('It reads the table headed\n\n    | step | wall s | cpu s |\n\nrows below.\n')).toEqual([]);
  });

  it('skips the header quoted in prose after the last real table', () => {
    const doc = `${stepTable(steps, total)}\n\nThe guard reads\n\n    ${'| step | wall s | cpu s |'}\n\nand rows.\n`;
    expect(lastStepTable(doc).map((r) => r.step)).toEqual(['lint', 'jest unit', 'playwright (chromium)', 'total']);
  });
});

describe('the guard', () => {
  const previous: StepTime[] = [
    { step: 'lint', wallS: 50, cpuS: 80 },
    { step: 'jest unit', wallS: 250, cpuS: 300 },
    { step: 'playwright (chromium)', wallS: 1500, cpuS: 1500 },
    { step: 'total', wallS: 1900, cpuS: 2000 },
  ];

  it('says nothing while the run stays within 40 minutes', () => {
    expect(guardWarning(steps, 40 * 60, previous)).toBeNull();
  });

  it('warns past 40 minutes, naming the three steps that grew most (a new step grew from 0)', () => {
    const now = [...steps, { step: 'jest site', wallS: 45, cpuS: 40 }, { step: 'seed', wallS: 5, cpuS: 4 }];
    expect(guardWarning(now, 40 * 60 + 1, previous)).toBe(
      'WARNING: the test run took 40.0 min, over its 40.0 min limit; grew most since the last table in ' +
        'docs/testing.md: playwright (chromium) +300 s, jest site +45 s (new step), lint +10 s',
    );
  });

  it('still warns when docs/testing.md has no table to compare with', () => {
    expect(guardWarning(steps, 3000, [])).toMatch(/took 50\.0 min.*docs\/testing\.md has no step table/);
  });
});
