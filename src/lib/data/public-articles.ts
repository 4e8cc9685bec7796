// How published articles' (blog posts', case studies') live snapshots are parsed for the public
// site: validated by the article's schema, without the view counter. Light (no zod): the schema and
// the parser load where the listener runs (src/lib/data/live-parser.ts).
import type { PlainDoc } from './backend-types';
import { docsParser } from './docs-parser';
import type { LiveParser } from './live-parser';
import type { z } from '@/lib/schema/zod';

/** An article as the public site has it: without its view counter, which no public page shows. A
 *  visitor's read of an article (views + 1, the one public write) then changes nothing any open page
 *  holds, so it re-renders no reader's page, the reader's own included. */
export type PublicArticle<T> = Omit<T, 'views'>;

export function publicArticle<T extends object>(item: T): PublicArticle<T> {
  const { views: _views, ...rest } = item as T & { views?: unknown };
  return rest;
}

/** The parser of a collection of articles for the public site. */
export function publicArticlesParser<T extends object>(
  name: string,
  collection: string,
  schema: () => Promise<z.core.$ZodType<T>>,
): LiveParser<PlainDoc[], PublicArticle<T>[]> {
  return docsParser(name, collection, schema, publicArticle);
}
