export const HEADER_LINKS = [
  { label: 'Solutions', to: '/solutions' },
  { label: 'Technology', to: '/technology' },
  { label: 'Resources', to: '/resources' },
  { label: 'Company', to: '/company' },
] as const;

export const FOOTER_SOLUTIONS = ['Automation Engine', 'Workflow Designer', 'Analytics Suite', 'Integrations'] as const;
