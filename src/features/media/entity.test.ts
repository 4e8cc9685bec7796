import type { PlainDoc } from '@/lib/data';
import { findUses, usageMessage, type Use } from '@/lib/entity';
import { mediaEntity } from './entity';
import { z } from '@/lib/schema/zod';
import { media as seededMedia } from '../../../scripts/seed-data/media';
import { isImageType, mediaInputSchema, mediaRecordSchema, type MediaItem } from './schema';

const file = (over: Partial<MediaItem> = {}): MediaItem => ({
  id: 'm1',
  name: 'Harbourline tower.png',
  path: 'media/harbourline-tower-k3x9q2.png',
  url: '/images/media/harbourline-tower.png',
  contentType: 'image/png',
  size: 1000,
  uploadedBy: 'u1',
  uploadedByName: 'Content Editor',
  alt: '',
  decorative: false,
  ...over,
});

/** The uses of a file in a small site, as the delete endpoint looks them up. */
function usesIn(record: MediaItem, docs: Record<string, PlainDoc[]>): Use[] {
  const usage = mediaEntity.usage!;
  return usage.places.flatMap((place) =>
    findUses(
      usage.keys(record),
      place,
      (docs[place.collection] ?? []).filter((d) => !place.doc || d.id === place.doc),
    ),
  );
}

const site = (url: string): Record<string, PlainDoc[]> => ({
  blog_posts: [
    { id: 'p1', title: 'Steel vs timber', coverImage: url, body: 'No image here.' },
    { id: 'p2', title: 'Load paths', coverImage: '', body: `Intro\n\n![Tower](${url})\n` },
    { id: 'p3', title: 'Unrelated', coverImage: '/images/other.png', body: '' },
  ],
  case_studies: [{ id: 'c1', title: 'Harbourline Tower', coverImage: url }],
  team: [{ id: 't1', name: 'Dr. Helena Voss', image: url }],
  settings: [
    { id: 'branding', logoUrl: url, faviconUrl: null },
    { id: 'other', logoUrl: url },
  ],
});

describe('the media library usage check', () => {
  it('finds a file as a post cover and in a body, a case-study cover, a team photo and the logo', () => {
    const record = file();
    const uses = usesIn(record, site(record.url));
    expect(uses).toEqual([
      { place: 'blog post', title: 'Steel vs timber', field: 'cover image' },
      { place: 'blog post', title: 'Load paths', field: 'body' },
      { place: 'case study', title: 'Harbourline Tower', field: 'cover image' },
      { place: 'team member', title: 'Dr. Helena Voss', field: 'photo' },
      { place: 'the site branding', title: '', field: 'logo' },
    ]);
    expect(usageMessage(record.name, uses.slice(2))).toBe(
      '“Harbourline tower.png” is still used by case study “Harbourline Tower” (cover image), team member “Dr. Helena Voss” (photo) and the site branding (logo). Remove it there first.',
    );
  });

  it('finds a storage download URL by its path even when its token differs', () => {
    const record = file({
      url: 'https://firebasestorage.googleapis.com/v0/b/x/o/media%2Fharbourline-tower-k3x9q2.png?alt=media&token=a',
    });
    const other =
      'https://firebasestorage.googleapis.com/v0/b/x/o/media%2Fharbourline-tower-k3x9q2.png?alt=media&token=b';
    const uses = usesIn(record, { blog_posts: [{ id: 'p', title: 'T', coverImage: '', body: `![x](${other})` }] });
    expect(uses).toEqual([{ place: 'blog post', title: 'T', field: 'body' }]);
  });

  it('finds nothing for an unused file (a similar name is not a use)', () => {
    const record = file({ url: '/images/media/tower.png', path: 'media/tower-aaaaaa.png' });
    expect(usesIn(record, site('/images/media/other-tower.png'))).toEqual([]);
    expect(findUses([''], mediaEntity.usage!.places[0]!, [{ id: 'p', coverImage: '' }])).toEqual([]);
  });
});

describe('the media definition', () => {
  it('records an upload with its uploader, validated by the rules-mirroring schema', () => {
    const uploads = mediaEntity.uploads!;
    const data = uploads.record(
      {
        name: 'a.png',
        path: 'media/a-k3x9q2.png',
        url: '/x.png',
        contentType: 'image/png',
        size: 3,
        width: 2,
        height: 1,
      },
      { uid: 'u1', name: 'Content Editor' },
    );
    expect(data).toMatchObject({ uploadedBy: 'u1', uploadedByName: 'Content Editor', width: 2 });
    expect(uploads.accept).not.toContain('image/svg+xml');
    expect(uploads.maxBytes).toBe(20 * 1024 * 1024 - 1);
  });
});

describe('the seeded media library', () => {
  it('records real files from /public, each a record the rules and the client schema accept', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- node's fs in a jsdom test
    const fs = require('node:fs') as typeof import('node:fs');
    expect(seededMedia.length).toBeGreaterThanOrEqual(6);
    for (const { id: _id, createdAt: _c, uploadedBy: _u, alt, decorative, ...m } of seededMedia) {
      const parsed = z.safeParse(mediaRecordSchema, { ...m, uploadedBy: 'uid', uploadedByName: 'Content Editor' });
      expect({ name: m.name, ok: parsed.success }).toEqual({ name: m.name, ok: true });
      // Every image says what it shows (issue 22), within the limit staff edit it under.
      const described = z.safeParse(mediaInputSchema, { alt, decorative });
      expect({ name: m.name, ok: described.success }).toEqual({ name: m.name, ok: true });
      if (isImageType(m.contentType)) expect({ name: m.name, alt: Boolean(alt) }).toEqual({ name: m.name, alt: true });
      expect(fs.statSync(`${__dirname}/../../../public${m.url}`).size).toBe(m.size);
    }
  });
});
