// The German texts of the public site's first paint (header, phone menu, skip link, Get a Demo),
// typed with the English shape (a missing key fails the type-check): a chunk the German pages
// preload (src/i18n/catalog.ts), never part of the English first script.
import type { ShellMessages } from './en-shell';

const deShell: ShellMessages = {
  layout: {
    skipToContent: 'Zum Inhalt springen',
    homeLink: 'Structura AI Startseite',
    mainNav: 'Hauptnavigation',
    menu: 'Menü',
    mobileNav: 'Mobile Navigation',
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schließen',
    getDemo: 'Demo anfordern',
    nav: { solutions: 'Lösungen', technology: 'Technologie', resources: 'Ressourcen', company: 'Unternehmen' },
    demoUnavailable:
      'Das Anfrageformular konnte nicht geladen werden. Bitte prüfen Sie Ihre Verbindung und laden Sie die Seite neu.',
    reload: 'Neu laden',
    retry: 'Erneut versuchen',
    loadingPage: 'Seite wird geladen',
    close: 'Schließen',
    pageFailed: 'Diese Seite konnte nicht geladen werden. Bitte prüfen Sie Ihre Verbindung und laden Sie neu.',
  },
  homeDescription:
    'KI-Automatisierung für die Tragwerksplanung: Stahl-, Beton- und Holztragwerke in Minuten nach Eurocode, ACI, AISC und ASCE bemessen und nachweisen, mit nachvollziehbaren Ergebnissen.',
};

export default deShell;
