import { useLocation } from 'react-router-dom';
import { demoHref } from '@/domain/leads/demo-url';

/** The link of a call to action on the current page (src/domain/leads/demo-url.ts): its path with `?demo`, and the
 *  page's campaign parameters, so every demo link carries them without its caller remembering to. */
export function useDemoHref(label?: string): string {
  const { pathname, search } = useLocation();
  return demoHref(pathname, label, search);
}
