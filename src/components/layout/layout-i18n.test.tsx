// The public layout's texts in the page's language (issue 41): header, phone menu toggle, footer and
// the not-found page in German and Spanish; English stays the spec's (Header/Footer tests, router.test).
import { screen, within } from '@testing-library/react';
import type { Locale } from '@/domain/locales';
import { provideShellImports, shellMessages } from '@/i18n/catalog';
import { LocaleProvider } from '@/i18n/locale-context';
import { pageMessages } from '@/i18n/page-messages';
import { shellImports } from '@/i18n/shell-imports';
import { NotFound } from '@/components/ui/NotFound';
import { renderWithProviders } from '@/testing/render';
import { stubBackend } from '@/testing/stub-backend';
import { Footer } from './Footer';
import { Header } from './Header';

beforeAll(async () => {
  provideShellImports(shellImports);
  await Promise.all(['de', 'es'].flatMap((l) => [shellMessages.load(l as Locale), pageMessages.load(l as Locale)]));
});

const renderIn = (locale: Locale) =>
  renderWithProviders(
    <LocaleProvider locale={locale}>
      <Header
        logoUrl={null}
        menuOpen={false}
        onMenuToggle={() => {}}
        onMenuClose={() => {}}
        onDemoClick={() => {}}
        demoHref="?demo"
      />
      <Footer logoUrl={null} showBlog showCaseStudies />
      <NotFound />
    </LocaleProvider>,
    { backend: stubBackend().backend, route: `/${locale}/nowhere` },
  );

it('speaks German on a German page', () => {
  renderIn('de');
  const main = screen.getByRole('navigation', { name: 'Hauptnavigation' });
  expect(
    within(main)
      .getAllByRole('link')
      .map((a) => a.textContent),
  ).toEqual(['Lösungen', 'Technologie', 'Ressourcen', 'Unternehmen']);
  expect(screen.getByRole('link', { name: 'Demo anfordern' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Menü öffnen' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Structura AI Startseite' })).toBeInTheDocument();
  const solutions = screen.getByRole('navigation', { name: 'Lösungen' });
  expect(within(solutions).getByRole('link', { name: 'Automatisierungs-Engine' })).toBeInTheDocument();
  const resources = screen.getByRole('navigation', { name: 'Ressourcen' });
  expect(
    within(resources)
      .getAllByRole('link')
      .map((a) => a.textContent),
  ).toEqual(['Fallstudien', 'Blog', 'Community', 'Support']);
  expect(screen.getByRole('link', { name: 'Datenschutzerklärung' })).toBeInTheDocument();
  expect(screen.getByText('© 2025 Structura AI. Alle Rechte vorbehalten.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Zur Startseite' })).toBeInTheDocument();
  expect(screen.queryByText(/Get a Demo|Solutions|All rights reserved|Page not found/)).not.toBeInTheDocument();
});

it('speaks Spanish on a Spanish page', () => {
  renderIn('es');
  expect(screen.getByRole('link', { name: 'Solicitar demo' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Condiciones del servicio' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
});

it('keeps the spec’s English texts on an English page', () => {
  renderIn('en');
  expect(screen.getByRole('link', { name: 'Get a Demo' })).toBeInTheDocument();
  expect(
    within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Solutions' }),
  ).toBeInTheDocument();
  expect(screen.getByText('© 2025 Structura AI. All rights reserved.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Terms of Service' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
});
