// The German texts of the public site's parts that load after the first paint (footer, status
// banners, the demo form and its reasons, the not-found page), for structural engineers in Germany, Austria and Switzerland (formal "Sie"). Typed with the English
// shape (a missing key fails the type-check); loaded with those parts (src/i18n/catalog.ts).
import type { PageMessages } from './en-page';

const dePage: PageMessages = {
  status: {
    offline: 'Offline – Änderungen werden gespeichert, sobald Sie wieder online sind.',
    waiting: (count: number) =>
      count === 1
        ? '1 Änderung wartet auf das Speichern.'
        : `${count.toLocaleString('de-DE')} Änderungen warten auf das Speichern.`,
    partlyLoaded: 'Teile dieser Seite konnten nicht vom Server geladen werden.',
    retry: 'Erneut versuchen',
    dismiss: 'Ausblenden',
  },
  footer: {
    tagline: 'KI-Automatisierung für die Tragwerksplanung: schneller bemessen, schlanker bauen.',
    solutions: 'Lösungen',
    products: ['Automatisierungs-Engine', 'Workflow-Designer', 'Analyse-Suite', 'Integrationen'],
    resources: 'Ressourcen',
    caseStudies: 'Fallstudien',
    blog: 'Blog',
    community: 'Community',
    support: 'Support',
    privacy: 'Datenschutzerklärung',
    terms: 'Nutzungsbedingungen',
    admin: 'Admin',
    socialMedia: 'Soziale Medien',
    onNetwork: (site: string, network: string) => `${site} auf ${network}`,
    copyright: (year: number, site: string) => `© ${year} ${site}. Alle Rechte vorbehalten.`,
  },
  demo: {
    defaultTitle: 'Demo anfordern',
    intro:
      'Füllen Sie das folgende Formular aus – wir melden uns innerhalb von 24 Stunden mit einer auf Sie zugeschnittenen Demo.',
    fields: {
      name: 'Name',
      email: 'E-Mail',
      phone: 'Telefon (optional)',
      company: 'Unternehmen',
      projectDescription: 'Projektbeschreibung',
    },
    cancel: 'Abbrechen',
    submit: 'Demo anfordern',
    submitting: 'Wird gesendet...',
    thankYouTitle: 'Vielen Dank!',
    thankYou:
      'Vielen Dank, dass Sie sich in unsere Warteliste eingetragen haben! Wir melden uns bei Ihnen, sobald unser Produkt verfügbar ist. Unser Team prüft Ihre Anforderungen und kontaktiert Sie innerhalb von 24–48 Stunden.',
    close: 'Schließen',
    sendFailed:
      'Ihre Anfrage konnte nicht gesendet werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut – Ihre Angaben bleiben erhalten.',
    tooMany:
      'Zu viele Anfragen aus Ihrem Netzwerk in der letzten Stunde. Bitte versuchen Sie es später erneut – Ihre Angaben bleiben erhalten.',
    busy: 'Heute können wir keine weiteren Anfragen annehmen. Bitte versuchen Sie es morgen erneut – Ihre Angaben bleiben erhalten.',
  },
  validation: {
    nameRequired: 'Bitte geben Sie Ihren Namen ein',
    emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    companyRequired: 'Bitte geben Sie Ihr Unternehmen an',
    projectRequired: 'Bitte beschreiben Sie Ihr Projekt',
    atMost: (max: number) => `Höchstens ${max.toLocaleString('de-DE')} Zeichen`,
  },
  article: {
    readingTime: (minutes: number) => `${minutes} Min. Lesezeit`,
  },
  legal: {
    lastUpdated: 'Zuletzt aktualisiert am',
  },
  notFound: {
    title: 'Seite nicht gefunden',
    text: 'Die gesuchte Seite existiert nicht oder wurde verschoben.',
    home: 'Zur Startseite',
  },
};

export default dePage;
