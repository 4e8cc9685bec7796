// The Spanish texts of the public site's parts that load after the first paint (footer, status
// banners, the demo form and its reasons, the not-found page), for structural engineers in Spain and Latin America (formal "usted"). Typed with the English
// shape (a missing key fails the type-check); loaded with those parts (src/i18n/catalog.ts).
import type { PageMessages } from './en-page';

const esPage: PageMessages = {
  status: {
    offline: 'Sin conexión: los cambios se guardarán cuando vuelva a estar en línea.',
    waiting: (count: number) =>
      count === 1
        ? '1 cambio pendiente de guardar.'
        : `${count.toLocaleString('es-ES')} cambios pendientes de guardar.`,
    partlyLoaded: 'Parte de esta página no se pudo cargar desde el servidor.',
    retry: 'Reintentar',
    dismiss: 'Descartar',
  },
  footer: {
    tagline: 'Automatización con IA para la ingeniería estructural: diseñe más rápido, construya con menos.',
    solutions: 'Soluciones',
    products: ['Motor de automatización', 'Diseñador de flujos de trabajo', 'Suite de análisis', 'Integraciones'],
    resources: 'Recursos',
    caseStudies: 'Casos de éxito',
    blog: 'Blog',
    community: 'Comunidad',
    support: 'Soporte',
    privacy: 'Política de privacidad',
    terms: 'Condiciones del servicio',
    admin: 'Admin',
    socialMedia: 'Redes sociales',
    onNetwork: (site: string, network: string) => `${site} en ${network}`,
    copyright: (year: number, site: string) => `© ${year} ${site}. Todos los derechos reservados.`,
  },
  demo: {
    defaultTitle: 'Solicitar una demo',
    intro:
      'Complete el siguiente formulario y le responderemos en un plazo de 24 horas con una demostración personalizada.',
    fields: {
      name: 'Nombre',
      email: 'Correo electrónico',
      phone: 'Teléfono (opcional)',
      company: 'Empresa',
      projectDescription: 'Descripción del proyecto',
    },
    cancel: 'Cancelar',
    submit: 'Solicitar demo',
    submitting: 'Enviando...',
    thankYouTitle: '¡Gracias!',
    thankYou:
      '¡Gracias por unirse a nuestra lista de espera! Nos pondremos en contacto con usted en cuanto nuestro producto esté disponible. Nuestro equipo revisará sus requisitos y se comunicará con usted en un plazo de 24 a 48 horas.',
    close: 'Cerrar',
    sendFailed: 'No pudimos enviar su solicitud. Compruebe su conexión e inténtelo de nuevo: sus datos se conservan.',
    tooMany:
      'Demasiadas solicitudes desde su red en la última hora. Inténtelo de nuevo más tarde: sus datos se conservan.',
    busy: 'Hoy no podemos aceptar más solicitudes. Inténtelo de nuevo mañana: sus datos se conservan.',
  },
  validation: {
    nameRequired: 'Introduzca su nombre',
    emailInvalid: 'Introduzca una dirección de correo electrónico válida',
    companyRequired: 'Introduzca el nombre de su empresa',
    projectRequired: 'Describa su proyecto',
    atMost: (max: number) => `Como máximo ${max.toLocaleString('es-ES')} caracteres`,
  },
  article: {
    readingTime: (minutes: number) => `${minutes} min de lectura`,
  },
  legal: {
    lastUpdated: 'Última actualización:',
  },
  notFound: {
    title: 'Página no encontrada',
    text: 'La página que busca no existe o se ha trasladado.',
    home: 'Volver al inicio',
  },
};

export default esPage;
