// Each language's RSS channel: its title and description (src/app/feeds.ts writes them; a blog
// page's head names its feed by the title). Typed over every language: a missing one fails the
// type-check. Apart from the catalogs because the feeds are written on the server, and Vite's config
// loads them (relative imports only).
import type { Locale } from '../../domain/locales.ts';

export const FEED_TEXTS: Record<Locale, { title: string; description: string }> = {
  en: {
    title: 'Structura AI Blog',
    description: 'Structural engineering and AI automation: articles from Structura AI.',
  },
  de: {
    title: 'Structura AI Blog',
    description: 'Tragwerksplanung und KI-Automatisierung: Fachbeiträge von Structura AI.',
  },
  es: {
    title: 'Blog de Structura AI',
    description: 'Ingeniería estructural y automatización con IA: artículos de Structura AI.',
  },
};
