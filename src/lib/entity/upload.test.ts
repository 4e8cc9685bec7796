import { checkFile, formatBytes, randomSuffix, uniquePath } from './upload';

const limits = { accept: ['image/png', 'application/pdf'], maxBytes: 20 * 1024 * 1024 - 1, typeNames: 'PNG and PDF' };

describe('checkFile: the limits at the picker', () => {
  it('accepts an allowed type up to the largest size', () => {
    expect(checkFile({ name: 'plan.png', type: 'image/png', size: 1 }, limits)).toEqual({ ok: true });
    expect(checkFile({ name: 'a.pdf', type: 'application/pdf', size: limits.maxBytes }, limits)).toEqual({ ok: true });
  });

  it('refuses another type, naming the file, its type and what is accepted', () => {
    const result = checkFile({ name: 'logo.svg', type: 'image/svg+xml', size: 10 }, limits);
    expect(result).toEqual({
      ok: false,
      message: '“logo.svg” is not an accepted type (image/svg+xml). Accepted: PNG and PDF.',
    });
    expect(checkFile({ name: 'notes', type: '', size: 10 }, limits)).toMatchObject({ ok: false });
  });

  it('refuses a file at the storage limit, naming its size and the limit', () => {
    const result = checkFile({ name: 'walkthrough.png', type: 'image/png', size: 20 * 1024 * 1024 }, limits);
    expect(result).toEqual({ ok: false, message: '“walkthrough.png” is 20 MB; files must be under 20 MB.' });
  });
});

describe('uniquePath: a same-name upload never overwrites', () => {
  it('keeps a safe form of the name and adds a suffix before the extension', () => {
    expect(uniquePath('media', 'Site Plan (final).PNG', 'k3x9q2')).toBe('media/site-plan-final-k3x9q2.png');
    expect(uniquePath('media', 'Façade Ünïcödé.webp', 'abc123')).toBe('media/facade-unicode-abc123.webp');
  });

  it('gives two uploads of the same name different paths', () => {
    const paths = new Set(Array.from({ length: 50 }, () => uniquePath('media', 'tower.jpg')));
    expect(paths.size).toBe(50);
    for (const p of paths) expect(p).toMatch(/^media\/tower-[a-z0-9]{20}\.jpg$/);
  });

  it('never lets a name leave its folder or keep odd characters, and bounds its length', () => {
    expect(uniquePath('media', '../../roles/admin.png', 'aaaaaa')).toBe('media/roles-admin-aaaaaa.png');
    expect(uniquePath('media', '...', 'aaaaaa')).toBe('media/file-aaaaaa');
    expect(uniquePath('media', 'x.tar.gz$', 'aaaaaa')).toBe('media/x-tar-aaaaaa');
    expect(uniquePath('media', `${'long '.repeat(100)}.pdf`, 'aaaaaa').length).toBeLessThanOrEqual(
      'media/'.length + 80 + 7 + 4,
    );
  });

  it('draws suffixes of six lower-case letters and digits', () => {
    expect(randomSuffix()).toMatch(/^[a-z0-9]{20}$/);
  });
});

describe('formatBytes', () => {
  it.each([
    [512, '512 B'],
    [2048, '2 KB'],
    [4.2 * 1024 * 1024, '4.2 MB'],
    [20 * 1024 * 1024, '20 MB'],
  ])('%d bytes read as %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
