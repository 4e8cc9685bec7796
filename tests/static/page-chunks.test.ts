// What a public page's start script preloads (scripts/lib/page-chunks.ts), from a manifest shaped
// like the build's: the page's chunk keyed by its file where the bundler merged the page with the
// modules only it uses (Vite 8), each chunk after what it imports, nothing the entry loads.
import type { Manifest } from 'vite';
import { pageChunks } from '../../scripts/lib/page-chunks';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-a.js', src: 'index.html', isEntry: true, imports: ['_react-b.js'] },
  '_react-b.js': { file: 'assets/react-b.js' },
  '_BlogListPage-c.js': {
    file: 'assets/BlogListPage-c.js',
    name: 'BlogListPage',
    imports: ['index.html', '_Grid-d.js', '_Seo-e.js'],
  },
  '_Grid-d.js': { file: 'assets/Grid-d.js', imports: ['_react-b.js', '_utils-f.js'] },
  '_Seo-e.js': { file: 'assets/Seo-e.js', imports: ['_utils-f.js'] },
  '_utils-f.js': { file: 'assets/utils-f.js' },
  'src/pages/public/HomePage.tsx': {
    file: 'assets/HomePage-g.js',
    src: 'src/pages/public/HomePage.tsx',
    isDynamicEntry: true,
    imports: ['_Seo-e.js'],
  },
};
const chunkModules = {
  'assets/BlogListPage-c.js': ['src/features/blog/components/BlogList.tsx', 'src/pages/public/BlogListPage.tsx'],
  'assets/HomePage-g.js': ['src/pages/public/HomePage.tsx'],
};

describe('pageChunks', () => {
  it('finds a page merged into a chunk keyed by its file, and lists its chunks dependencies first, without the entry’s', () => {
    expect(pageChunks(manifest, 'BlogListPage', chunkModules)).toEqual([
      '/assets/utils-f.js',
      '/assets/Grid-d.js',
      '/assets/Seo-e.js',
      '/assets/BlogListPage-c.js',
    ]);
  });

  it('finds a page that is a chunk of its own by its source', () => {
    expect(pageChunks(manifest, 'HomePage', chunkModules)).toEqual([
      '/assets/utils-f.js',
      '/assets/Seo-e.js',
      '/assets/HomePage-g.js',
    ]);
  });

  it('stops the build for a page no chunk holds (it would preload nothing)', () => {
    expect(() => pageChunks(manifest, 'CompanyPage', chunkModules)).toThrow(/src\/pages\/public\/CompanyPage\.tsx/);
    expect(pageChunks(manifest, null, chunkModules)).toEqual([]);
  });
});
