import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { stubBackend } from '@/testing/stub-backend';
import { Features } from './components/home/Features';
import { Stats } from './components/home/Stats';
import { home } from './defaults/home';
import { usePageContent } from './hooks';

function Landing() {
  const { sections: s } = usePageContent('home', home);
  return (
    <>
      <Features section={s.features ?? {}} />
      <Stats section={s.stats ?? {}} />
    </>
  );
}

const published = (sections: unknown) =>
  stubBackend({ docs: { 'pages/home': { id: 'home', sections, lastUpdated: '2025-03-01', publishedBy: 'u1' } } })
    .backend;

describe('usePageContent with a malformed published page', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => (warn = jest.spyOn(console, 'warn').mockImplementation(() => {})));
  afterEach(() => warn.mockRestore());

  it('features: "oops" and stats: [1, 2] render the default lists beside the valid published fields', async () => {
    renderWithProviders(<Landing />, {
      backend: published({ features: { title: 'Published heading', features: 'oops' }, stats: { stats: [1, 2] } }),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Published heading' })).toBeInTheDocument();
    for (const f of home.sections.features!.features!) {
      expect(screen.getByRole('heading', { level: 3, name: f.title })).toBeInTheDocument();
    }
    for (const s of home.sections.stats!.stats!) expect(screen.getByText(s.value)).toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('a section that is not an object renders the default section', async () => {
    renderWithProviders(<Landing />, { backend: published({ features: 'oops', stats: { title: 'Our numbers' } }) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Our numbers' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: home.sections.features!.title })).toBeInTheDocument();
  });
});
