// The document an app runs in. The server picks the app for a URL (firebase.json: the site function
// or the public shell for the public site, admin.html for the back office), and each app hands a
// path of the other's to the browser as a document load (<LoadDocument /> in ./router.tsx). The
// rule that keeps the two from sending a page back and forth: an app never loads the very document
// it is running in. The path it was served for is captured here, when the app's first script runs
// (before any navigation in the page).

const normal = (path: string) => {
  let p = path;
  try {
    p = decodeURI(path);
  } catch {
    // Malformed escapes: compared as they are.
  }
  return p.replace(/\/+$/, '') || '/';
};

let served: string | null = typeof window === 'undefined' ? null : normal(window.location.pathname);

/** Whether `pathname` is the path this document was served for (so loading it would load this
 *  document again, where the app would ask for it again: without end). */
export const isServedPath = (pathname: string) => served !== null && normal(pathname) === served;

/** Loads the document for `url` (the other app's), replacing this one. */
export function loadDocument(url: string) {
  window.location.assign(url);
}

/** Tests: the path the document was served for. */
export function setServedPathForTests(pathname: string | null) {
  served = pathname === null ? null : normal(pathname);
}
