import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { useLocation, useNavigationType } from 'react-router-dom';
import { selectDemo } from '@/features/ui/uiSlice';
import { track } from '@/lib/analytics/queue';

/** Reports each page view and each opening of the demo request to the analytics queue
 *  (src/lib/analytics/queue.ts: the beacon itself loads after the page is interactive, and not at
 *  all when the visitor opted out). A page view is the first page and every change of path: not a
 *  change of query or hash (a typed search, a filter, a dialog's `?id=`), and not a replace
 *  navigation (which rewrites the entry the visitor is on). Renders nothing. */
export function PageViews() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  const demoOpen = useSelector(selectDemo).status !== 'closed';
  const lastPath = useRef<string | null>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (lastPath.current === pathname) return; // same page (and StrictMode's second run)
    const first = lastPath.current === null;
    lastPath.current = pathname;
    if (first || type !== 'REPLACE') track({ e: 'pv', p: pathname });
  }, [pathname, type]);
  useEffect(() => {
    if (demoOpen && !wasOpen.current) track({ e: 'demo', p: pathname });
    wasOpen.current = demoOpen;
  }, [demoOpen, pathname]);
  return null;
}
