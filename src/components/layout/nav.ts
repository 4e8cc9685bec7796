// The header's links; their labels are the catalog's (src/i18n/messages: layout.nav[key]), the
// footer's product list is the catalog's footer.products.
export const HEADER_LINKS = [
  { key: 'solutions', to: '/solutions' },
  { key: 'technology', to: '/technology' },
  { key: 'resources', to: '/resources' },
  { key: 'company', to: '/company' },
] as const;
