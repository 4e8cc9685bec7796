import {
  makeVariants,
  srcsetOf,
  variantPath,
  variantUrl,
  variantWidths,
  VARIANT_QUALITY,
  type ImagePlatform,
} from './image-variants';

/** A stand-in for createImageBitmap + canvas: records what it was asked, encodes as `encodes`. */
function platform(original: { width: number; height: number }, encodes = 'image/webp') {
  const calls: { resize?: { width: number; height: number }; type?: string; quality?: number }[] = [];
  const p: ImagePlatform = {
    // Like an ImageBitmap: 0 × 0 once closed.
    decode: (_file, resize) => {
      calls.push(resize ? { resize } : {});
      const image = { ...(resize ?? original), close: () => Object.assign(image, { width: 0, height: 0 }) };
      return Promise.resolve(image);
    },
    encode: (image, type, quality) => {
      calls.push({ type, quality });
      return Promise.resolve(new Blob([new Uint8Array(image.width)], { type: encodes }));
    },
  };
  return { p, calls };
}
const jpeg = new Blob([new Uint8Array(10)], { type: 'image/jpeg' });

describe('which variants an upload gets', () => {
  it('480, 960 and 1600 wide for a large original, never wider than the original', () => {
    expect(variantWidths(4000)).toEqual([480, 960, 1600]);
    expect(variantWidths(1200)).toEqual([480, 960]);
    expect(variantWidths(960)).toEqual([480]);
    expect(variantWidths(480)).toEqual([]);
  });

  it('each variant keeps the proportions, is WebP at the set quality, resized by the browser', async () => {
    const { p, calls } = platform({ width: 4000, height: 3000 });
    const variants = await makeVariants(jpeg, p);
    expect(variants.map((v) => [v.width, v.height, v.blob.type])).toEqual([
      [480, 360, 'image/webp'],
      [960, 720, 'image/webp'],
      [1600, 1200, 'image/webp'],
    ]);
    expect(calls.filter((c) => c.resize).map((c) => c.resize)).toEqual([
      { width: 480, height: 360 },
      { width: 960, height: 720 },
      { width: 1600, height: 1200 },
    ]);
    expect(calls.filter((c) => c.type).every((c) => c.type === 'image/webp' && c.quality === VARIANT_QUALITY)).toBe(
      true,
    );
  });

  it('none where the browser cannot encode WebP (it hands back PNG), cannot decode, or for GIF and PDF', async () => {
    expect(await makeVariants(jpeg, platform({ width: 2000, height: 1000 }, 'image/png').p)).toEqual([]);
    const broken: ImagePlatform = {
      decode: () => Promise.reject(new Error('bad image')),
      encode: () => Promise.resolve(null),
    };
    expect(await makeVariants(jpeg, broken)).toEqual([]);
    const { p } = platform({ width: 2000, height: 1000 });
    expect(await makeVariants(new Blob([], { type: 'image/gif' }), p)).toEqual([]);
    expect(await makeVariants(new Blob([], { type: 'application/pdf' }), p)).toEqual([]);
    expect(await makeVariants(jpeg, null)).toEqual([]);
  });
});

describe('where variants are stored and found', () => {
  it('beside the original, by width, as WebP', () => {
    expect(variantPath('media/site-plan-abcdefghij0123456789.png', 480)).toBe(
      'media/variants/480/site-plan-abcdefghij0123456789.webp',
    );
  });

  it('the URL of a variant, from a site path or a Storage download URL', () => {
    expect(variantUrl('/images/media/harbourline-tower-render.jpg', 960)).toBe(
      '/images/media/variants/960/harbourline-tower-render.webp',
    );
    expect(
      variantUrl(
        'https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/media%2Fplan-abcdefghij0123456789.png?alt=media&token=t',
        480,
      ),
    ).toBe(
      'https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/media%2Fvariants%2F480%2Fplan-abcdefghij0123456789.webp?alt=media',
    );
    expect(variantUrl('https://example.com/photo.jpg', 480)).toBeNull();
    expect(variantUrl('//evil.example/x.jpg', 480)).toBeNull();
    expect(variantUrl('javascript:alert(1)', 480)).toBeNull();
  });

  it('a srcset of the variants and the original, or none', () => {
    expect(srcsetOf('/images/media/x.jpg', 1200, [480, 960])).toBe(
      '/images/media/variants/480/x.webp 480w, /images/media/variants/960/x.webp 960w, /images/media/x.jpg 1200w',
    );
    expect(srcsetOf('https://example.com/x.jpg', 1200, [480, 960])).toBe('');
    expect(srcsetOf('/images/media/x.jpg', 400, [480])).toBe('');
  });
});
