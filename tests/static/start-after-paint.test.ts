// The public site's start script (scripts/lib/start-after-paint.ts): the built page names its entry
// and page chunks in one inline script at the end of the body, whose text (and so its CSP hash)
// never changes; nothing else in the page starts the app.
import { START_SCRIPT, startAfterPaint, withPreloads } from '../../scripts/lib/start-after-paint';

const built =
  '<!doctype html><html><head><meta charset="UTF-8" />\n' +
  '    <script type="module" crossorigin src="/assets/index-Ab12.js"></script>\n' +
  '  </head><body><div id="root"><h1>Hi</h1></div></body></html>';

describe('start after paint', () => {
  it('replaces the module script with the start script after the page content', () => {
    const html = startAfterPaint(built);
    expect(html).not.toMatch(/type="module"/);
    expect(html).toContain(
      `<div id="root"><h1>Hi</h1></div><script data-entry="/assets/index-Ab12.js" data-preload="">${START_SCRIPT}</script></body>`,
    );
  });

  it('lists a prerendered page’s chunks without changing the script text', () => {
    const html = withPreloads(startAfterPaint(built), ['/assets/HomePage-1.js', '/assets/Seo-2.js']);
    expect(html).toContain(`data-preload="/assets/HomePage-1.js /assets/Seo-2.js">${START_SCRIPT}</script>`);
  });

  it('leaves a page without Vite’s entry tag alone', () => {
    const page = '<html><head></head><body><p>static</p></body></html>';
    expect(startAfterPaint(page)).toBe(page);
  });

  it('imports the entry and the chunks only after a frame has been painted', () => {
    const imported: string[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const run = new Function(
      'document',
      'requestAnimationFrame',
      'setTimeout',
      'importer',
      START_SCRIPT.replace(/\bimport\(/g, 'importer('),
    );
    run(
      { currentScript: { dataset: { entry: '/assets/index.js', preload: '/assets/A.js /assets/B.js' } } },
      (f: () => void) => frames.push(f),
      (f: () => void) => timers.push(f),
      (u: string) => {
        imported.push(u);
        return Promise.resolve();
      },
    );
    expect(imported).toEqual([]);
    frames.shift()!();
    expect(imported).toEqual([]);
    timers.shift()!();
    expect(imported).toEqual(['/assets/A.js', '/assets/B.js', '/assets/index.js']);
  });
});
