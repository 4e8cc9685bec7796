// German and Spanish translations of every public page (pages/{pageId}/translations/{locale}, issue
// 41): the headings and introductions a visitor reads first. A field left out here reads the English
// published content, then the English default (src/features/page-content/merge.ts withTranslation),
// so the long legal texts stay English until a translator takes them on.
import type { Locale } from '../../src/domain/locales.ts';

type Sections = Record<string, Record<string, unknown>>;

export const pageTranslations: Record<string, Partial<Record<Locale, Sections>>> = {
  home: {
    de: {
      hero: {
        title: 'Tragwerksplanung, automatisiert vom Lastpfad bis zur fertigen Zeichnung',
        subtitle:
          'Structura AI bemisst und prüft Stahl-, Beton- und Holztragwerke nach Eurocode, ACI 318, AISC 360 und ASCE 7 in Minuten statt Wochen: schnellere Entwürfe, optimal ausgenutzte Bauteile und weniger Material- und Planungskosten in jedem Projekt.',
      },
      trustedBy: { title: 'Tragwerksplaner weltweit vertrauen auf uns' },
      solutionTypes: {
        title: 'Für die Tragwerke, die Sie jeden Tag planen',
        subtitle:
          'Eine Plattform für vertikale und horizontale Lastabtragung über Baustoffe, Gebäudetypen und Normen hinweg.',
      },
      features: {
        title: 'Von der Berechnung bis zur prüffähigen Statik',
        subtitle:
          'Structura AI übernimmt die wiederkehrende Ingenieurarbeit, damit sich Ihr Team auf Urteilsvermögen, Koordination und die wirklich wichtigen Entscheidungen konzentrieren kann.',
      },
      stats: { title: 'Tragwerksplanung im großen Maßstab' },
      cta: {
        title: 'Erleben Sie Ihr nächstes Projekt an einem Nachmittag bemessen',
        subtitle:
          'Bringen Sie ein Modell aus Revit, ETABS oder IFC mit und sehen Sie live mit einem unserer Tragwerksplaner zu, wie Structura AI es dimensioniert, nachweist und dokumentiert.',
      },
    },
    es: {
      hero: {
        title: 'Diseño estructural automatizado, desde la trayectoria de cargas hasta los planos finales',
        subtitle:
          'Structura AI diseña y comprueba estructuras de acero, hormigón y madera según Eurocódigo, ACI 318, AISC 360 y ASCE 7 en minutos en lugar de semanas: diseños más rápidos, elementos mejor aprovechados y menos coste de material e ingeniería en cada proyecto.',
      },
      trustedBy: { title: 'Equipos de ingeniería estructural de todo el mundo confían en nosotros' },
      solutionTypes: {
        title: 'Pensado para las estructuras que diseña cada día',
        subtitle:
          'Una sola plataforma para sistemas gravitatorios y laterales, en todos los materiales, tipologías y normas.',
      },
      features: {
        title: 'Del análisis a la memoria de cálculo emitida',
        subtitle:
          'Structura AI se encarga del trabajo de ingeniería repetitivo para que su equipo se centre en el criterio, la coordinación y las decisiones que importan.',
      },
      stats: { title: 'Ingeniería estructural a escala' },
      cta: {
        title: 'Vea su próximo proyecto diseñado en una tarde',
        subtitle:
          'Traiga un modelo de Revit, ETABS o IFC y vea en directo, con uno de nuestros ingenieros estructurales, cómo Structura AI lo dimensiona, lo comprueba y lo documenta.',
      },
    },
  },
  solutions: {
    de: {
      hero: {
        title: 'Lösungen für jede Phase der Tragwerksplanung',
        subtitle:
          'Vom Tragwerkskonzept bis zur prüffähigen Statik automatisiert Structura AI die Berechnungen, Nachweise und Dokumentation, die Planungsteams bremsen.',
      },
      solutions: {
        title: 'Eine Plattform, vier verbundene Produkte',
        subtitle: 'Nutzen Sie sie gemeinsam oder beginnen Sie mit dem, das Ihren größten Engpass beseitigt.',
      },
      useCases: { title: 'So arbeiten Planungsteams mit Structura AI' },
      cta: {
        title: 'Finden Sie den richtigen Einstieg für Ihr Team',
        subtitle:
          'Erzählen Sie uns von Ihren Projekten und Werkzeugen, und wir zeigen Ihnen den schnellsten Weg zur automatisierten Bemessung.',
      },
    },
    es: {
      hero: {
        title: 'Soluciones para cada fase del diseño estructural',
        subtitle:
          'Desde el encaje estructural hasta la memoria de cálculo emitida, Structura AI automatiza el análisis, las comprobaciones normativas y la documentación que frenan a los equipos de ingeniería.',
      },
      solutions: {
        title: 'Una plataforma, cuatro productos conectados',
        subtitle: 'Úselos juntos o empiece por el que elimine su mayor cuello de botella.',
      },
      useCases: { title: 'Cómo usan Structura AI los equipos de ingeniería' },
      cta: {
        title: 'Encuentre el punto de partida adecuado para su equipo',
        subtitle:
          'Cuéntenos sus proyectos y herramientas y le mostraremos el camino más rápido hacia el diseño automatizado.',
      },
    },
  },
  technology: {
    de: {
      hero: {
        title: 'Ingenieurtechnik, die Sie von Hand nachrechnen können',
        subtitle:
          'Structura AI verbindet geprüfte physikalische Löser mit maschinellem Lernen und einem normbasierten Regelwerk: jedes Ergebnis ist schnell, nachvollziehbar und belastbar.',
      },
      pillars: {
        title: 'Die technischen Säulen hinter jedem Entwurf',
        subtitle: 'Maschinelles Lernen beschleunigt die Suche; bewährte Baustatik trifft die Entscheidung.',
      },
      stack: { title: 'So greift die Plattform ineinander' },
      cta: {
        title: 'Stellen Sie unseren Löser auf die Probe',
        subtitle:
          'Senden Sie uns ein Vergleichsmodell oder ein handgerechnetes Beispiel, und wir gehen die Ergebnisse Zeile für Zeile mit Ihnen durch.',
      },
    },
    es: {
      hero: {
        title: 'Tecnología de nivel ingenieril que puede comprobar a mano',
        subtitle:
          'Structura AI combina solvers físicos verificados con aprendizaje automático y un motor de reglas normativas: cada resultado es rápido, trazable y defendible.',
      },
      pillars: {
        title: 'Los pilares técnicos detrás de cada diseño',
        subtitle: 'El aprendizaje automático acelera la búsqueda; la mecánica estructural probada toma la decisión.',
      },
      stack: { title: 'Cómo encaja la plataforma' },
      cta: {
        title: 'Ponga a prueba nuestro solver',
        subtitle:
          'Envíenos un modelo de referencia o un ejemplo calculado a mano y le explicaremos los resultados línea por línea.',
      },
    },
  },
  resources: {
    de: {
      hero: {
        title: 'Ressourcen',
        subtitle:
          'Leitfäden, Fallstudien, Webinare und technische Notizen zu automatisierter Tragwerksplanung, Normnachweisen und BIM-integrierten Abläufen.',
      },
      featured: {
        title: 'Empfohlene Ressourcen',
        subtitle:
          'Ausgewählt von unserem Ingenieurteam: von Verifikationsstudien gegen Handrechnungen bis zu Praxisleitfäden für die Erdbebenbemessung nach ASCE 7 und Holznachweise nach Eurocode.',
      },
      newsletter: {
        title: 'Der Structura AI Ingenieur-Digest',
        subtitle:
          'Eine E-Mail im Monat mit neuen Normbestimmungen, Techniken der Bemessungsautomatisierung und Produktneuigkeiten, geschrieben von praktizierenden Tragwerksplanern. Kein Spam, jederzeit abbestellbar.',
      },
    },
    es: {
      hero: {
        title: 'Recursos',
        subtitle:
          'Guías, casos de éxito, webinars y notas técnicas sobre diseño estructural automatizado, comprobación normativa y flujos integrados con BIM.',
      },
      featured: {
        title: 'Recursos destacados',
        subtitle:
          'Una selección de nuestro equipo de ingeniería: desde estudios de verificación frente a cálculos a mano hasta guías prácticas de diseño sísmico según ASCE 7 y comprobaciones de madera según Eurocódigo.',
      },
      newsletter: {
        title: 'El boletín de ingeniería de Structura AI',
        subtitle:
          'Un correo al mes con nuevas disposiciones normativas, técnicas de automatización del diseño y novedades del producto, escrito por ingenieros estructurales en ejercicio. Sin spam; puede darse de baja cuando quiera.',
      },
    },
  },
  company: {
    de: {
      hero: {
        title: 'Ingenieure bauen Werkzeuge für Ingenieure',
        subtitle:
          'Structura AI wurde von Tragwerksplanern und Softwareentwicklern gegründet, die überzeugt sind, dass der Beruf bessere Werkzeuge verdient als Tabellenkalkulationen und manuelles Abtippen.',
      },
      mission: { title: 'Unsere Mission' },
      values: { title: 'Wofür wir stehen' },
      team: {
        title: 'Geschäftsführung',
        subtitle: 'Tragwerksplaner, Forschende und Softwareentwickler mit jahrzehntelanger gemeinsamer Praxis.',
      },
      careers: { title: 'Arbeiten Sie mit uns' },
    },
    es: {
      hero: {
        title: 'Ingenieros que crean herramientas para ingenieros',
        subtitle:
          'Structura AI fue fundada por ingenieros estructurales y desarrolladores de software convencidos de que la profesión merece mejores herramientas que las hojas de cálculo y la introducción manual de datos.',
      },
      mission: { title: 'Nuestra misión' },
      values: { title: 'Lo que valoramos' },
      team: {
        title: 'Equipo directivo',
        subtitle: 'Ingenieros estructurales, investigadores y desarrolladores con décadas de práctica combinada.',
      },
      careers: { title: 'Únase a nosotros' },
    },
  },
  support: {
    de: {
      hero: {
        title: 'Support von Menschen, die Tragwerksplanung sprechen',
        subtitle:
          'In unserem Support-Team arbeiten zugelassene Tragwerksplaner, die Ihnen bei der Software und bei den Bemessungsfragen dahinter helfen.',
      },
      responseTimes: { title: 'Antwortzeiten' },
      contact: { title: 'Support kontaktieren' },
      faqs: { title: 'Häufige Fragen' },
    },
    es: {
      hero: {
        title: 'Soporte de personas que hablan el idioma de la ingeniería estructural',
        subtitle:
          'Nuestro equipo de soporte incluye ingenieros estructurales colegiados que pueden ayudarle con el software y con las cuestiones de diseño que hay detrás.',
      },
      responseTimes: { title: 'Tiempos de respuesta' },
      contact: { title: 'Contactar con soporte' },
      faqs: { title: 'Preguntas frecuentes' },
    },
  },
  privacy: {
    de: {
      hero: {
        title: 'Datenschutzerklärung',
        subtitle: 'Wie Structura AI Ihre personenbezogenen Daten und Ihre Projektdaten erhebt, verwendet und schützt.',
      },
      policy: { title: 'Datenschutzerklärung' },
    },
    es: {
      hero: {
        title: 'Política de privacidad',
        subtitle: 'Cómo Structura AI recopila, utiliza y protege su información personal y los datos de sus proyectos.',
      },
      policy: { title: 'Política de privacidad' },
    },
  },
  terms: {
    de: {
      hero: {
        title: 'Nutzungsbedingungen',
        subtitle: 'Die Bedingungen für Ihre Nutzung der Plattform und der Dienste von Structura AI.',
      },
      terms: { title: 'Nutzungsbedingungen' },
    },
    es: {
      hero: {
        title: 'Términos del servicio',
        subtitle: 'Las condiciones que rigen el uso de la plataforma y los servicios de Structura AI.',
      },
      terms: { title: 'Términos del servicio' },
    },
  },
  cookies: {
    de: {
      hero: {
        title: 'Cookie-Richtlinie',
        subtitle: 'Wie Structura AI Cookies und ähnliche Technologien einsetzt und wie Sie sie steuern können.',
      },
      policy: { title: 'Cookie-Richtlinie' },
    },
    es: {
      hero: {
        title: 'Política de cookies',
        subtitle: 'Cómo utiliza Structura AI las cookies y tecnologías similares, y cómo puede controlarlas.',
      },
      policy: { title: 'Política de cookies' },
    },
  },
};
