// The first script's queue: a page left before the beacon started still reports its page view
// (pagehide, or the tab hidden), and a prerendered page reports nothing until it is opened.
type Queue = typeof import('./queue');
const sink = jest.fn();
jest.mock('./beacon', () => ({ startBeacon: () => sink }));
// The page is interactive and idle at once: the queue's own start is then a few promise turns away.
jest.mock('@/lib/data/after-interactive', () => ({
  afterInteractive: () => Promise.resolve(),
  nextIdle: () => Promise.resolve(),
  nextTask: () => Promise.resolve(),
}));
const promiseTurns = async (n = 20) => {
  for (let i = 0; i < n; i++) await Promise.resolve();
};

function freshQueue(): Queue {
  let queue!: Queue;
  jest.isolateModules(() => {
    queue = jest.requireActual<Queue>('./queue');
  });
  return queue;
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

test('a fast bounce: the queued page view is sent when the page is hidden, before the beacon’s idle start', () => {
  const { track } = freshQueue();
  track({ e: 'pv', p: '/pricing' });
  expect(sink).not.toHaveBeenCalled();
  setHidden(true);
  document.dispatchEvent(new Event('visibilitychange'));
  expect(sink).toHaveBeenCalledWith({ e: 'pv', p: '/pricing' });
});

test('without prerendering, the queue is sent once the page is idle', async () => {
  const { track } = freshQueue();
  track({ e: 'pv', p: '/' });
  await promiseTurns();
  expect(sink.mock.calls).toEqual([[{ e: 'pv', p: '/' }]]);
});

test('pagehide sends the queue too, once', () => {
  const { track } = freshQueue();
  track({ e: 'pv', p: '/' });
  track({ e: 'demo', p: '/' });
  dispatchEvent(new Event('pagehide'));
  dispatchEvent(new Event('pagehide'));
  expect(sink.mock.calls).toEqual([[{ e: 'pv', p: '/' }], [{ e: 'demo', p: '/' }]]);
});

test('a prerendered page reports its page view when the visitor opens it, not before', async () => {
  setPrerendering(true);
  const { track } = freshQueue();
  track({ e: 'pv', p: '/blog/launch' });
  setHidden(true);
  document.dispatchEvent(new Event('visibilitychange'));
  dispatchEvent(new Event('pagehide'));
  await promiseTurns(); // past the start it makes when the page is not prerendered
  expect(sink).not.toHaveBeenCalled();
  setPrerendering(false);
  setHidden(false);
  document.dispatchEvent(new Event('prerenderingchange'));
  await promiseTurns();
  expect(sink.mock.calls).toEqual([[{ e: 'pv', p: '/blog/launch' }]]);
});

test('the pages of the tab are kept for a demo request, oldest first, the last 20', async () => {
  const { track } = freshQueue();
  const { pagesSeen } = jest.requireActual<typeof import('./session')>('./session');
  for (let i = 0; i < 25; i++) track({ e: 'pv', p: `/blog/post-${i}?utm_source=x#top` });
  track({ e: 'pv', p: '/blog/post-24' }); // the same page again: not a new entry
  const pages = pagesSeen(true);
  expect(pages).toHaveLength(20);
  expect(pages[0]).toBe('/blog/post-5');
  expect(pages[19]).toBe('/blog/post-24');
});
