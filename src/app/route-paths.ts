/** Paths the spec sends to the not-found page (any other unknown path goes there too). */
export const NOT_FOUND_PATHS = [
  '/about',
  '/pricing',
  '/docs',
  '/video-tutorials',
  '/templates',
  '/learning-paths',
  '/events',
  '/admin/templates',
  '/admin/documentation',
  '/admin/video-tutorials',
  '/admin/resources',
  '/404',
];

export const PUBLIC_PATHS = [
  '/',
  '/solutions',
  '/technology',
  '/resources',
  '/company',
  '/privacy',
  '/terms',
  '/cookies',
  '/support',
  '/community',
  '/blog',
  '/case-studies',
];
