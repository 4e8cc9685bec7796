import { link, storedLink } from '@/lib/schema/links';
import { z } from '@/lib/schema/zod';

/** What the media library accepts; storage.rules (media/{filename}) and firestore.rules
 *  (validMedia) accept the same types and sizes. No SVG: it can carry script. */
export const MEDIA_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/avif',
  'application/pdf',
  'video/mp4',
  'video/webm',
] as const;
export const MEDIA_TYPE_NAMES = 'PNG, JPEG, WebP, GIF, AVIF, PDF, MP4 and WebM';
/** Strictly under 20 MB, as storage.rules say (request.resource.size < 20 * 1024 * 1024). */
export const MEDIA_MAX_BYTES = 20 * 1024 * 1024 - 1;
/** A unique storage path (src/lib/entity/upload.ts uniquePath): media/<safe-name>-<20 random>.<ext>. */
export const MEDIA_PATH = /^media\/[a-z0-9][a-z0-9-]*-[a-z0-9]{20}(\.[a-z0-9]{1,8})?$/;

/** media/{id}: metadata of a file in the media library (the file itself is in Storage). */
export const mediaSchema = z.object({
  id: z.string(),
  name: z.string(),
  path: z.string(),
  url: z._default(storedLink(), ''),
  contentType: z._default(z.string(), ''),
  size: z._default(z.number(), 0),
  width: z.optional(z.number()),
  height: z.optional(z.number()),
  /** The widths of its resized WebP copies (src/lib/util/image-variants.ts); none when absent. */
  variants: z.optional(z.array(z.number())),
  uploadedBy: z._default(z.string(), ''),
  uploadedByName: z._default(z.string(), ''),
  createdAt: z.optional(z.nullable(z.string())),
  /** What the image shows, for people who cannot see it (issue 22); a cover chosen from the
   *  library starts with it. */
  alt: z._default(z.string(), ''),
  /** The image adds nothing the text around it does not say: no alt text needed. */
  decorative: z._default(z.boolean(), false),
});
export type MediaItem = z.infer<typeof mediaSchema>;

const pixels = z.optional(z.number().check(z.int(), z.gte(1), z.lte(100000)));

/** The metadata document an upload writes (uploadedBy and createdAt are added by the write). */
export const mediaRecordSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  path: z.string().check(z.maxLength(200), z.regex(MEDIA_PATH, 'Not a media library path')),
  url: link(2048),
  contentType: z.enum(MEDIA_TYPES),
  size: z.number().check(z.int(), z.gte(0), z.lte(MEDIA_MAX_BYTES)),
  width: pixels,
  height: pixels,
  variants: z.optional(
    z.array(z.union([z.literal(480), z.literal(960), z.literal(1600)])).check(z.maxLength(3, 'At most 3 variants')),
  ),
  uploadedBy: z.string().check(z.minLength(1), z.maxLength(128)),
  uploadedByName: z.string().check(z.maxLength(120)),
});
export type MediaRecord = z.infer<typeof mediaRecordSchema>;

export const MEDIA_ALT_MAX = 250;

/** What staff edit of a file once it is in the library: its alt text, or that it is decorative
 *  (firestore.rules isMediaAltUpdate; the file and its facts never change). */
export const mediaInputSchema = z.object({
  alt: z._default(z.string().check(z.trim(), z.maxLength(MEDIA_ALT_MAX, `At most ${MEDIA_ALT_MAX} characters`)), ''),
  decorative: z._default(z.boolean(), false),
});
export type MediaInput = z.infer<typeof mediaInputSchema>;

/** Whether a content type is shown as an image preview. */
export const isImageType = (contentType: string) => contentType.startsWith('image/');
