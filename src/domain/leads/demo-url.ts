// The demo request as a URL: every call to action that opens the dialog is a real link to its own
// page with `?demo` (or `?demo=<the button's text>`), so a tap before the app has started, or
// without JavaScript, still opens it: the server renders the page with the dialog open (and its
// form posts to the same URL: functions/src/leads/form-post.ts). Once the app runs, the link's click
// opens the dialog in place instead. `?demo=sent` is the thank-you after a post. The page's campaign
// parameters (UTM, click IDs) ride along, so a request made from that link keeps how the visit began.
/** The demo dialog's title when no call to action names it, and the lead's `source` then. */
export const DEFAULT_DEMO_TITLE = 'Get a Demo';

export const DEMO_PARAM = 'demo';
export const DEMO_SENT = 'sent';

/** The query parameters attribution reads (src/domain/analytics/touch.ts: UTM_KEYS, CLICK_IDS; listed
 *  here so the first script does not carry that module; a test keeps the lists equal). */
export const CAMPAIGN_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
  'msclkid',
] as const;
/** Longer than attribution keeps any of them (it cleans and cuts them again when it reads them). */
const MAX_CAMPAIGN_VALUE = 200;

/** The campaign parameters of a page's query, bounded, in a fixed order ('' when none). The server
 *  renders a page with them (functions/src/site/function.ts), so its links match the browser's. */
export function campaignQuery(search: string): string {
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of CAMPAIGN_PARAMS) {
    const value = given.get(name)?.trim().slice(0, MAX_CAMPAIGN_VALUE);
    if (value) kept.set(name, value);
  }
  return kept.toString();
}

/** The link of a call to action on the page at `pathname` whose query is `search`. */
export function demoHref(pathname: string, label: string = DEFAULT_DEMO_TITLE, search = ''): string {
  const campaign = campaignQuery(search);
  const demo = label === DEFAULT_DEMO_TITLE ? DEMO_PARAM : `${DEMO_PARAM}=${encodeURIComponent(label)}`;
  return `${pathname}?${campaign ? `${campaign}&` : ''}${demo}`;
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
