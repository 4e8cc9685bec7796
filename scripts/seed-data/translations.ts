import type { Locale } from '../../src/domain/locales.ts';
import { daysAgo } from './time';

/**
 * `{collection}/{id}/translations/{locale}` (issue 41): German and Spanish for two posts and one
 * case study, so every state shows on a fresh machine:
 * - the first post in German and Spanish, both public; its German title was translated from an
 *   older English title (`sourceTitle`), so it shows as outdated;
 * - the second post in German, public, and no Spanish (missing): its page has no `es` alternate;
 * - the third post: a German draft while the English post is live (404 at /de/… until published);
 * - the Harbourline case study in German and Spanish, public.
 * Each translated field's source (`sourceTexts`) is the English text now unless given here.
 */
export interface SeedTranslation {
  collection: 'blog_posts' | 'case_studies';
  recordId: string;
  locale: Locale;
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  seoTitle?: string;
  seoDescription?: string;
  challenge?: string;
  solution?: string;
  published: boolean;
  publishedAt: string | null;
  /** The English title the title was translated from, when it is not today's (outdated). */
  sourceTitle?: string;
  createdAt: string;
  updatedAt: string;
}

export const articleTranslations: SeedTranslation[] = [
  {
    collection: 'blog_posts',
    recordId: 'automated-code-checks-vs-spreadsheets',
    locale: 'de',
    slug: 'automatisierte-nachweise-statt-tabellen',
    title: 'Was automatisierte Nachweise finden, das Tabellen übersehen',
    sourceTitle: 'What Automated Code Checks Find That Spreadsheets Miss',
    excerpt:
      'Tabellen sind schnell für einen Träger und fehleranfällig bei zweitausend. Das sind die Fehler, die wir am häufigsten sehen, wenn Büros ihre Stahlnachweise aus Arbeitsmappen in eine automatisierte Prüfung Klausel für Klausel überführen.',
    body: `Jedes Tragwerksbüro hat eine Tabelle für Trägernachweise. Sie wurde von jemandem geschrieben, der das Büro vor Jahren verlassen hat, sie funktioniert gut für den Fall, für den sie gebaut wurde, und niemand weiß genau, was sie mit einem Kragarm macht.

## Die vier häufigsten Fehler

1. **Falsche Knicklängen** bei Stützen, deren Halterung sich über die Höhe ändert.
2. **Vergessene Lastfallkombinationen** nach einer Änderung der Nutzlasten.
3. **Kopierte Zeilen**, deren Bezüge auf die falsche Position zeigen.
4. **Veraltete Normausgaben**, deren Beiwerte nie nachgezogen wurden.

Mehr dazu auf unserer [Technologie-Seite](/technology).`,
    published: true,
    publishedAt: daysAgo(170, 8),
    createdAt: daysAgo(171, 10),
    updatedAt: daysAgo(170, 8),
  },
  {
    collection: 'blog_posts',
    recordId: 'automated-code-checks-vs-spreadsheets',
    locale: 'es',
    slug: 'comprobaciones-automaticas-frente-a-hojas-de-calculo',
    title: 'Lo que las comprobaciones automáticas detectan y las hojas de cálculo no',
    excerpt:
      'Las hojas de cálculo son rápidas para una viga y frágiles para dos mil. Estos son los errores que vemos con más frecuencia cuando las oficinas pasan sus comprobaciones de acero a una verificación automática, cláusula por cláusula.',
    body: `Toda oficina de estructuras tiene una hoja de cálculo para comprobar vigas. La escribió alguien que se fue hace años, funciona bien para el caso para el que se hizo, y nadie sabe muy bien qué hace con un voladizo.

## Los cuatro errores más frecuentes

1. **Longitudes de pandeo erróneas** en pilares con arriostramiento variable.
2. **Combinaciones de carga olvidadas** tras cambiar las sobrecargas de uso.
3. **Filas copiadas** cuyas referencias apuntan a la posición equivocada.
4. **Ediciones de la norma desactualizadas**.

Más en nuestra [página de tecnología](/technology).`,
    published: true,
    publishedAt: daysAgo(168, 8),
    createdAt: daysAgo(169, 10),
    updatedAt: daysAgo(168, 8),
  },
  {
    collection: 'blog_posts',
    recordId: 'load-path-analysis-transfer-structures',
    locale: 'de',
    slug: 'lastpfadanalyse-abfangkonstruktionen',
    title: 'Lastpfadanalyse für Abfangkonstruktionen: Probleme finden, bevor die Ausführungsplanung beginnt',
    excerpt:
      'In Abfangebenen trifft architektonischer Anspruch auf die Schwerkraft. Wie die automatisierte Lastpfadverfolgung versetzte Stützen, fehlende Sammelträger und überlastete Abfangträger erkennt, solange das Konzept noch günstig zu ändern ist.',
    body: `Abfangkonstruktionen gehören zu den teuersten Stellen eines Tragwerks, und die meisten Probleme dort entstehen lange vor der Ausführungsplanung: eine Stütze, die im Erdgeschoss um einen halben Meter versetzt wird, ein Lichthof, der einen Sammelträger unterbricht, eine Aussteifungswand, die im Technikgeschoss endet.

## Warum der Lastpfad früh geprüft werden muss

Im Vorentwurf ist eine versetzte Stütze eine Zeile in der Besprechungsnotiz. In der Ausführungsplanung ist sie ein Abfangträger mit zwei Metern Bauhöhe, eine geänderte Geschosshöhe und eine neue Abstimmung mit der Haustechnik.

## Was die automatisierte Verfolgung findet

Structura AI verfolgt jede vertikale Last vom Dach bis zur Gründung und markiert, wo sie ihre Richtung ändern muss:

- Stützen ohne direkte Fortsetzung im Geschoss darunter
- Wandscheiben, die auf Deckenfeldern statt auf Unterzügen enden
- Abfangträger, deren Ausnutzung schon im Konzept über 80 % liegt

Das Ergebnis ist eine Liste von Stellen, die ein Tragwerksplaner in einer Stunde bewerten kann, statt sie drei Monate später in der Prüfstatik zu finden.`,
    seoTitle: 'Lastpfadanalyse für Abfangkonstruktionen',
    seoDescription:
      'Wie die automatisierte Lastpfadverfolgung Probleme in Abfangebenen findet, solange das Tragwerkskonzept noch günstig zu ändern ist.',
    published: true,
    publishedAt: daysAgo(20, 9),
    createdAt: daysAgo(21, 9),
    updatedAt: daysAgo(20, 9),
  },
  {
    collection: 'blog_posts',
    recordId: 'optimising-member-sizes-buildability',
    locale: 'de',
    slug: 'querschnittsoptimierung-und-baubarkeit',
    title: 'Querschnitte optimieren, ohne die Baubarkeit zu verlieren',
    excerpt: 'Ein Entwurf der Übersetzung: noch nicht veröffentlicht, während der englische Beitrag online ist.',
    body: '',
    published: false,
    publishedAt: null,
    createdAt: daysAgo(6, 11),
    updatedAt: daysAgo(6, 11),
  },
  {
    collection: 'case_studies',
    recordId: 'harbourline-tower-steel-optimisation',
    locale: 'de',
    slug: 'harbourline-tower-stahloptimierung',
    title: 'Harbourline Tower: 412 Tonnen Stahl an einem 22-geschossigen Bürogebäude gespart',
    excerpt: 'Wie eine automatisierte Bemessung jedes Bauteils das Stahlgewicht eines Bürohochhauses um 11 % senkte.',
    body: 'Das Tragwerk wurde Bauteil für Bauteil neu bemessen, ohne die Baubarkeit aus dem Blick zu verlieren.',
    challenge: 'Ein fester Stahlpreis, ein enger Terminplan und ein Raster, das sich nicht mehr ändern durfte.',
    solution: 'Automatisierte Querschnittsoptimierung mit Regeln für wiederkehrende Profile und Anschlüsse.',
    published: true,
    publishedAt: daysAgo(150, 9),
    createdAt: daysAgo(151, 9),
    updatedAt: daysAgo(150, 9),
  },
  {
    collection: 'case_studies',
    recordId: 'harbourline-tower-steel-optimisation',
    locale: 'es',
    slug: 'harbourline-tower-optimizacion-acero',
    title: 'Harbourline Tower: 412 toneladas de acero ahorradas en una oficina de 22 plantas',
    excerpt:
      'Cómo el dimensionado automático de cada elemento redujo un 11 % el peso de acero de una torre de oficinas.',
    body: 'La estructura se redimensionó elemento a elemento sin perder de vista la constructibilidad.',
    challenge: 'Un precio del acero cerrado, un plazo ajustado y una retícula que ya no podía cambiar.',
    solution: 'Optimización automática de secciones con reglas para perfiles y uniones repetidos.',
    published: true,
    publishedAt: daysAgo(148, 9),
    createdAt: daysAgo(149, 9),
    updatedAt: daysAgo(148, 9),
  },
];
