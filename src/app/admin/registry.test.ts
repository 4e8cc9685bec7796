import type { StaffRole } from '@/lib/entity';
import { ENTITY_LIST } from './entities';
import { ADMIN_TOASTS, SECTIONS, canOpen, mayOpen, navFor, sectionAt } from './registry';

const labels = (role: StaffRole) => navFor(role).flatMap((g) => g.sections.map((s) => s.label));

describe('the admin registry', () => {
  it('gives an admin every section, grouped Overview / Content / Community / Site', () => {
    expect(navFor('admin').map((g) => g.group)).toEqual(['Overview', 'Content', 'Community', 'Site']);
    expect(labels('admin')).toEqual(
      expect.arrayContaining([
        'Dashboard',
        'Content',
        'Blog',
        'Case studies',
        'Team',
        'FAQ',
        'Community',
        'Media',
        'Social media',
        'Users',
        'Analytics',
        'Settings',
        'Leads',
      ]),
    );
  });

  it('keeps admin-only sections out of an editor’s navigation and refuses them', () => {
    // Analytics is open to editors (issue 30: the marketing team reads it).
    const adminOnly = ['Users', 'Settings', 'Social media'];
    expect(labels('editor')).toEqual(
      expect.arrayContaining(['Dashboard', 'Content', 'Blog', 'Case studies', 'Team', 'FAQ', 'Community', 'Media']),
    );
    for (const label of adminOnly) {
      expect(labels('editor')).not.toContain(label);
      expect(
        canOpen(
          'editor',
          SECTIONS.find((s) => s.label === label)!,
        ),
      ).toBe(false);
    }
  });

  it('gives a contributor the Dashboard, Blog and Case studies only (issue 22)', () => {
    expect(labels('contributor')).toEqual(['Dashboard', 'Blog', 'Case studies']);
    for (const s of SECTIONS)
      expect(mayOpen('contributor', s.path)).toBe(['dashboard', 'blog', 'case-studies'].includes(s.path));
  });

  it('gives editors and admins the In review queue, not contributors', () => {
    expect(labels('editor')).toContain('In review');
    expect(labels('admin')).toContain('In review');
    expect(mayOpen('contributor', 'review')).toBe(false);
  });

  it('has one section per route, and none at the spec’s not-found admin paths', () => {
    const paths = SECTIONS.map((s) => s.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of ['resources', 'templates', 'documentation', 'video-tutorials'])
      expect(sectionAt(p)).toBeUndefined();
  });

  it('registers toasts for every editable entity', () => {
    for (const def of ENTITY_LIST.filter((d) => d.input)) {
      const add = `add${def.singular.replace(/(^|\s+)(\w)/g, (_m, _s, c: string) => c.toUpperCase())}`;
      expect(ADMIN_TOASTS).toHaveProperty(add);
    }
    expect(ADMIN_TOASTS.setRole?.error).toBe('Failed to update role');
  });
});
