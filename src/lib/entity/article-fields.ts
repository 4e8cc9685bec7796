// The form fields blog posts and case studies share, declared once:
//   coverFields  the cover: the image, its alt text (asked for while the image is not marked
//                decorative; an image chosen from the media library brings its alt text when none
//                is typed yet) and the decorative switch;
//   seoFields    the search result's title and description, each translated per language.
import type { FieldDef } from './entity';

type Described = { seoTitle?: string | undefined; seoDescription?: string | undefined };

type Covered = {
  coverImage?: string | undefined;
  coverAlt?: string | undefined;
  coverDecorative?: boolean | undefined;
  coverWidth?: number | undefined;
  coverHeight?: number | undefined;
};

export function coverFields<I extends Covered>(): FieldDef<I>[] {
  return [
    {
      name: 'coverImage',
      label: 'Cover image URL',
      kind: 'image',
      help: 'https:// link, or a path on this site',
      size: { width: 'coverWidth', height: 'coverHeight' },
      alt: 'coverAlt',
    },
    {
      name: 'coverAlt',
      label: 'Cover alt text',
      kind: 'text',
      help: 'What the image shows, for people who cannot see it',
      when: (v) => Boolean(v.coverImage) && !v.coverDecorative,
    },
    {
      name: 'coverDecorative',
      label: 'Decorative image (no alt text needed)',
      kind: 'switch',
      when: (v) => Boolean(v.coverImage),
    },
  ];
}

export function seoFields<I extends Described>(): FieldDef<I>[] {
  return [
    {
      name: 'seoTitle',
      label: 'SEO title',
      kind: 'text',
      localized: true,
      help: 'Search results show about 60 characters',
    },
    {
      name: 'seoDescription',
      label: 'SEO description',
      kind: 'textarea',
      localized: true,
      help: 'About 150 characters',
    },
  ];
}
