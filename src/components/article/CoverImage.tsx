import Box from '@mui/material/Box';
import { useCallback, useState } from 'react';
import { srcsetOf, VARIANT_WIDTHS } from '@/lib/util/image-variants';

// Blueprint-like gradients; white text on each of them passes WCAG AA.
const PALETTES = [
  ['#0F2357', '#1D4FD0'],
  ['#16337F', '#0E7490'],
  ['#1C2433', '#1A3FA6'],
  ['#1A3FA6', '#6D28D9'],
  ['#0B1220', '#0F766E'],
] as const;

function paletteFor(seed: string) {
  let hash = 0;
  for (const ch of seed) hash = (hash * 31 + ch.charCodeAt(0)) | 0;
  return PALETTES[Math.abs(hash) % PALETTES.length] ?? PALETTES[0];
}

export interface CoverImageProps {
  src: string;
  /** Seeds the placeholder's colours (e.g. the slug). */
  seed: string;
  /** Shown on the placeholder (e.g. the first tag). */
  label?: string;
  ratio?: string;
  radius?: string;
  /** From md up, fill the parent's height instead of keeping the ratio. */
  fill?: boolean;
  /** What the image shows ('' for a decorative image: the title sits next to it). */
  alt?: string;
  /** The original's pixel size when it has resized variants (0: unknown): srcset, width, height. */
  width?: number;
  height?: number;
  /** How wide the image is drawn, for the browser's choice among the variants. */
  sizes?: string;
  /** The page's first, largest image (an article's cover, a list's featured card): fetched at once
   *  and first, not lazily (it is the page's largest paint). */
  priority?: boolean;
}

/** The fields of an article that describe its cover, as CoverImage takes them. */
export const coverOf = (a: {
  coverImage: string;
  coverAlt: string;
  coverDecorative: boolean;
  coverWidth: number;
  coverHeight: number;
}) => ({
  coverImage: a.coverImage,
  coverAlt: a.coverDecorative ? '' : a.coverAlt,
  coverWidth: a.coverWidth,
  coverHeight: a.coverHeight,
});

/** A cover image, or a generated placeholder when there is none or it fails to load. With a known
 *  size it offers its resized variants (srcset, sizes) and carries width and height. */
export function CoverImage(props: CoverImageProps) {
  const { src, seed, label, ratio = '16 / 9', radius = '0px', fill = false, alt = '', width = 0, height = 0 } = props;
  const [failed, setFailed] = useState(false);
  // An image that failed before hydration fires no error event the app can hear: check on mount.
  const ref = useCallback((img: HTMLImageElement | null) => {
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  const [from, to] = paletteFor(seed);
  const frame = {
    ...(fill
      ? { aspectRatio: { xs: ratio, md: 'auto' }, height: { md: '100%' }, minHeight: { md: 280 } }
      : { aspectRatio: ratio }),
    width: '100%',
    borderRadius: radius,
    overflow: 'hidden',
    display: 'block',
  };

  if (!src || failed) {
    return (
      <Box
        aria-hidden
        data-testid="cover-placeholder"
        sx={{
          ...frame,
          position: 'relative',
          backgroundColor: from,
          backgroundImage: [
            'linear-gradient(rgba(255,255,255,0.07) 1px, transparent 1px)',
            'linear-gradient(90deg, rgba(255,255,255,0.07) 1px, transparent 1px)',
            `linear-gradient(135deg, ${from} 0%, ${to} 100%)`,
          ].join(', '),
          backgroundSize: '24px 24px, 24px 24px, 100% 100%',
        }}
      >
        <Box
          component="svg"
          viewBox="0 0 200 100"
          preserveAspectRatio="xMidYMid slice"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', opacity: 0.22 }}
        >
          <path d="M0 80 L40 40 L80 80 L120 40 L160 80 L200 40" fill="none" stroke="#fff" strokeWidth="1.2" />
          <path d="M0 80 H200 M40 40 H200" fill="none" stroke="#fff" strokeWidth="0.8" />
        </Box>
        {label && (
          <Box
            component="span"
            sx={{
              position: 'absolute',
              left: 16,
              bottom: 14,
              color: '#fff',
              fontWeight: 700,
              fontSize: '0.8125rem',
              letterSpacing: '0.08em',
              textTransform: 'uppercase',
            }}
          >
            {label}
          </Box>
        )}
      </Box>
    );
  }
  const srcSet = width > 0 ? srcsetOf(src, width, VARIANT_WIDTHS) : '';
  return (
    <Box
      component="img"
      ref={ref}
      src={src}
      {...(srcSet ? { srcSet, sizes: props.sizes ?? '100vw' } : {})}
      {...(width > 0 && height > 0 ? { width, height } : {})}
      alt={alt}
      loading={props.priority ? 'eager' : 'lazy'}
      {...(props.priority ? { fetchPriority: 'high' as const } : {})}
      decoding="async"
      onError={() => setFailed(true)}
      // width/height attributes give the box its ratio before the image loads; CSS draws it fluid.
      sx={{ ...frame, height: fill ? { xs: 'auto', md: '100%' } : 'auto', objectFit: 'cover', backgroundColor: from }}
    />
  );
}
