import type { UploadedFile } from '../../src/domain/media';
import { daysAgo } from './time';
import type { AccountKey } from './types';

/** `media/{id}`: the media library's metadata documents (src/features/media/schema.ts). There is
 *  no Storage emulator on every machine, so these files are served from /public: `url` is a site
 *  path, `path` the unique name the file would have in storage (src/lib/entity/upload.ts uniquePath).
 *  Sizes and pixel sizes are the real files'; the images' resized WebP copies are in
 *  /public/images/media/variants/<width>/ (made by scripts/seed-variants.ts with the app's own code).
 *  Each image has alt text, as staff write it in the library (a PDF has none). */
export interface SeedMedia extends UploadedFile {
  id: string;
  alt?: string;
  decorative?: boolean;
  uploadedBy: AccountKey;
  createdAt: string;
}

export const media: SeedMedia[] = [
  {
    id: 'harbourline-tower-render',
    alt: 'Line drawing of a steel frame elevation, six bays wide, on a green engineering grid',
    name: 'Harbourline tower render.jpg',
    path: 'media/harbourline-tower-render-h7k2p9h7k2p9h7k2p9h7.jpg',
    url: '/images/media/harbourline-tower-render.jpg',
    variants: [480, 960],
    contentType: 'image/jpeg',
    size: 37984,
    width: 1200,
    height: 630,
    uploadedBy: 'editor',
    createdAt: daysAgo(40, 10, 12),
  },
  {
    id: 'northfield-schools-timber-frame',
    alt: 'Line drawing of a two-storey frame, four bays wide, with cross bracing at one end',
    name: 'Northfield schools timber frame.jpg',
    path: 'media/northfield-schools-timber-frame-q3m8x1q3m8x1q3m8x1q3.jpg',
    url: '/images/media/northfield-schools-timber-frame.jpg',
    variants: [480, 960],
    contentType: 'image/jpeg',
    size: 43660,
    width: 1200,
    height: 630,
    uploadedBy: 'editor',
    createdAt: daysAgo(33, 14, 5),
  },
  {
    id: 'meridian-hospital-transfer-beam',
    alt: 'Line drawing of a three-storey frame, four bays wide, braced at one end, in amber on brown',
    name: 'Meridian hospital transfer beam.jpg',
    path: 'media/meridian-hospital-transfer-beam-z9w4c2z9w4c2z9w4c2z9.jpg',
    url: '/images/media/meridian-hospital-transfer-beam.jpg',
    variants: [480, 960],
    contentType: 'image/jpeg',
    size: 47161,
    width: 1200,
    height: 630,
    uploadedBy: 'admin',
    createdAt: daysAgo(21, 9, 40),
  },
  {
    id: 'etabs-revit-round-trip',
    alt: 'Line drawing of a five-storey frame whose middle bay is braced from top to bottom',
    name: 'ETABS to Revit round trip.jpg',
    path: 'media/etabs-to-revit-round-trip-b5n1v7b5n1v7b5n1v7b5.jpg',
    url: '/images/media/etabs-revit-round-trip.jpg',
    variants: [480, 960],
    contentType: 'image/jpeg',
    size: 52858,
    width: 1200,
    height: 630,
    uploadedBy: 'editor',
    createdAt: daysAgo(12, 16, 30),
  },
  {
    id: 'helena-voss-portrait',
    alt: 'Placeholder portrait of Dr. Helena Voss: her initials, HV, on a blue background',
    name: 'Helena Voss portrait.jpg',
    path: 'media/helena-voss-portrait-r2d6k8r2d6k8r2d6k8r2.jpg',
    url: '/images/media/helena-voss-portrait.jpg',
    variants: [480],
    contentType: 'image/jpeg',
    size: 11848,
    width: 600,
    height: 600,
    uploadedBy: 'admin',
    createdAt: daysAgo(8, 11, 0),
  },
  {
    id: 'marcus-adeyemi-portrait',
    alt: 'Placeholder portrait of Marcus Adeyemi: his initials, MA, on a warm brown background',
    name: 'Marcus Adeyemi portrait.jpg',
    path: 'media/marcus-adeyemi-portrait-t8f3j5t8f3j5t8f3j5t8.jpg',
    url: '/images/media/marcus-adeyemi-portrait.jpg',
    variants: [480],
    contentType: 'image/jpeg',
    size: 11917,
    width: 600,
    height: 600,
    uploadedBy: 'admin',
    createdAt: daysAgo(8, 11, 2),
  },
  {
    id: 'structura-social-card',
    alt: 'Structura AI: AI automation for structural engineering. Design faster. Optimise performance. Lower cost.',
    name: 'Structura social card.png',
    path: 'media/structura-social-card-m4p7a0m4p7a0m4p7a0m4.png',
    url: '/og-image.png',
    contentType: 'image/png',
    size: 371494,
    width: 1200,
    height: 630,
    uploadedBy: 'admin',
    createdAt: daysAgo(60, 9, 15),
  },
  {
    id: 'member-size-whitepaper',
    name: 'Member size optimisation whitepaper.pdf',
    path: 'media/member-size-optimisation-whitepaper-c1x9e4c1x9e4c1x9e4c1.pdf',
    url: '/downloads/structura-member-size-optimisation-whitepaper.pdf',
    contentType: 'application/pdf',
    size: 1286,
    uploadedBy: 'editor',
    createdAt: daysAgo(50, 13, 20),
  },
];
