// The demo form in the page's language (issue 41): a German page's dialog speaks German (title,
// text, labels, buttons, the reasons at the fields, the thank-you, a refused post's reasons) and
// its lead records `de`. The English texts are the spec's (DemoDialog.test.tsx).
import { act, screen, within } from '@testing-library/react';
import { useSelector } from 'react-redux';
import userEvent from '@testing-library/user-event';
import { demoOpened, demoShownByUrl, selectDemo } from '@/features/ui/uiSlice';
import { provideShellImports, shellMessages } from '@/i18n/catalog';
import { LocaleProvider } from '@/i18n/locale-context';
import { pageMessages } from '@/i18n/page-messages';
import { shellImports } from '@/i18n/shell-imports';
import { renderWithProviders } from '@/testing/render';
import { stubBackend } from '@/testing/stub-backend';
import { BUSY } from '../../../../functions/src/leads/form-post';
import DemoDialog from './DemoDialog';

beforeAll(async () => {
  provideShellImports(shellImports);
  await Promise.all([shellMessages.load('de'), pageMessages.load('de'), pageMessages.load('es')]);
});

/** The dialog as the layout mounts it: once it is first shown (its state as the server sent it). */
function Mounted() {
  return useSelector(selectDemo).status === 'closed' ? null : <DemoDialog />;
}

const german = (backend = stubBackend().backend, ui = <DemoDialog />) =>
  renderWithProviders(<LocaleProvider locale="de">{ui}</LocaleProvider>, { backend, route: '/de/' });

describe('DemoDialog in German', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows German texts and labels, German reasons at the fields, and records de on the lead', async () => {
    const stub = stubBackend();
    const { store, container } = german(stub.backend);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    act(() => void store.dispatch(demoOpened()));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Demo anfordern' })).toBeInTheDocument();
    expect(within(dialog).getByText(/Füllen Sie das folgende Formular aus/)).toBeInTheDocument();
    for (const label of ['Name', 'E-Mail', 'Unternehmen', 'Projektbeschreibung'])
      expect(screen.getByLabelText(label, { exact: false })).toBeRequired();
    expect(screen.getByLabelText('Telefon (optional)')).not.toBeRequired();
    expect(screen.getByRole('link', { name: 'Abbrechen' })).toBeInTheDocument();
    // The form without JavaScript posts the page's language too.
    expect(container.ownerDocument.querySelector('input[type=hidden][name=locale]')).toHaveValue('de');

    // A field left empty, an address that is not one: the reasons in German.
    await user.click(screen.getByLabelText('Name', { exact: false }));
    await user.click(screen.getByLabelText('E-Mail', { exact: false }));
    expect(await screen.findByText('Bitte geben Sie Ihren Namen ein')).toBeInTheDocument();
    await user.paste('kein-at-zeichen');
    await user.click(screen.getByLabelText('Unternehmen', { exact: false }));
    expect(await screen.findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein')).toBeInTheDocument();
    expect(screen.queryByText('Please enter your name')).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('Name', { exact: false }));
    await user.paste('Ada Lovelace');
    await user.clear(screen.getByLabelText('E-Mail', { exact: false }));
    await user.paste('ada@example.com');
    await user.click(screen.getByLabelText('Unternehmen', { exact: false }));
    await user.paste('Analytische Tragwerke GmbH');
    await user.click(screen.getByLabelText('Projektbeschreibung', { exact: false }));
    await user.paste('Stahlbetonskelett, 6 Geschosse');
    await user.click(screen.getByRole('button', { name: 'Demo anfordern' }));
    expect(screen.getByRole('button', { name: 'Wird gesendet...' })).toBeDisabled();
    await act(async () => void jest.advanceTimersByTime(1000));
    expect(await screen.findByRole('heading', { name: 'Vielen Dank!' })).toBeInTheDocument();
    expect(screen.getByText(/Vielen Dank, dass Sie sich in unsere Warteliste eingetragen haben/)).toBeInTheDocument();
    expect(stub.writes).toEqual([
      expect.objectContaining({
        op: 'add',
        path: 'demo_requests',
        data: expect.objectContaining({ name: 'Ada Lovelace', locale: 'de', source: 'Get a Demo' }),
      }),
    ]);
  }, 20_000); // (a dozen fields typed: slow on a loaded machine)

  it("words a refused post's reasons (the server's, in English) in German, keeping what was typed", async () => {
    const { store } = german(undefined, <Mounted />);
    act(
      () =>
        void store.dispatch(
          demoShownByUrl({
            status: 'open',
            title: 'Get a Demo',
            error: BUSY,
            form: {
              values: { name: '', email: 'nope', phone: '', company: 'ACME Bau', projectDescription: 'Brücke' },
              errors: { name: 'Please enter your name', email: 'Please enter a valid email address' },
            },
          }),
        ),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/Heute können wir keine weiteren Anfragen annehmen/);
    expect(within(dialog).getByText('Bitte geben Sie Ihren Namen ein')).toBeInTheDocument();
    expect(within(dialog).getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein')).toBeInTheDocument();
    expect(screen.getByLabelText('Unternehmen', { exact: false })).toHaveValue('ACME Bau');
    expect(within(dialog).queryByText(/Please/)).not.toBeInTheDocument();
  });

  it('a Spanish page says it in Spanish', async () => {
    const { store } = renderWithProviders(
      <LocaleProvider locale="es">
        <DemoDialog />
      </LocaleProvider>,
      { backend: stubBackend().backend, route: '/es/' },
    );
    act(() => void store.dispatch(demoOpened()));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Solicitar una demo' })).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico', { exact: false })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Solicitar demo' })).toBeInTheDocument();
  });
});
