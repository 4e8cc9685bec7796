// The one import point for zod: the tree-shakable `zod/mini` build (classic zod adds tens of kB to
// the first paint) with English messages, which mini does not install by itself. A locale set
// explicitly elsewhere is kept. (A named locale import: `z.locales.en()` would bundle them all.)
import { en } from 'zod/locales';
import * as z from 'zod/mini';

if (!z.config().localeError) z.config(en());
// No `new Function` fast path: the site's Content-Security-Policy has no 'unsafe-eval' (firebase.json),
// and zod's probe for it would be reported as a CSP violation even though it is caught.
z.config({ jitless: true });

export { z };
