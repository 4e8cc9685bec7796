import { createContext, useContext, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  unstable_HistoryRouter as HistoryRouter,
  useBlocker,
  type Blocker,
  type BlockerFunction,
  type Location,
  type To,
} from 'react-router-dom';

// The browser app runs on a plain history router, not a data router (createBrowserRouter and its
// data layer cost ~16 kB gzipped of the landing page's first script), yet a form with unsaved
// changes must still hold navigation: this history asks the one registered blocker before a link or
// navigate() changes the URL, and undoes Back/Forward (like the data router does) while it is asked.

type RouterHistory = Parameters<typeof HistoryRouter>[0]['history'];
type Pending = { location: Location; proceed: () => void };
interface ActiveBlocker {
  shouldBlock: BlockerFunction;
  blocked: (pending: Pending) => void;
}

export interface BlockingHistory extends RouterHistory {
  /** Registers the blocker (one at a time, as with the data router); returns its removal. */
  block(blocker: ActiveBlocker): () => void;
}

export function createBlockingHistory(): BlockingHistory {
  const inner = createBrowserHistory({ v5Compat: true });
  let active: ActiveBlocker | null = null;
  let current: Location = inner.location;
  let undoing = false; // the next POP is the undo of a held Back/Forward
  let allowed = false; // the next POP is a held Back/Forward the page let through

  const nextLocation = (to: To, state: unknown): Location => {
    const url = inner.createURL(to);
    return { pathname: url.pathname, search: url.search, hash: url.hash, state: state ?? null, key: 'blocked' };
  };
  const hold = (to: To, state: unknown, action: 'PUSH' | 'REPLACE', go: () => void): boolean => {
    if (!active) return false;
    const location = nextLocation(to, state);
    if (!active.shouldBlock({ currentLocation: current, nextLocation: location, historyAction: action as never }))
      return false;
    active.blocked({ location, proceed: go });
    return true;
  };

  return {
    get action() {
      return inner.action;
    },
    get location() {
      return inner.location;
    },
    createHref: (to) => inner.createHref(to),
    createURL: (to) => inner.createURL(to),
    encodeLocation: (to) => inner.encodeLocation(to),
    push(to, state) {
      if (!hold(to, state, 'PUSH', () => inner.push(to, state))) inner.push(to, state);
    },
    replace(to, state) {
      if (!hold(to, state, 'REPLACE', () => inner.replace(to, state))) inner.replace(to, state);
    },
    go: (delta) => inner.go(delta),
    listen(listener) {
      return inner.listen((update) => {
        if (update.action === 'POP') {
          if (undoing) {
            undoing = false;
            return;
          }
          const { delta } = update;
          if (allowed) allowed = false;
          else if (
            active &&
            delta != null &&
            active.shouldBlock({
              currentLocation: current,
              nextLocation: update.location,
              historyAction: update.action,
            })
          ) {
            const location = update.location;
            undoing = true;
            inner.go(-delta);
            active.blocked({
              location,
              proceed: () => {
                allowed = true;
                inner.go(delta);
              },
            });
            return;
          }
        }
        current = update.location;
        listener(update);
      });
    },
    block(blocker) {
      active = blocker;
      return () => {
        if (active === blocker) active = null;
      };
    },
  };
}

const BlockingHistoryContext = createContext<BlockingHistory | null>(null);

/** The browser app's router: a history router over a history that forms can block. */
export function BlockingRouter({ history, children }: { history: BlockingHistory; children: ReactNode }) {
  return (
    <BlockingHistoryContext.Provider value={history}>
      <HistoryRouter history={history}>{children}</HistoryRouter>
    </BlockingHistoryContext.Provider>
  );
}

function useHistoryBlocker(shouldBlock: BlockerFunction): Blocker {
  const history = useContext(BlockingHistoryContext)!;
  const latest = useRef(shouldBlock);
  useLayoutEffect(() => {
    latest.current = shouldBlock;
  });
  const [pending, setPending] = useState<Pending | null>(null);
  useEffect(() => history.block({ shouldBlock: (args) => latest.current(args), blocked: setPending }), [history]);
  if (!pending) return { state: 'unblocked', reset: undefined, proceed: undefined, location: undefined };
  return {
    state: 'blocked',
    location: pending.location,
    reset: () => setPending(null),
    proceed: () => {
      setPending(null);
      pending.proceed();
    },
  };
}

/** useBlocker for both routers: the browser app's blocking history router, or a data router (tests,
 *  which render with createMemoryRouter). Which one is fixed for a component's lifetime. */
export function useNavigationBlocker(shouldBlock: BlockerFunction): Blocker {
  const useImpl = useContext(BlockingHistoryContext) ? useHistoryBlocker : useBlocker;
  return useImpl(shouldBlock);
}
