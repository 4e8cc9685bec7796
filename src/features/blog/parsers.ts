// How published posts' live snapshots are parsed, by name (src/lib/data/live-parser.ts): where the
// listener runs, so in the live-data worker for a visitor.
import { COLLECTIONS } from '@/domain/collections';
import { publicArticlesParser } from '@/lib/data/public-articles';
import type { BlogPost } from './schema';

export const blogPostsParser = publicArticlesParser<BlogPost>('blogPosts', COLLECTIONS.blogPosts, () =>
  import('./schema').then((m) => m.blogPostSchema),
);
