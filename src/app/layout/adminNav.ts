export const ADMIN_PAGES = [
  { path: 'dashboard', label: 'Dashboard' },
  { path: 'content', label: 'Page content' },
  { path: 'blog', label: 'Blog' },
  { path: 'case-studies', label: 'Case studies' },
  { path: 'team', label: 'Team' },
  { path: 'faq', label: 'FAQ' },
  { path: 'community', label: 'Community' },
  { path: 'media', label: 'Media' },
  { path: 'social-media', label: 'Social media' },
  { path: 'users', label: 'Users' },
  { path: 'analytics', label: 'Analytics' },
  { path: 'settings', label: 'Settings' },
] as const;
