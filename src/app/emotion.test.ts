// The browser's emotion cache and the server's styles (src/app/emotion.ts): the server's tag of class
// styles counts as inserted where it is, and is never taken out of the page.
import { createEmotionCache, SERVER_STYLES_ATTR } from './emotion';

afterEach(() => {
  document.head.innerHTML = '';
});

function serverPage() {
  document.head.innerHTML =
    '<meta name="emotion-insertion-point" content="" />' +
    '<style data-emotion="mui-global 1abc" data-s="">body{margin:0}</style>' +
    `<style ${SERVER_STYLES_ATTR}="mui x1 y2">.mui-x1{color:red}.mui-y2{color:blue}</style>` +
    '<style data-emotion="css 9zz" data-s="">.css-9zz{}</style>';
  return document.head.querySelector(`style[${SERVER_STYLES_ATTR}]`)!;
}

describe('createEmotionCache in the browser', () => {
  it('counts the server’s class styles as inserted, without moving their tag', () => {
    const tag = serverPage();
    const removed: Node[] = [];
    const observer = new MutationObserver((records) => records.forEach((r) => removed.push(...r.removedNodes)));
    observer.observe(document.head, { childList: true });
    const cache = createEmotionCache();
    observer.takeRecords().forEach((r) => removed.push(...r.removedNodes));
    observer.disconnect();
    expect(cache.inserted).toMatchObject({ x1: true, y2: true });
    expect(removed).not.toContain(tag);
    expect(tag.isConnected).toBe(true);
  });

  it('adopts only its own key’s ids', () => {
    serverPage();
    document.head.insertAdjacentHTML('beforeend', `<style ${SERVER_STYLES_ATTR}="other q7">.other-q7{}</style>`);
    const cache = createEmotionCache();
    expect(cache.inserted.q7).toBeUndefined();
    expect(cache.inserted['9zz']).toBeUndefined();
  });

  it('inserts what the page renders beyond them right after them', () => {
    const tag = serverPage();
    const cache = createEmotionCache();
    cache.sheet.insert('.mui-new{color:green}');
    expect(tag.nextElementSibling?.getAttribute('data-emotion')).toBe('mui');
    expect(cache.sheet.tags.at(-1)).toBe(tag.nextElementSibling);
  });
});
