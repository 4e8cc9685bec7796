import { auditHeadPath, pendingPath, presencePath, schedulePath, slugPath } from './document-keys';

describe('document keys', () => {
  it('name a record by its collection and id, as the rules read them', () => {
    expect(slugPath('blog_posts', 'hello')).toBe('slugs/blog_posts__hello');
    expect(schedulePath('case_studies', 'abc')).toBe('schedule/case_studies__abc');
    expect(pendingPath('faqs', 'f1')).toBe('pending_changes/faqs__f1');
    expect(presencePath('faqs', 'f1', 'u1')).toBe('presence/faqs__f1__u1');
    expect(auditHeadPath('team', 't1')).toBe('audit_heads/team__t1');
  });

  it('claim a translated slug and schedule a translation per language; English keeps its keys', () => {
    expect(slugPath('blog_posts', 'hallo', 'de')).toBe('slugs/blog_posts__de__hallo');
    expect(slugPath('blog_posts', 'hello', 'en')).toBe('slugs/blog_posts__hello');
    expect(schedulePath('blog_posts', 'abc', 'es')).toBe('schedule/blog_posts__abc__es');
    expect(schedulePath('blog_posts', 'abc', 'en')).toBe('schedule/blog_posts__abc');
  });
});
