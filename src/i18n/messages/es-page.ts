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
    language: 'Idioma',
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
    allPosts: 'Todos los artículos',
    allCaseStudies: 'Todos los casos de éxito',
    tags: 'Etiquetas',
    loading: 'Cargando',
    nothingYet: 'Todavía no hay nada aquí',
    postFailed: 'No pudimos cargar este artículo. Inténtelo de nuevo.',
    caseStudyFailed: 'No pudimos cargar este caso de éxito. Inténtelo de nuevo.',
    blogFailed: 'No pudimos cargar el blog en este momento. Inténtelo de nuevo en unos instantes.',
    blogEmpty: 'Todavía no se ha publicado ningún artículo. Vuelva pronto.',
    caseStudiesFailed: 'No pudimos cargar los casos de éxito en este momento. Inténtelo de nuevo en unos instantes.',
    caseStudiesEmpty: 'Todavía no se ha publicado ningún caso de éxito. Vuelva pronto.',
    caseStudy: 'Caso de éxito',
    client: 'Cliente',
    industry: 'Sector',
    results: 'Resultados',
  },
  seo: {
    /** The breadcrumb's first step in an article's structured data. */
    home: 'Inicio',
    solutions: {
      title: 'Soluciones',
      description:
        'Motor de automatización, Diseñador de flujos de trabajo, Suite de análisis e Integraciones: automatice el cálculo estructural, las comprobaciones normativas y las memorias de cálculo, del concepto a la emisión.',
    },
    technology: {
      title: 'Tecnología',
      description:
        'Solucionadores físicos verificados, modelos sustitutos de aprendizaje automático y un motor de cumplimiento normativo artículo por artículo: así ofrece Structura AI diseños estructurales rápidos, trazables y defendibles.',
    },
    company: {
      title: 'Empresa',
      description:
        'Conozca a los ingenieros estructurales y desarrolladores de software detrás de Structura AI: nuestra misión, los valores con los que diseñamos y el equipo que construye el diseño estructural automatizado.',
    },
    support: {
      title: 'Soporte',
      description:
        'Ayuda de ingenieros estructurales colegiados: respuesta en 2 horas en los planes de pago y en 24 horas en el plan gratuito, además de respuestas a las preguntas frecuentes.',
    },
    resources: {
      title: 'Recursos',
      description:
        'Guías, documentos técnicos, seminarios web, eventos, herramientas y vídeos sobre diseño estructural automatizado, comprobación normativa y flujos de trabajo integrados con BIM.',
    },
    community: {
      title: 'Comunidad',
      description:
        'Haga preguntas, comparta ajustes de optimización e intercambie flujos de trabajo con ingenieros estructurales que usan Structura AI.',
    },
    privacy: {
      title: 'Política de privacidad',
      description:
        'Cómo Structura AI recopila, usa, comparte y protege los datos personales, cuáles son sus derechos y cómo contactarnos sobre privacidad.',
    },
    terms: {
      title: 'Condiciones del servicio',
      description:
        'Las condiciones que rigen el uso de la plataforma Structura AI: cuentas, responsabilidad profesional, tarifas, responsabilidad legal, rescisión y exportación de datos.',
    },
    cookies: {
      title: 'Política de cookies',
      description:
        'Cómo utiliza Structura AI las cookies esenciales, funcionales, analíticas y de marketing, cuánto duran y cómo gestionar sus preferencias.',
    },
    blog: {
      title: 'Blog',
      description:
        'Notas técnicas, novedades del producto y guías prácticas para automatizar el diseño estructural con Structura AI.',
      overline: 'Blog de Structura AI',
      lead: 'Notas técnicas, novedades del producto y guías prácticas para automatizar el diseño estructural, de las comprobaciones normativas al intercambio con BIM.',
      fallback: 'Artículos del equipo de Structura AI.',
    },
    caseStudies: {
      title: 'Casos de éxito',
      description:
        'Cómo las empresas de ingeniería estructural usan Structura AI para ahorrar acero, reducir las iteraciones de diseño y detectar problemas a tiempo.',
      overline: 'Historias de clientes',
      lead: 'Cómo las empresas de ingeniería estructural usan Structura AI para ahorrar material, acortar los ciclos de diseño y encontrar problemas cuando todavía es barato corregirlos.',
      fallback: 'Cómo los equipos de ingeniería usan Structura AI para diseñar más rápido y construir con menos.',
    },
  },
  community: {
    overline: 'Comunidad de Structura AI',
    title: 'Comunidad',
    lead: 'Haga preguntas, comparta ajustes de optimización e intercambie flujos de trabajo con ingenieros que usan Structura a diario.',
    discussions: 'Conversaciones',
    loadingForm: 'Cargando el formulario',
    signInToPost: 'Inicie sesión para publicar',
    signInToPostText:
      '¿Tiene una pregunta o un consejo que compartir? Los miembros pueden iniciar conversaciones y responder.',
    signInToReply: 'Inicie sesión para responder',
    signInToReplyText: 'Los miembros pueden responder a las conversaciones.',
    needsJavaScript:
      'Para iniciar sesión se necesita JavaScript, que está desactivado en este navegador. Puede seguir leyendo todas las conversaciones.',
    needsJavaScriptShort: 'Para iniciar sesión se necesita JavaScript, que está desactivado en este navegador.',
    replies: (n: number) => (n === 1 ? '1 respuesta' : `${n.toLocaleString('es-ES')} respuestas`),
    listFailed: 'No pudimos cargar las conversaciones en este momento. Inténtelo de nuevo.',
    loadingList: 'Cargando conversaciones',
    noneYet: 'Todavía no hay conversaciones',
    noneYetText: 'Sea el primero en hacer una pregunta o compartir lo que ha aprendido.',
    allDiscussions: 'Todas las conversaciones',
    discussion: 'Conversación',
    threadFallback: 'Conversaciones de la comunidad de Structura AI.',
    threadFailed: 'No pudimos cargar esta conversación en este momento. Inténtelo de nuevo.',
    loadingThread: 'Cargando la conversación',
    repliesFailed: 'No pudimos cargar las respuestas. Inténtelo de nuevo.',
    repliesLabel: 'Respuestas',
    loadingReplies: 'Cargando respuestas',
    noReplies: 'Todavía no hay respuestas. Inicie la conversación.',
    justNow: 'ahora mismo',
    pinned: 'Fijada',
    locked: 'Cerrada',
    lockedNotice: 'Esta conversación está cerrada: no admite nuevas respuestas.',
    signedInAs: 'Sesión iniciada como',
    signOut: 'Cerrar sesión',
    join: 'Únase a la comunidad',
    signIn: 'Iniciar sesión',
    startDiscussion: 'Iniciar una conversación',
    postFailed: 'No pudimos publicar su conversación. Su texto sigue aquí, así que puede intentarlo de nuevo.',
    posted: 'Su conversación ya está publicada.',
    titleField: 'Título',
    bodyField: '¿De qué le gustaría hablar?',
    posting: 'Publicando...',
    postDiscussion: 'Publicar conversación',
    replyForm: 'Responder a esta conversación',
    replyFailed: 'No pudimos publicar su respuesta. Su texto sigue aquí, así que puede intentarlo de nuevo.',
    yourReply: 'Su respuesta',
    postReply: 'Publicar respuesta',
    pace: (kind: 'post' | 'reply', secondsLeft: number, pace: number) => {
      const what =
        kind === 'post'
          ? `iniciar una conversación cada ${pace} segundos`
          : `publicar una respuesta cada ${pace} segundos`;
      const wait = secondsLeft === 1 ? '1 segundo' : `${secondsLeft} segundos`;
      return `Está publicando un poco rápido: los miembros pueden ${what}. Espere ${wait} y vuelva a intentarlo. Su texto sigue aquí.`;
    },
    validation: {
      titleShort: 'Dé a su conversación un título de al menos 3 caracteres',
      titleLong: 'El título no puede superar los 200 caracteres',
      bodyEmpty: 'Escriba algo para iniciar la conversación',
      bodyLong: 'La publicación no puede superar los 10 000 caracteres',
      replyEmpty: 'Escriba primero una respuesta',
      replyLong: 'La respuesta no puede superar los 5000 caracteres',
    },
    verify: {
      title: 'Verifique su correo electrónico para publicar',
      sentTo: 'Hemos enviado un enlace a',
      yourAddress: 'su dirección de correo electrónico',
      howTo:
        'Ábralo para confirmar la dirección y, después, vuelva y pulse «Ya lo he verificado». Solo los miembros verificados pueden iniciar conversaciones y responder.',
      sent: (email: string | null) => `Enviado. Revise la bandeja de entrada de ${email ?? 'su cuenta'}.`,
      notYet:
        'Su correo electrónico todavía no está verificado. Abra el enlace del correo que le enviamos y vuelva a pulsar «Ya lo he verificado».',
      checking: 'Comprobando...',
      verified: 'Ya lo he verificado',
      sending: 'Enviando...',
      resend: 'Reenviar correo',
    },
  },
  auth: {
    reasons: {
      emailEmpty: 'Introduzca su dirección de correo electrónico',
      emailInvalid: 'Introduzca una dirección de correo electrónico válida',
      passwordEmpty: 'Introduzca su contraseña',
      passwordShort: (min: number) => `Use al menos ${min} caracteres`,
      nameEmpty: 'Indique el nombre que se mostrará en sus publicaciones',
      nameLong: 'El nombre no puede superar los 80 caracteres',
      nameUncomparable:
        'Escriba el nombre con letras normales: contiene caracteres que no podemos comparar con otros nombres',
      name: {
        hiddenControl: 'Elimine los caracteres de control ocultos del nombre',
        compatibility:
          'Use letras sencillas en el nombre (sin letras de ancho completo, matemáticas, en círculo ni con otros estilos)',
        staffWord:
          'Los nombres no pueden incluir «Structura», «staff», «admin», «moderator», «team» ni «official»: están reservados a nuestro personal',
      },
    },
    title: { signIn: 'Iniciar sesión', signUp: 'Únase a la comunidad', reset: 'Restablecer la contraseña' },
    intro: {
      signIn: 'Inicie sesión para iniciar conversaciones y responder a otros ingenieros.',
      signUp: 'Cree una cuenta gratuita para iniciar conversaciones y responder a otros ingenieros.',
      reset:
        'Introduzca el correo electrónico de su cuenta y le enviaremos un enlace para elegir una contraseña nueva.',
    },
    action: { signIn: 'Iniciar sesión', signUp: 'Crear cuenta', reset: 'Enviar enlace' },
    busy: { signIn: 'Iniciando sesión...', signUp: 'Creando la cuenta...', reset: 'Enviando...' },
    checkInbox: 'Revise su bandeja de entrada',
    done: 'Listo',
    cancel: 'Cancelar',
    displayName: 'Nombre visible',
    email: 'Correo electrónico',
    password: 'Contraseña',
    passwordHint: (min: number) => `Al menos ${min} caracteres`,
    forgot: '¿Ha olvidado su contraseña?',
    newHere: '¿Es nuevo aquí? ',
    haveAccount: '¿Ya tiene una cuenta? ',
    remembered: '¿La ha recordado? ',
    createAccount: 'Cree una cuenta',
    signIn: 'Inicie sesión',
    errors: {
      wrongCredentials: 'El correo electrónico o la contraseña no son correctos. Compruébelos e inténtelo de nuevo.',
      disabled:
        'Esta cuenta se ha desactivado. Póngase en contacto con el administrador del sitio si cree que se trata de un error.',
      tooManyAttempts: 'Demasiados intentos. Espere unos minutos e inténtelo de nuevo.',
      network: 'No pudimos conectar con el servicio de inicio de sesión. Compruebe su conexión e inténtelo de nuevo.',
      weakPassword: 'Elija una contraseña más segura de al menos 6 caracteres.',
      unknown: 'Algo ha salido mal. Inténtelo de nuevo.',
    },
    nameTaken: 'Ese nombre ya lo usa otro miembro: elija otro',
    checkInboxText: (email: string) =>
      `Hemos enviado un correo electrónico a ${email}. Abra el enlace que contiene para continuar. ¿No ha llegado nada en unos minutos? Revise la carpeta de correo no deseado.`,
    resetSent: (email: string) =>
      `Si ${email} pertenece a una cuenta, le hemos enviado un enlace para elegir una contraseña nueva. Revise su bandeja de entrada.`,
  },
  resources: {
    types: {
      guide: { label: 'Guía', plural: 'Guías' },
      whitepaper: { label: 'Documento técnico', plural: 'Documentos técnicos' },
      webinar: { label: 'Seminario web', plural: 'Seminarios web' },
      event: { label: 'Evento', plural: 'Eventos' },
      tool: { label: 'Herramienta', plural: 'Herramientas' },
      video: { label: 'Vídeo', plural: 'Vídeos' },
    },
    all: 'Todos',
    search: 'Buscar recursos',
    filterByType: 'Filtrar por tipo',
    list: 'Recursos',
    loading: 'Cargando recursos',
    failed: 'No pudimos cargar la biblioteca de recursos. Inténtelo de nuevo.',
    empty: 'Todavía no se ha publicado ningún recurso. Vuelva pronto.',
    /** When the filter leaves nothing, per filtered type. */
    noMatch: {
      all: 'Ningún recurso coincide con su filtro.',
      guide: 'Ninguna guía coincide con su filtro.',
      whitepaper: 'Ningún documento técnico coincide con su filtro.',
      webinar: 'Ningún seminario web coincide con su filtro.',
      event: 'Ningún evento coincide con su filtro.',
      tool: 'Ninguna herramienta coincide con su filtro.',
      video: 'Ningún vídeo coincide con su filtro.',
    },
    showAll: 'Mostrar todos los recursos',
    open: 'Abrir',
    openLabel: (title: string) => `Abrir ${title}`,
    downloadPdf: 'Descargar PDF',
    eventPage: 'Página del evento',
    openLink: 'Abrir enlace',
    views: (views: string) => `${views} visualizaciones`,
    rated: (rating: string) => ` · valoración de ${rating} sobre 5`,
    unavailable: 'Recurso no disponible',
    unavailableText:
      'Este recurso se ha eliminado o ya no está publicado. Consulte la biblioteca para ver las guías, los documentos técnicos y los eventos actuales.',
    close: 'Cerrar',
    events: 'Próximos eventos',
    eventsFailed: 'No pudimos cargar los próximos eventos. Inténtelo de nuevo.',
    loadingEvents: 'Cargando los próximos eventos',
    noEvents: 'No hay eventos programados en este momento. Las nuevas fechas se anuncian aquí primero.',
  },
  faq: {
    search: 'Buscar preguntas',
    loading: 'Cargando preguntas',
    general: 'General',
    failed:
      'No pudimos cargar las preguntas frecuentes. Inténtelo de nuevo o póngase en contacto con soporte y le responderemos directamente.',
    none: 'Todavía no hay preguntas aquí. Póngase en contacto con soporte y le ayudaremos.',
    noMatch: (query: string) =>
      `Ninguna pregunta coincide con «${query}». Pruebe con otras palabras o póngase en contacto con soporte.`,
    matches: (matches: number, total: number) => `${matches} de ${total} preguntas coinciden`,
  },
  support: {
    mailSubject: 'Solicitud de soporte',
  },
  company: {
    teamFailed: 'No pudimos cargar nuestro equipo en este momento. Inténtelo de nuevo.',
    teamEmpty: 'Estamos actualizando los perfiles de nuestro equipo. Vuelva pronto.',
    loadingTeam: 'Cargando el equipo',
  },
  newsletter: {
    subject: 'Suscripción al boletín de ingeniería',
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
