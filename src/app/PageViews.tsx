import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { selectDemo } from '@/features/ui/uiSlice';
import { track } from '@/lib/analytics/queue';

/** Reports each page view (the first and every client-side navigation) and each opening of the
 *  demo request to the analytics queue (src/lib/analytics/queue.ts: the beacon itself loads after
 *  the page is interactive, and not at all when the visitor opted out). Renders nothing. */
export function PageViews() {
  const { pathname, key } = useLocation();
  const demoOpen = useSelector(selectDemo).status !== 'closed';
  const lastKey = useRef<string | null>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (lastKey.current === key) return; // (StrictMode runs effects twice in development)
    lastKey.current = key;
    track({ e: 'pv', p: pathname });
  }, [key, pathname]);
  useEffect(() => {
    if (demoOpen && !wasOpen.current) track({ e: 'demo', p: pathname });
    wasOpen.current = demoOpen;
  }, [demoOpen, pathname]);
  return null;
}
