// How much of a page's blocking time was the page's work, and how much its main thread waiting for a
// CPU, from a Chrome trace (Lighthouse's, saved with --save-assets). Each task records its wall time
// (`dur`) and the time its thread actually ran (`tdur`). Lighthouse's simulation scales the wall
// time of each main-thread task after the first paint by its CPU slowdown (4x on mobile) and counts
// what exceeds 50 ms; on a busy machine a task that ran 2 ms can last 40 ms and count 110 ms.
// `scripts/lighthouse.mjs` prints both figures per route (docs/performance.md, "The server on the
// visitor's CPU").

interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

export interface Blocking {
  /** Σ max(0, wall × slowdown − 50) over the main thread's tasks after the first contentful paint, ms. */
  wallMs: number;
  /** The same from the time the thread ran (the waiting for a CPU left out), ms. */
  cpuMs: number;
  /** Share of those tasks' wall time the thread was not running (0..1). */
  waiting: number;
}

const LIMIT_MS = 50;

export function traceBlocking(trace: { traceEvents?: TraceEvent[] } | TraceEvent[], slowdown = 4): Blocking {
  const events = Array.isArray(trace) ? trace : (trace.traceEvents ?? []);
  const perThread = new Map<string, number>();
  for (const e of events) perThread.set(`${e.pid}:${e.tid}`, (perThread.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  // The page's renderer main thread: of the threads named CrRendererMain, the busiest (Lighthouse's
  // own about:blank renderers are named the same).
  const main = events
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .map((e) => `${e.pid}:${e.tid}`)
    .sort((a, b) => (perThread.get(b) ?? 0) - (perThread.get(a) ?? 0))[0];
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && `${e.pid}:${e.tid}` === main);
  if (!main || !fcp) return { wallMs: 0, cpuMs: 0, waiting: 0 };
  const tasks = events.filter(
    (e) =>
      e.name === 'RunTask' &&
      e.ph === 'X' &&
      `${e.pid}:${e.tid}` === main &&
      e.ts > fcp.ts &&
      (e.dur ?? 0) / 1000 > LIMIT_MS / slowdown,
  );
  const over = (us: number) => Math.max(0, (us / 1000) * slowdown - LIMIT_MS);
  let wall = 0;
  let ran = 0;
  let wallMs = 0;
  let cpuMs = 0;
  for (const t of tasks) {
    const dur = t.dur ?? 0;
    const cpu = Math.min(t.tdur ?? dur, dur); // (a task without a thread time ran throughout)
    wall += dur;
    ran += cpu;
    wallMs += over(dur);
    cpuMs += over(cpu);
  }
  return { wallMs, cpuMs, waiting: wall > 0 ? 1 - ran / wall : 0 };
}
