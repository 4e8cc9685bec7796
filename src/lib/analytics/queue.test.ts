// The first script's queue: a page left before the beacon started still reports its page view
// (pagehide, or the tab hidden), and a prerendered page reports nothing until it is opened.
type Queue = typeof import('./queue');
const sink = jest.fn();
jest.mock('./beacon', () => ({ startBeacon: () => sink }));
// The page becomes interactive when a test says so; idle moments and task boundaries are at once.
let interactive: () => void = () => {};
jest.mock('@/lib/data/after-interactive', () => ({
  afterInteractive: () => new Promise<void>((resolve) => (interactive = resolve)),
  nextIdle: () => Promise.resolve(),
  nextTask: () => Promise.resolve(),
}));
/** Lets pending promise callbacks run (the beacon's chunk "arrives"). */
const promiseTurns = async (n = 20) => {
  for (let i = 0; i < n; i++) await Promise.resolve();
};

/** A new document's queue, and the session module that reads its page views. */
function freshQueue(): Queue & { session: typeof import('./session') } {
  let queue!: Queue;
  let session!: typeof import('./session');
  jest.isolateModules(() => {
    queue = jest.requireActual<Queue>('./queue');
    session = jest.requireActual<typeof import('./session')>('./session');
  });
  return { ...queue, session };
}
const setHidden = (hidden: boolean) =>
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
const setPrerendering = (on: boolean) =>
  Object.defineProperty(document, 'prerendering', { configurable: true, get: () => on });

beforeEach(() => {
  sink.mockClear();
  setHidden(false);
  setPrerendering(false);
  sessionStorage.clear();
});

test('a fast bounce: the queued page view is sent when the page is hidden, before the page is interactive', async () => {
  const { track } = freshQueue();
  track({ e: 'pv', p: '/pricing' });
  await promiseTurns();
  expect(sink).not.toHaveBeenCalled();
  setHidden(true);
  document.dispatchEvent(new Event('visibilitychange'));
  expect(sink).toHaveBeenCalledWith({ e: 'pv', p: '/pricing' });
});

test('otherwise the queue is sent once the page is interactive and idle', async () => {
  const { track } = freshQueue();
  track({ e: 'pv', p: '/' });
  await promiseTurns();
  interactive();
  await promiseTurns();
  expect(sink.mock.calls).toEqual([[{ e: 'pv', p: '/' }]]);
});

test('pagehide sends the queue too, once', async () => {
  const { track } = freshQueue();
  track({ e: 'pv', p: '/' });
  track({ e: 'demo', p: '/' });
  await promiseTurns();
  dispatchEvent(new Event('pagehide'));
  dispatchEvent(new Event('pagehide'));
  expect(sink.mock.calls).toEqual([[{ e: 'pv', p: '/' }], [{ e: 'demo', p: '/' }]]);
});

test('a prerendered page reports its page view when the visitor opens it, not before', async () => {
  setPrerendering(true);
  const { track } = freshQueue();
  track({ e: 'pv', p: '/blog/launch' });
  await promiseTurns();
  interactive(); // loaded and idle in the background
  await promiseTurns();
  setHidden(true);
  document.dispatchEvent(new Event('visibilitychange'));
  dispatchEvent(new Event('pagehide'));
  await promiseTurns();
  expect(sink).not.toHaveBeenCalled();
  setPrerendering(false);
  setHidden(false);
  document.dispatchEvent(new Event('prerenderingchange'));
  await promiseTurns();
  interactive();
  await promiseTurns();
  expect(sink.mock.calls).toEqual([[{ e: 'pv', p: '/blog/launch' }]]);
});

test('the pages of the tab are kept for a demo request, oldest first, the last 20, opted out or not', () => {
  const { track, session } = freshQueue();
  for (let i = 0; i < 25; i++) track({ e: 'pv', p: `/blog/post-${i}?utm_source=x#top` });
  track({ e: 'pv', p: '/blog/post-24' }); // the same page again: not a new entry
  const pages = session.pagesSeen(true);
  expect(pages).toHaveLength(20);
  expect(pages[0]).toBe('/blog/post-5');
  expect(pages[19]).toBe('/blog/post-24');
  // The next document of the tab continues the list.
  const next = freshQueue();
  next.track({ e: 'pv', p: '/pricing' });
  expect(next.session.pagesSeen(true).slice(-2)).toEqual(['/blog/post-24', '/pricing']);
  // The route a metric happened on: the path shown at that time.
  expect(next.session.routeAt(performance.now())).toBe('/pricing');
});
