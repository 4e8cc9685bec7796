import { screen, within } from '@testing-library/react';
import { home } from '@/features/page-content/defaults/home';
import { renderWithProviders } from '@/testing/render';
import { stubBackend } from '@/testing/stub-backend';
import { HomeSections } from '../compositions/HomeSections';
import { Cta } from './Cta';
import { Features } from './Features';
import { Hero } from './Hero';
import { SolutionTypes } from './SolutionTypes';
import { Stats } from './Stats';
import { TrustedBy } from './TrustedBy';

const s = home.sections;
const render = (ui: React.ReactElement) => renderWithProviders(ui, { backend: stubBackend().backend });

describe('landing page sections', () => {
  it('hero: the h1, subtitle and both calls to action from the content', () => {
    render(<Hero section={s.hero!} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(s.hero!.title!);
    expect(screen.getByText(s.hero!.subtitle!)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a Demo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Free' })).toBeInTheDocument();
  });

  it.each([
    ['Get a Demo', 'Get a Demo'],
    ['Start Free', 'Start Free'],
  ])('hero "%s" opens the demo dialog titled "%s"', async (button, title) => {
    const { store, user } = render(<Hero section={s.hero!} />);
    await user.click(screen.getByRole('link', { name: button }));
    expect(store.getState().ui.demo).toEqual({ status: 'open', title, error: null });
  });

  it('trusted-by lists the six companies', () => {
    render(<TrustedBy section={s.trustedBy!} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(s.trustedBy!.features!.map((f) => f.title));
  });

  it('solution types and features render an h3 and description per item', () => {
    render(
      <>
        <SolutionTypes section={s.solutionTypes!} />
        <Features section={s.features!} />
      </>,
    );
    expect(screen.getByRole('heading', { level: 2, name: s.solutionTypes!.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: s.features!.title })).toBeInTheDocument();
    const h3 = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(h3).toEqual([...s.solutionTypes!.features!, ...s.features!.features!].map((f) => f.title));
    for (const f of s.features!.features!) expect(screen.getByText(f.description)).toBeInTheDocument();
  });

  it('stats show exactly 10K+ Engineers, 1M+ Projects, 50+ Countries, 99.9% Uptime', () => {
    const { container } = render(<Stats section={s.stats!} />);
    const pairs = [...container.querySelectorAll('dl > div')].map((d) => [
      d.querySelector('dd')?.textContent,
      d.querySelector('dt')?.textContent,
    ]);
    expect(pairs).toEqual([
      ['10K+', 'Engineers'],
      ['1M+', 'Projects'],
      ['50+', 'Countries'],
      ['99.9%', 'Uptime'],
    ]);
  });

  it('cta: heading, copy and a button that opens the demo dialog', async () => {
    const { store, user } = render(<Cta section={s.cta!} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(s.cta!.title!);
    expect(screen.getByText(s.cta!.subtitle!)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Get a Demo' }));
    expect(store.getState().ui.demo.status).toBe('open');
  });

  it('renders whatever the content says (no copy of its own)', () => {
    render(
      <Hero section={{ title: 'Custom title', subtitle: 'Custom pitch', buttonText: 'Book it', content: 'Try it' }} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Custom title' })).toBeInTheDocument();
    expect(screen.getByText('Custom pitch')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book it' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try it' })).toBeInTheDocument();
  });

  it('the whole page: published sections over the defaults, which the hero and the sections under it each bring', async () => {
    render(
      <HomeSections
        content={{
          lastUpdated: '2026-11-01',
          sections: {
            hero: { title: 'Published hero', subtitle: 'Published pitch', buttonText: 'Get a Demo' },
            // Its title was malformed and dropped: the default title shows, with the published subtitle.
            stats: { subtitle: 'Published stats copy' },
          },
          dropped: { stats: ['title'] },
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Published hero' })).toBeInTheDocument();
    // The sections under the hero load apart; unpublished ones show their defaults.
    expect(await screen.findByRole('heading', { level: 2, name: s.stats!.title })).toBeInTheDocument();
    expect(screen.getByText('Published stats copy')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: s.solutionTypes!.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: s.cta!.title })).toBeInTheDocument();
  });

  it('the whole page with nothing published: every section from the defaults', async () => {
    render(<HomeSections content={null} />);
    expect(screen.getByRole('heading', { level: 1, name: s.hero!.title })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: s.features!.title })).toBeInTheDocument();
  });
});
