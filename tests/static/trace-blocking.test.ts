import { traceBlocking } from '../../scripts/lib/trace-blocking';

const page = { pid: 2, tid: 7 };
const thread = (pid: number, tid: number) => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  ts: 0,
  args: { name: 'CrRendererMain' },
});
const task = (ts: number, durMs: number, ranMs: number, at = page) => ({
  name: 'RunTask',
  ph: 'X',
  ...at,
  ts,
  dur: durMs * 1000,
  tdur: ranMs * 1000,
});
const fcp = { name: 'firstContentfulPaint', ph: 'R', ...page, ts: 1_000_000 };

describe('traceBlocking', () => {
  it("counts the page's main-thread tasks after the first paint, from wall time and from the time the thread ran", () => {
    const trace = {
      traceEvents: [
        thread(2, 7),
        thread(3, 9), // another renderer (about:blank), fewer events
        task(500_000, 80, 80), // before the first paint: not counted
        fcp,
        task(1_100_000, 40, 10), // waited 30 ms: 4 × 40 − 50 = 110 from wall, 0 from CPU
        task(1_200_000, 20, 20), // ran: 4 × 20 − 50 = 30 both ways
        task(1_300_000, 10, 10), // short: 40 < 50, nothing
        task(1_400_000, 60, 60, { pid: 3, tid: 9 }), // another thread: not counted
      ],
    };
    const b = traceBlocking(trace);
    expect(b.wallMs).toBeCloseTo(140);
    expect(b.cpuMs).toBeCloseTo(30);
    expect(b.waiting).toBeCloseTo(30 / 60); // of the 60 ms the two long tasks lasted, 30 waited
  });

  it('reports nothing for a trace without a first paint', () => {
    expect(traceBlocking([thread(2, 7), task(1_100_000, 40, 10)])).toEqual({ wallMs: 0, cpuMs: 0, waiting: 0 });
  });
});
