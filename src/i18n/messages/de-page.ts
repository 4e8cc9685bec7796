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
    language: 'Sprache',
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
    allPosts: 'Alle Beiträge',
    allCaseStudies: 'Alle Fallstudien',
    tags: 'Schlagwörter',
    loading: 'Wird geladen',
    nothingYet: 'Noch nichts veröffentlicht',
    postFailed: 'Dieser Beitrag konnte gerade nicht geladen werden. Bitte versuchen Sie es erneut.',
    caseStudyFailed: 'Diese Fallstudie konnte gerade nicht geladen werden. Bitte versuchen Sie es erneut.',
    blogFailed: 'Der Blog konnte gerade nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.',
    blogEmpty: 'Es wurden noch keine Beiträge veröffentlicht. Schauen Sie bald wieder vorbei.',
    caseStudiesFailed:
      'Die Fallstudien konnten gerade nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.',
    caseStudiesEmpty: 'Es wurden noch keine Fallstudien veröffentlicht. Schauen Sie bald wieder vorbei.',
    caseStudy: 'Fallstudie',
    client: 'Kunde',
    industry: 'Branche',
    results: 'Ergebnisse',
  },
  seo: {
    /** The breadcrumb's first step in an article's structured data. */
    home: 'Startseite',
    solutions: {
      title: 'Lösungen',
      description:
        'Automatisierungs-Engine, Workflow-Designer, Analyse-Suite und Integrationen: Tragwerksberechnung, Normnachweise und statische Berechnungen vom Entwurf bis zur Freigabe automatisieren.',
    },
    technology: {
      title: 'Technologie',
      description:
        'Verifizierte physikalische Löser, ML-Ersatzmodelle und eine Normprüfung Abschnitt für Abschnitt: wie Structura AI schnelle, nachvollziehbare und belastbare Tragwerksentwürfe liefert.',
    },
    company: {
      title: 'Unternehmen',
      description:
        'Lernen Sie die Tragwerksplaner und Softwareentwickler hinter Structura AI kennen: unsere Mission, unsere Werte und das Team, das die automatisierte Tragwerksplanung baut.',
    },
    support: {
      title: 'Support',
      description:
        'Hilfe von zugelassenen Tragwerksplanern: Antwort innerhalb von 2 Stunden in den kostenpflichtigen Tarifen und 24 Stunden im kostenlosen Tarif, dazu Antworten auf häufige Fragen.',
    },
    resources: {
      title: 'Ressourcen',
      description:
        'Leitfäden, Whitepaper, Webinare, Veranstaltungen, Tools und Videos zu automatisierter Tragwerksplanung, Normnachweisen und BIM-integrierten Arbeitsabläufen.',
    },
    community: {
      title: 'Community',
      description:
        'Stellen Sie Fragen, teilen Sie Optimierungseinstellungen und tauschen Sie Arbeitsabläufe mit Tragwerksplanern aus, die Structura AI nutzen.',
    },
    privacy: {
      title: 'Datenschutzerklärung',
      description:
        'Wie Structura AI personenbezogene Daten erhebt, nutzt, weitergibt und schützt, welche Rechte Sie haben und wie Sie uns zum Datenschutz erreichen.',
    },
    terms: {
      title: 'Nutzungsbedingungen',
      description:
        'Die Bedingungen für die Nutzung der Plattform Structura AI: Konten, fachliche Verantwortung, Gebühren, Haftung, Kündigung und Datenexport.',
    },
    cookies: {
      title: 'Cookie-Richtlinie',
      description:
        'Wie Structura AI notwendige, funktionale, Analyse- und Marketing-Cookies einsetzt, wie lange sie gespeichert werden und wie Sie Ihre Einstellungen verwalten.',
    },
    blog: {
      title: 'Blog',
      description:
        'Fachbeiträge, Produktneuigkeiten und praktische Leitfäden zur automatisierten Tragwerksplanung mit Structura AI.',
      overline: 'Structura AI Blog',
      lead: 'Fachbeiträge, Produktneuigkeiten und praktische Leitfäden zur automatisierten Tragwerksplanung, vom Normnachweis bis zum BIM-Datenaustausch.',
      fallback: 'Beiträge des Structura-AI-Teams.',
    },
    caseStudies: {
      title: 'Fallstudien',
      description:
        'Wie Ingenieurbüros für Tragwerksplanung mit Structura AI Stahl einsparen, Entwurfsschleifen verkürzen und Probleme früh erkennen.',
      overline: 'Kundenprojekte',
      lead: 'Wie Ingenieurbüros für Tragwerksplanung mit Structura AI Material einsparen, Planungszyklen verkürzen und Probleme finden, solange sie noch günstig zu beheben sind.',
      fallback: 'Wie Ingenieurteams mit Structura AI schneller planen und schlanker bauen.',
    },
  },
  community: {
    overline: 'Structura AI Community',
    title: 'Community',
    lead: 'Stellen Sie Fragen, teilen Sie Optimierungseinstellungen und tauschen Sie Arbeitsabläufe mit Ingenieurinnen und Ingenieuren aus, die täglich mit Structura arbeiten.',
    discussions: 'Diskussionen',
    loadingForm: 'Formular wird geladen',
    signInToPost: 'Anmelden und mitdiskutieren',
    signInToPostText: 'Sie haben eine Frage oder einen Tipp? Mitglieder können Diskussionen starten und antworten.',
    signInToReply: 'Zum Antworten anmelden',
    signInToReplyText: 'Mitglieder können auf Diskussionen antworten.',
    needsJavaScript:
      'Für die Anmeldung wird JavaScript benötigt, das in diesem Browser deaktiviert ist. Alle Diskussionen können Sie trotzdem lesen.',
    needsJavaScriptShort: 'Für die Anmeldung wird JavaScript benötigt, das in diesem Browser deaktiviert ist.',
    replies: (n: number) => (n === 1 ? '1 Antwort' : `${n.toLocaleString('de-DE')} Antworten`),
    listFailed: 'Die Diskussionen konnten gerade nicht geladen werden. Bitte versuchen Sie es erneut.',
    loadingList: 'Diskussionen werden geladen',
    noneYet: 'Noch keine Diskussionen',
    noneYetText: 'Stellen Sie als Erste oder Erster eine Frage oder teilen Sie, was Sie gelernt haben.',
    allDiscussions: 'Alle Diskussionen',
    discussion: 'Diskussion',
    threadFallback: 'Diskussionen aus der Structura AI Community.',
    threadFailed: 'Diese Diskussion konnte gerade nicht geladen werden. Bitte versuchen Sie es erneut.',
    loadingThread: 'Diskussion wird geladen',
    repliesFailed: 'Die Antworten konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
    repliesLabel: 'Antworten',
    loadingReplies: 'Antworten werden geladen',
    noReplies: 'Noch keine Antworten. Beginnen Sie das Gespräch.',
    justNow: 'gerade eben',
    pinned: 'Angeheftet',
    locked: 'Gesperrt',
    lockedNotice: 'Diese Diskussion ist gesperrt: Es sind keine neuen Antworten möglich.',
    signedInAs: 'Angemeldet als',
    signOut: 'Abmelden',
    join: 'Community beitreten',
    signIn: 'Anmelden',
    startDiscussion: 'Diskussion starten',
    postFailed:
      'Ihre Diskussion konnte nicht veröffentlicht werden. Ihr Text ist noch da, Sie können es also erneut versuchen.',
    posted: 'Ihre Diskussion ist online.',
    titleField: 'Titel',
    bodyField: 'Worüber möchten Sie diskutieren?',
    posting: 'Wird veröffentlicht...',
    postDiscussion: 'Diskussion veröffentlichen',
    replyForm: 'Auf diese Diskussion antworten',
    replyFailed:
      'Ihre Antwort konnte nicht veröffentlicht werden. Ihr Text ist noch da, Sie können es also erneut versuchen.',
    yourReply: 'Ihre Antwort',
    postReply: 'Antwort senden',
    pace: (kind: 'post' | 'reply', secondsLeft: number, pace: number) => {
      const what =
        kind === 'post' ? `alle ${pace} Sekunden eine Diskussion starten` : `alle ${pace} Sekunden eine Antwort senden`;
      const wait = secondsLeft === 1 ? '1 Sekunde' : `${secondsLeft} Sekunden`;
      return `Sie schreiben etwas schnell: Mitglieder können ${what}. Bitte warten Sie ${wait} und versuchen Sie es dann erneut. Ihr Text bleibt erhalten.`;
    },
    validation: {
      titleShort: 'Geben Sie Ihrer Diskussion einen Titel mit mindestens 3 Zeichen',
      titleLong: 'Der Titel darf höchstens 200 Zeichen lang sein',
      bodyEmpty: 'Schreiben Sie etwas, um die Diskussion zu beginnen',
      bodyLong: 'Der Beitrag darf höchstens 10.000 Zeichen lang sein',
      replyEmpty: 'Schreiben Sie zuerst eine Antwort',
      replyLong: 'Die Antwort darf höchstens 5.000 Zeichen lang sein',
    },
    verify: {
      title: 'Bestätigen Sie Ihre E-Mail-Adresse, um zu schreiben',
      sentTo: 'Wir haben einen Link gesendet an',
      yourAddress: 'Ihre E-Mail-Adresse',
      howTo:
        'Öffnen Sie ihn, um die Adresse zu bestätigen, und klicken Sie dann hier auf „Ich habe bestätigt“. Nur bestätigte Mitglieder können Diskussionen starten und antworten.',
      sent: (email: string | null) => `Gesendet. Sehen Sie im Posteingang von ${email ?? 'Ihrem Konto'} nach.`,
      notYet:
        'Ihre E-Mail-Adresse ist noch nicht bestätigt. Öffnen Sie den Link in unserer E-Mail und klicken Sie dann erneut auf „Ich habe bestätigt“.',
      checking: 'Wird geprüft...',
      verified: 'Ich habe bestätigt',
      sending: 'Wird gesendet...',
      resend: 'E-Mail erneut senden',
    },
  },
  auth: {
    reasons: {
      emailEmpty: 'Geben Sie Ihre E-Mail-Adresse ein',
      emailInvalid: 'Geben Sie eine gültige E-Mail-Adresse ein',
      passwordEmpty: 'Geben Sie Ihr Passwort ein',
      passwordShort: (min: number) => `Verwenden Sie mindestens ${min} Zeichen`,
      nameEmpty: 'Geben Sie den Namen ein, der bei Ihren Beiträgen erscheinen soll',
      nameLong: 'Der Name darf höchstens 80 Zeichen lang sein',
      nameUncomparable:
        'Schreiben Sie den Namen mit gewöhnlichen Buchstaben: Er enthält Zeichen, die wir nicht mit anderen Namen vergleichen können',
      name: {
        hiddenControl: 'Entfernen Sie die unsichtbaren Steuerzeichen aus dem Namen',
        compatibility:
          'Verwenden Sie einfache Buchstaben im Namen (keine Vollbreiten-, mathematischen, eingekreisten oder anders gestalteten Buchstaben)',
        staffWord:
          'Namen dürfen „Structura“, „staff“, „admin“, „moderator“, „team“ oder „official“ nicht enthalten: Diese sind unseren Mitarbeitenden vorbehalten',
      },
    },
    title: { signIn: 'Anmelden', signUp: 'Community beitreten', reset: 'Passwort zurücksetzen' },
    intro: {
      signIn: 'Melden Sie sich an, um Diskussionen zu starten und anderen Ingenieurinnen und Ingenieuren zu antworten.',
      signUp:
        'Erstellen Sie ein kostenloses Konto, um Diskussionen zu starten und anderen Ingenieurinnen und Ingenieuren zu antworten.',
      reset:
        'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort wählen können.',
    },
    action: { signIn: 'Anmelden', signUp: 'Konto erstellen', reset: 'Link senden' },
    busy: { signIn: 'Anmeldung läuft...', signUp: 'Konto wird erstellt...', reset: 'Wird gesendet...' },
    checkInbox: 'Sehen Sie in Ihrem Posteingang nach',
    done: 'Fertig',
    cancel: 'Abbrechen',
    displayName: 'Anzeigename',
    email: 'E-Mail',
    password: 'Passwort',
    passwordHint: (min: number) => `Mindestens ${min} Zeichen`,
    forgot: 'Passwort vergessen?',
    newHere: 'Neu hier? ',
    haveAccount: 'Sie haben bereits ein Konto? ',
    remembered: 'Doch wieder eingefallen? ',
    createAccount: 'Konto erstellen',
    signIn: 'Anmelden',
    errors: {
      wrongCredentials:
        'E-Mail-Adresse oder Passwort ist falsch. Bitte prüfen Sie Ihre Angaben und versuchen Sie es erneut.',
      disabled:
        'Dieses Konto wurde deaktiviert. Wenden Sie sich an die Administration der Website, wenn Sie das für einen Fehler halten.',
      tooManyAttempts: 'Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
      network: 'Der Anmeldedienst ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
      weakPassword: 'Wählen Sie ein sichereres Passwort mit mindestens 6 Zeichen.',
      unknown: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
    },
    nameTaken: 'Dieser Name wird bereits von einem anderen Mitglied verwendet: Bitte wählen Sie einen anderen',
    checkInboxText: (email: string) =>
      `Wir haben eine E-Mail an ${email} gesendet. Öffnen Sie den Link darin, um fortzufahren. Nach einigen Minuten noch nichts da? Sehen Sie im Spam-Ordner nach.`,
    resetSent: (email: string) =>
      `Falls ${email} zu einem Konto gehört, haben wir einen Link zum Festlegen eines neuen Passworts gesendet. Sehen Sie in Ihrem Posteingang nach.`,
  },
  resources: {
    types: {
      guide: { label: 'Leitfaden', plural: 'Leitfäden' },
      whitepaper: { label: 'Whitepaper', plural: 'Whitepaper' },
      webinar: { label: 'Webinar', plural: 'Webinare' },
      event: { label: 'Veranstaltung', plural: 'Veranstaltungen' },
      tool: { label: 'Tool', plural: 'Tools' },
      video: { label: 'Video', plural: 'Videos' },
    },
    all: 'Alle',
    search: 'Ressourcen durchsuchen',
    filterByType: 'Nach Typ filtern',
    list: 'Ressourcen',
    loading: 'Ressourcen werden geladen',
    failed: 'Die Ressourcenbibliothek konnte nicht geladen werden. Bitte versuchen Sie es erneut.',
    empty: 'Es wurden noch keine Ressourcen veröffentlicht. Bitte schauen Sie bald wieder vorbei.',
    /** When the filter leaves nothing, per filtered type. */
    noMatch: {
      all: 'Keine Ressourcen passen zu Ihrem Filter.',
      guide: 'Keine Leitfäden passen zu Ihrem Filter.',
      whitepaper: 'Keine Whitepaper passen zu Ihrem Filter.',
      webinar: 'Keine Webinare passen zu Ihrem Filter.',
      event: 'Keine Veranstaltungen passen zu Ihrem Filter.',
      tool: 'Keine Tools passen zu Ihrem Filter.',
      video: 'Keine Videos passen zu Ihrem Filter.',
    },
    showAll: 'Alle Ressourcen anzeigen',
    open: 'Öffnen',
    openLabel: (title: string) => `${title} öffnen`,
    downloadPdf: 'PDF herunterladen',
    eventPage: 'Zur Veranstaltung',
    openLink: 'Link öffnen',
    views: (views: string) => `${views} Aufrufe`,
    rated: (rating: string) => ` · mit ${rating} von 5 bewertet`,
    unavailable: 'Ressource nicht verfügbar',
    unavailableText:
      'Diese Ressource wurde entfernt oder ist nicht mehr veröffentlicht. In der Bibliothek finden Sie aktuelle Leitfäden, Whitepaper und Veranstaltungen.',
    close: 'Schließen',
    events: 'Kommende Veranstaltungen',
    eventsFailed: 'Die kommenden Veranstaltungen konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
    loadingEvents: 'Kommende Veranstaltungen werden geladen',
    noEvents: 'Derzeit sind keine Veranstaltungen geplant. Neue Termine werden zuerst hier angekündigt.',
  },
  faq: {
    search: 'Fragen durchsuchen',
    loading: 'Fragen werden geladen',
    general: 'Allgemein',
    failed:
      'Die häufig gestellten Fragen konnten nicht geladen werden. Versuchen Sie es erneut oder wenden Sie sich an den Support – wir antworten Ihnen direkt.',
    none: 'Hier gibt es noch keine Fragen. Wenden Sie sich an den Support, wir helfen Ihnen gern.',
    noMatch: (query: string) =>
      `Keine Fragen passen zu „${query}“. Versuchen Sie andere Begriffe oder wenden Sie sich an den Support.`,
    matches: (matches: number, total: number) => `${matches} von ${total} Fragen passen`,
  },
  support: {
    mailSubject: 'Supportanfrage',
  },
  company: {
    teamFailed: 'Unser Team konnte gerade nicht geladen werden. Bitte versuchen Sie es erneut.',
    teamEmpty: 'Unsere Teamprofile werden gerade aktualisiert. Bitte schauen Sie bald wieder vorbei.',
    loadingTeam: 'Teammitglieder werden geladen',
  },
  newsletter: {
    subject: 'Anmeldung zum Engineering-Digest',
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
