// Controls whose handler is all they have are not offered as pressable until the app has hydrated
// them (useHydrated): the server's HTML (what a visitor gets before the app starts, and without
// JavaScript) has the phone menu as a link to a server-rendered menu, and the community's ways in
// disabled with a <noscript> note; once hydrated, they are live buttons.
import { act, fireEvent, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { createEmotionCache } from '@/app/emotion';
import { AppProviders } from '@/app/providers';
import { Header } from '@/components/layout/Header';
import { MemberBar } from '@/features/community/components/MemberBar';
import { SignInPrompt } from '@/features/community/components/SignInPrompt';
import { makeTestStore } from '@/testing/render';
import { stubBackend } from '@/testing/stub-backend';
import { useHydrated } from '@/components/ui/useHydrated';

/** `ui()` rendered as the server does, then hydrated in the browser: the server's markup (a copy,
 *  as the visitor had it before the app) and the live container. */
async function serverThenHydrated(ui: () => ReactElement) {
  const html = renderToString(ui());
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = html;
  const before = container.cloneNode(true) as HTMLElement;
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, ui(), { onRecoverableError: (error) => void errors.push(error) });
  });
  return { before, container, errors };
}

afterEach(() => document.body.replaceChildren());

function Probe() {
  return <p>{useHydrated() ? 'hydrated' : 'not yet'}</p>;
}

describe('useHydrated', () => {
  it('is false on the server and while hydrating, true once hydrated', async () => {
    const { before, container, errors } = await serverThenHydrated(() => <Probe />);
    expect(before).toHaveTextContent('not yet');
    expect(container).toHaveTextContent('hydrated');
    expect(errors).toEqual([]);
  });
});

describe("the header's phone menu", () => {
  const header = (onMenuToggle: () => void) => () => (
    <MemoryRouter>
      <Header
        logoUrl={null}
        menuOpen={false}
        onMenuToggle={onMenuToggle}
        onMenuClose={() => {}}
        onDemoClick={() => {}}
        demoHref="/?demo"
      />
    </MemoryRouter>
  );

  it('is a link to the server-rendered menu before the app, a button that opens the drawer after', async () => {
    const toggle = jest.fn();
    const { before, container, errors } = await serverThenHydrated(header(toggle));

    // Before the app: a link to #site-menu, where the header's links are, in the HTML.
    const link = within(before).getByRole('link', { name: 'Open menu' });
    expect(link).toHaveAttribute('href', '#site-menu');
    expect(link).not.toHaveAttribute('role');
    expect(link).not.toHaveAttribute('aria-expanded');
    const menu = before.querySelector('nav#site-menu');
    expect(menu).toHaveAttribute('aria-label', 'Menu');
    expect([...menu!.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Solutions', '/solutions'],
      ['Technology', '/technology'],
      ['Resources', '/resources'],
      ['Company', '/company'],
      ['Close menu', '#'],
    ]);

    // Hydrated: a button for the drawer; the click goes to the app, not to the link's target.
    const button = within(container).getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'mobile-menu');
    expect(fireEvent.click(button)).toBe(false); // default prevented
    fireEvent.keyDown(button, { key: ' ' });
    expect(toggle).toHaveBeenCalledTimes(2);
    expect(errors).toEqual([]);
  });
});

describe("the community's ways in", () => {
  function community(onAuth: (mode: string) => void) {
    // Signed out already: even so, nothing is pressable before the app has hydrated it.
    const store = makeTestStore(stubBackend().backend, {
      preloadedState: { auth: { status: 'signedOut', user: null } },
    });
    return () => (
      <AppProviders store={store} emotionCache={createEmotionCache()}>
        <MemberBar onAuth={onAuth} />
        <SignInPrompt action="Sign in to post" text="Members can start discussions." onSignIn={() => onAuth('post')} />
      </AppProviders>
    );
  }
  const NAMES = ['Join the community', 'Sign in', 'Sign in to post'];

  it('are disabled in the server HTML, with a noscript note, and live once hydrated', async () => {
    const onAuth = jest.fn();
    const { before, container, errors } = await serverThenHydrated(community(onAuth));

    for (const name of NAMES) expect(within(before).getByRole('button', { name })).toBeDisabled();
    // (A browser with scripting on keeps a <noscript>'s content as text.)
    const notes = [...before.querySelectorAll('noscript')].map((n) => n.textContent?.replace(/<[^>]+>/g, ''));
    expect(notes).toEqual([
      expect.stringMatching(/^Signing in needs JavaScript, which is off in this browser/),
      'Signing in needs JavaScript, which is off in this browser.',
    ]);

    for (const name of NAMES) expect(within(container).getByRole('button', { name })).toBeEnabled();
    fireEvent.click(within(container).getByRole('button', { name: 'Sign in' }));
    fireEvent.click(within(container).getByRole('button', { name: 'Sign in to post' }));
    expect(onAuth.mock.calls).toEqual([['signIn'], ['post']]);
    expect(errors).toEqual([]);
  });
});
