// A dynamic import's preload list leaves out the chunks its importer has loaded already
// (scripts/lib/preload-deps.ts).
import { loadedWith, preloadDeps, type BundleLike } from '../../scripts/lib/preload-deps';

const chunk = (...imports: string[]) => ({ type: 'chunk' as const, imports });
const BUNDLE: BundleLike = {
  'assets/routes.js': chunk('assets/react.js', 'assets/mui.js'),
  'assets/mui.js': chunk('assets/react.js', 'assets/emotion.js'),
  'assets/emotion.js': chunk('assets/react.js'),
  'assets/react.js': chunk(),
  'assets/Blog.js': chunk('assets/mui.js', 'assets/Card.js'),
  'assets/Card.js': chunk('assets/mui.js'),
  'assets/style.css': { type: 'asset' },
  // A cycle between chunks ends the walk like any chunk already seen.
  'assets/a.js': chunk('assets/b.js'),
  'assets/b.js': chunk('assets/a.js'),
};

test('a chunk has loaded everything it imports statically, directly or through others', () => {
  expect([...loadedWith(BUNDLE, 'assets/routes.js')].sort()).toEqual([
    'assets/emotion.js',
    'assets/mui.js',
    'assets/react.js',
    'assets/routes.js',
  ]);
  expect([...loadedWith(BUNDLE, 'assets/a.js')].sort()).toEqual(['assets/a.js', 'assets/b.js']);
});

test("a lazy page preloads only the chunks not loaded yet, and nothing when that leaves the page's own file", () => {
  const { plugin, withoutLoaded } = preloadDeps();
  const deps = ['assets/Blog.js', 'assets/Card.js', 'assets/mui.js', 'assets/emotion.js', 'assets/react.js'];
  // Before the plugin has seen the bundle: the list as Vite made it.
  expect(withoutLoaded('assets/routes.js', 'assets/Blog.js', deps)).toEqual(deps);
  (plugin.generateBundle as (o: unknown, b: BundleLike) => void)({}, BUNDLE);
  expect(withoutLoaded('assets/routes.js', 'assets/Blog.js', deps)).toEqual(['assets/Blog.js', 'assets/Card.js']);
  // Imported from the blog page itself, the card has loaded too.
  expect(withoutLoaded('assets/Blog.js', 'assets/Extra.js', ['assets/Card.js', 'assets/Extra.js'])).toEqual([]);
  expect(withoutLoaded('assets/Blog.js', 'assets/Extra.js', ['assets/Extra.js', 'assets/More.js'])).toEqual([
    'assets/Extra.js',
    'assets/More.js',
  ]);
});
