// The English texts of the public site's first paint (header, phone menu, skip link, Get a Demo):
// part of the first script. The spec's texts, exactly. Its shape is every language's (de-shell.ts,
// es-shell.ts are typed with it). The rest of the page's texts: ./en-page.ts.

export const enShell = {
  layout: {
    skipToContent: 'Skip to content',
    homeLink: 'Structura AI home',
    mainNav: 'Main',
    menu: 'Menu',
    mobileNav: 'Mobile',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    getDemo: 'Get a Demo',
    nav: { solutions: 'Solutions', technology: 'Technology', resources: 'Resources', company: 'Company' },
    demoUnavailable: 'The request form could not be loaded. Check your connection and reload the page.',
    reload: 'Reload',
    retry: 'Retry',
    loadingPage: 'Loading page',
    close: 'Close',
    pageFailed: 'This page could not be loaded. Check your connection and reload.',
  },
  // The landing page's head (the other pages' are in ./en-page.ts, with their chunks).
  homeDescription:
    'AI automation for structural engineering: design and check steel, concrete and timber structures to Eurocode, ACI, AISC and ASCE in minutes, with explainable results.',
};

export type ShellMessages = typeof enShell;
