// The demo request as a URL: every call to action that opens the dialog is a real link to its own
// page with `?demo` (or `?demo=<the button's text>`), so a tap before the app has started, or
// without JavaScript, still opens it: the server renders the page with the dialog open (and its
// form posts to the same URL: functions/src/leads/form-post.ts). Once the app runs, the link's click
// opens the dialog in place instead. `?demo=sent` is the thank-you after a post.
import { DEFAULT_DEMO_TITLE } from '@/config/constants';

export const DEMO_PARAM = 'demo';
export const DEMO_SENT = 'sent';

/** The link of a call to action on the page at `pathname`. */
export function demoHref(pathname: string, label: string = DEFAULT_DEMO_TITLE): string {
  return label === DEFAULT_DEMO_TITLE
    ? `${pathname}?${DEMO_PARAM}`
    : `${pathname}?${DEMO_PARAM}=${encodeURIComponent(label)}`;
}

/** What a page's query asks of the dialog: nothing, the form (titled with a label the page offers,
 *  else the default title: a link cannot put words of its own on the site) or the thank-you. */
export function demoFromSearch(
  search: string | URLSearchParams,
  offered: readonly string[],
): { status: 'open' | 'thank-you'; title: string } | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const value = params.get(DEMO_PARAM);
  if (value === null) return null;
  if (value === DEMO_SENT) return { status: 'thank-you', title: DEFAULT_DEMO_TITLE };
  return { status: 'open', title: offered.includes(value) ? value : DEFAULT_DEMO_TITLE };
}

/** The page's URL without the dialog's parameter (where Cancel and the thank-you lead back to). */
export function withoutDemo(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(DEMO_PARAM);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}
