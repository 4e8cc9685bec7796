import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@/testing/render';
import { stubBackend } from '@/testing/stub-backend';
import { PublicLayout } from './PublicLayout';

const toggle = (name: string, enabled: boolean) => ({ id: name, name, enabled, updatedAt: null });

function renderLayout(stub = stubBackend(), route = '/company') {
  return renderWithProviders(
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path="*" element={<h1>Page body</h1>} />
      </Route>
    </Routes>,
    { backend: stub.backend, route },
  );
}

describe('PublicLayout', () => {
  it('footer shows Case Studies and Blog only while their toggles are on, live', async () => {
    const stub = stubBackend({
      collections: { feature_toggles: [toggle('blog', false), toggle('case-studies', true)] },
    });
    renderLayout(stub);
    // The footer's code loads apart from the page's first script.
    const resources = await screen.findByRole('navigation', { name: 'Resources' });
    // Both links show while the toggles load; then Blog's goes.
    await waitFor(() => expect(within(resources).queryByRole('link', { name: 'Blog' })).not.toBeInTheDocument());
    expect(within(resources).getByRole('link', { name: 'Case Studies' })).toBeInTheDocument();
    expect(within(resources).getByRole('link', { name: 'Community' })).toHaveAttribute('href', '/community');
    expect(within(resources).getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support');

    act(() => stub.emit('feature_toggles', [toggle('blog', true), toggle('case-studies', false)]));
    expect(await within(resources).findByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(within(resources).queryByRole('link', { name: 'Case Studies' })).not.toBeInTheDocument();
  });

  it('a missing toggle counts as enabled', async () => {
    renderLayout(stubBackend({ collections: { feature_toggles: [] } }));
    const resources = await screen.findByRole('navigation', { name: 'Resources' });
    expect(await within(resources).findByRole('link', { name: 'Blog' })).toBeInTheDocument();
    expect(within(resources).getByRole('link', { name: 'Case Studies' })).toBeInTheDocument();
  });

  it('footer has the four solutions, legal links, admin link and the 2025 copyright', async () => {
    renderLayout();
    const solutions = await screen.findByRole('navigation', { name: 'Solutions' });
    const links = within(solutions).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Automation Engine',
      'Workflow Designer',
      'Analytics Suite',
      'Integrations',
    ]);
    links.forEach((l) => expect(l).toHaveAttribute('href', '/solutions'));
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin/login');
    expect(screen.getByText(/© 2025 Structura AI/)).toBeInTheDocument();
  });

  it('header links, and "Get a Demo" opens the demo dialog', async () => {
    const { store, user } = renderLayout();
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(main)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Solutions', '/solutions'],
      ['Technology', '/technology'],
      ['Resources', '/resources'],
      ['Company', '/company'],
    ]);
    expect(screen.getByRole('link', { name: 'Structura AI home' })).toHaveAttribute('href', '/');
    await user.click(screen.getAllByRole('link', { name: 'Get a Demo' })[0]!);
    expect(store.getState().ui.demo.status).toBe('open');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('mobile menu opens, closes, and closes when a link is tapped', async () => {
    const { store, user } = renderLayout();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(store.getState().ui.menuOpen).toBe(true);
    const mobile = await screen.findByRole('navigation', { name: 'Mobile' });
    await user.click(within(mobile).getByRole('link', { name: 'Resources' }));
    expect(store.getState().ui.menuOpen).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    await user.click(
      within(await screen.findByRole('navigation', { name: 'Mobile' })).getByRole('button', { name: 'Close menu' }),
    );
    expect(store.getState().ui.menuOpen).toBe(false);
  });

  it('header turns to glass only after 50 px of scroll', async () => {
    renderLayout();
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-glass', 'false');
    const scroll = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        fireEvent.scroll(window);
      });
    scroll(50);
    expect(header).toHaveAttribute('data-glass', 'false');
    scroll(51);
    expect(header).toHaveAttribute('data-glass', 'true');
    scroll(0);
    expect(header).toHaveAttribute('data-glass', 'false');
  });
});
