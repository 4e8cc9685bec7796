// The Spanish texts of the public site's first paint (header, phone menu, skip link, Get a Demo),
// typed with the English shape (a missing key fails the type-check): a chunk the Spanish pages
// preload (src/i18n/catalog.ts), never part of the English first script.
import type { ShellMessages } from './en-shell';

const esShell: ShellMessages = {
  layout: {
    skipToContent: 'Saltar al contenido',
    homeLink: 'Inicio de Structura AI',
    mainNav: 'Navegación principal',
    menu: 'Menú',
    mobileNav: 'Navegación móvil',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    getDemo: 'Solicitar demo',
    nav: { solutions: 'Soluciones', technology: 'Tecnología', resources: 'Recursos', company: 'Empresa' },
    demoUnavailable: 'No se pudo cargar el formulario de solicitud. Compruebe su conexión y vuelva a cargar la página.',
    reload: 'Volver a cargar',
    retry: 'Reintentar',
    loadingPage: 'Cargando la página',
    close: 'Cerrar',
    pageFailed: 'No se pudo cargar esta página. Compruebe su conexión y vuelva a cargarla.',
  },
  homeDescription:
    'Automatización con IA para la ingeniería estructural: diseñe y compruebe estructuras de acero, hormigón y madera según Eurocódigo, ACI, AISC y ASCE en minutos, con resultados explicables.',
};

export default esShell;
