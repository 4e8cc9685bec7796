/** A URL path segment: lowercase letters and digits in words joined by single hyphens (the rules'
 *  isSlug). */
export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_MAX = 120;

/** "Hello, World!" -> "hello-world": accents folded, anything else a hyphen, at most SLUG_MAX. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}
