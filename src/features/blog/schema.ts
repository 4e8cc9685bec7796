import {
  articleInputShape,
  articleReadShape,
  hasCoverAlt,
  hasPublishTime,
  hasUnpublishAfter,
} from '@/lib/schema/article';
import { z } from '@/lib/schema/zod';

/** blog_posts/{id} as the app reads it (docs/data-model.md); timestamps are ISO strings. */
export const blogPostSchema = z.object(articleReadShape);
export type BlogPost = z.infer<typeof blogPostSchema>;

/** What an editor fills in for a post; firestore.rules mirror these limits (the parity test). */
export const blogPostInputSchema = z
  .object(articleInputShape)
  .check(hasPublishTime(), hasUnpublishAfter(), hasCoverAlt());
export type BlogPostInput = z.input<typeof blogPostInputSchema>;
