// Resized WebP copies of an uploaded image, made in the browser before upload (issue 22, part 6),
// so public pages can offer `srcset` and phones do not download a 4000-pixel original.
// The browser does the resampling and encoding: createImageBitmap with resizeWidth /
// resizeQuality 'high' and a canvas's convertToBlob / toBlob({ type: 'image/webp' }) are platform
// APIs (no package, no hand-written resampling). Where they are missing, or the browser cannot
// encode WebP (it then hands back PNG), there are no variants and the original is used alone.
// Stored beside the original: media/variants/<width>/<name>.webp (storage.rules), the widths on
// the media record; public pages derive each variant's URL from the original's (variantUrl).

/** The widths offered to browsers (about a phone, a laptop column and a wide screen). */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;
export const VARIANT_TYPE = 'image/webp';
/** WebP quality: visually lossless for photographs and renders at a third of JPEG's size. */
export const VARIANT_QUALITY = 0.82;

/** The widths worth making for an original `width` pixels wide: never larger than the original. */
export const variantWidths = (width: number): number[] => VARIANT_WIDTHS.filter((w) => w < width);

/** The height of a copy `width` wide, keeping the original's proportions. */
export const scaledHeight = (original: { width: number; height: number }, width: number) =>
  Math.max(1, Math.round((original.height * width) / original.width));

/** Where a variant of the stored file `path` (media/<name>-<20 random>.<ext>) goes. */
export function variantPath(path: string, width: number): string {
  const slash = path.lastIndexOf('/');
  const folder = path.slice(0, slash);
  const file = path.slice(slash + 1).replace(/\.[a-z0-9]{1,8}$/, '');
  return `${folder}/variants/${width}/${file}.webp`;
}

/**
 * The URL of a variant, from the original's URL: a site path (/images/media/x.jpg →
 * /images/media/variants/480/x.webp) or a Firebase Storage download URL (the object path inside
 * `/o/<encoded path>`; the variant is read by the storage rules, not a token). Null for any other
 * URL (an image elsewhere on the web has no variants here).
 */
export function variantUrl(url: string, width: number): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) {
    const [pathname] = url.split(/[?#]/);
    return /\.[a-z0-9]{1,8}$/i.test(pathname!) ? variantPath(pathname!, width) : null;
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const object = /^(.*\/o\/)([^/]+)$/.exec(parsed.pathname);
  if (parsed.protocol !== 'https:' && parsed.hostname !== '127.0.0.1' && parsed.hostname !== 'localhost') return null;
  if (!object) return null;
  const path = decodeURIComponent(object[2]!);
  if (!/^media\/[^/]+\.[a-z0-9]{1,8}$/.test(path)) return null;
  return `${parsed.origin}${object[1]}${encodeURIComponent(variantPath(path, width))}?alt=media`;
}

/** The `srcset` of an image with variants: each variant at its width, then the original at its
 *  own. Empty when there is nothing to choose between. */
export function srcsetOf(url: string, width: number, widths: readonly number[]): string {
  const candidates = widths
    .filter((w) => w < width)
    .map((w) => [variantUrl(url, w), w] as const)
    .filter((c): c is readonly [string, number] => c[0] !== null)
    .map(([u, w]) => `${u} ${w}w`);
  return candidates.length ? [...candidates, `${url} ${width}w`].join(', ') : '';
}

/** A variant made for upload. */
export interface ImageVariant {
  width: number;
  height: number;
  blob: Blob;
}

/** The browser's image APIs the variants are made with (injected so tests can stand in). */
export interface ImagePlatform {
  /** The decoded image, scaled to `resize` when given (createImageBitmap). */
  decode: (
    file: Blob,
    resize?: { width: number; height: number },
  ) => Promise<{ width: number; height: number; close?: () => void }>;
  /** The decoded image encoded as `type` at `quality` (a canvas's convertToBlob / toBlob). */
  encode: (image: { width: number; height: number }, type: string, quality: number) => Promise<Blob | null>;
}

/** The browser's own: createImageBitmap (resizeQuality 'high') and OffscreenCanvas, or a canvas
 *  element where there is no OffscreenCanvas. Null where createImageBitmap is missing. */
export function browserImagePlatform(): ImagePlatform | null {
  if (typeof createImageBitmap !== 'function') return null;
  return {
    decode: (file, resize) =>
      resize
        ? createImageBitmap(file, { resizeWidth: resize.width, resizeHeight: resize.height, resizeQuality: 'high' })
        : createImageBitmap(file),
    encode: async (image, type, quality) => {
      const bitmap = image as ImageBitmap;
      if (typeof OffscreenCanvas === 'function') {
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
        return canvas.convertToBlob({ type, quality });
      }
      const canvas = document.createElement('canvas');
      canvas.width = bitmap.width;
      canvas.height = bitmap.height;
      canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
      return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
    },
  };
}

/**
 * The WebP variants of an image file: one per width in VARIANT_WIDTHS below the original's, each
 * keeping its proportions. [] when the platform cannot decode the file or encode WebP (the
 * original is then used alone); never throws.
 */
export async function makeVariants(
  file: Blob,
  platform: ImagePlatform | null = browserImagePlatform(),
): Promise<ImageVariant[]> {
  if (!platform || !file.type.startsWith('image/') || file.type === 'image/gif') return [];
  try {
    const decoded = await platform.decode(file);
    // A closed ImageBitmap reads as 0 × 0: keep its size first.
    const original = { width: decoded.width, height: decoded.height };
    decoded.close?.();
    const out: ImageVariant[] = [];
    for (const width of variantWidths(original.width)) {
      const height = scaledHeight(original, width);
      const scaled = await platform.decode(file, { width, height });
      const blob = await platform.encode(scaled, VARIANT_TYPE, VARIANT_QUALITY);
      scaled.close?.();
      // A browser that cannot encode WebP answers with PNG: no variants then.
      if (!blob || blob.type !== VARIANT_TYPE) return [];
      out.push({ width, height, blob });
    }
    return out;
  } catch {
    return [];
  }
}
