import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Backend } from '@/lib/data';
import { renderWithProviders } from '@/testing/render';
import { stubBackend } from '@/testing/stub-backend';
import { demoClosed, demoOpened } from '@/features/ui/uiSlice';
import { STAFF_FLAG } from '@/lib/analytics/staff';
import DemoDialog, { DEMO_TEXT, THANK_YOU_TEXT } from './DemoDialog';

const FORM = {
  Name: 'Ada Lovelace',
  Email: 'ada@example.com',
  Company: 'Analytical Structures',
  'Project description': 'Steel frame, 6 storeys',
};

async function fill(user: ReturnType<typeof userEvent.setup>) {
  for (const [label, value] of Object.entries(FORM)) {
    await user.click(screen.getByLabelText(label, { exact: false }));
    await user.paste(value);
  }
}

/** Opens the dialog, fills the required fields and presses "Request Demo". */
async function openAndSubmit(backend: Backend) {
  const rendered = renderWithProviders(<DemoDialog />, { backend });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  act(() => void rendered.store.dispatch(demoOpened()));
  await screen.findByRole('dialog');
  await fill(user);
  await user.click(screen.getByRole('button', { name: 'Request Demo' }));
  return { ...rendered, user };
}

describe('DemoDialog', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs open -> submitting (1 s) -> thank-you (3 s) -> closed, stores the lead and resets the form', async () => {
    const stub = stubBackend();
    const { store } = renderWithProviders(<DemoDialog />, { backend: stub.backend });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    act(() => void store.dispatch(demoOpened()));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Get a Demo' })).toBeInTheDocument();
    expect(within(dialog).getByText(DEMO_TEXT)).toBeInTheDocument();
    expect(screen.getByLabelText('Email', { exact: false })).toHaveAttribute('type', 'email');
    for (const label of ['Name', 'Email', 'Company', 'Project description']) {
      expect(screen.getByLabelText(label, { exact: false })).toBeRequired();
    }
    expect(screen.getByLabelText('Phone (optional)')).not.toBeRequired();

    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Request Demo' }));
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(store.getState().ui.demo.status).toBe('submitting');

    await act(async () => void jest.advanceTimersByTime(999));
    expect(screen.queryByText('Thank You!')).not.toBeInTheDocument();
    await act(async () => void jest.advanceTimersByTime(1));
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    expect(screen.getByText(THANK_YOU_TEXT)).toBeInTheDocument();
    expect(stub.writes).toEqual([
      {
        op: 'add',
        path: 'demo_requests',
        data: {
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          phone: '',
          company: 'Analytical Structures',
          projectDescription: 'Steel frame, 6 storeys',
          source: 'Get a Demo',
          status: 'new',
          // How the visit began and where it was sent from (src/lib/analytics/session.ts).
          attribution: {
            firstTouch: { landingPage: '/', at: expect.any(String) },
            lastTouch: { landingPage: '/', at: expect.any(String) },
            page: '/',
          },
          // Counted by the traffic figures (no GPC / DNT, not staff: src/domain/analytics/lead-visit.ts).
          analytics: 'counted',
        },
      },
    ]);

    await act(async () => void jest.advanceTimersByTime(2999));
    expect(store.getState().ui.demo.status).toBe('thank-you');
    await act(async () => void jest.advanceTimersByTime(1));
    expect(store.getState().ui.demo.status).toBe('closed');

    act(() => void store.dispatch(demoOpened()));
    expect(await screen.findByLabelText('Name', { exact: false })).toHaveValue('');
  });

  it('sends the pages seen in the tab before it and the vitals ratings it measured; a staff browser says so', async () => {
    const stub = stubBackend();
    const { noteRating } = await import('@/lib/analytics/session');
    const { noteVisit } = await import('@/lib/analytics/visited');
    // The page views the router reported in this document (src/lib/analytics/queue.ts).
    for (const path of ['/blog/steel?utm_source=x', '/case-studies/tower', '/pricing']) noteVisit(path);
    noteRating('LCP', 'needs-improvement', true);
    noteRating('LCP', 'good', true); // the worst stays
    localStorage.setItem(STAFF_FLAG, '1');
    try {
      await openAndSubmit(stub.backend);
      await act(async () => void jest.advanceTimersByTime(1000));
      await screen.findByRole('heading', { name: 'Thank You!' });
      expect(stub.writes[0]?.data).toMatchObject({
        analytics: 'staff',
        pagesSeen: ['/blog/steel', '/case-studies/tower', '/pricing'],
        vitalsRatings: { LCP: 'needs-improvement' },
      });
    } finally {
      localStorage.removeItem(STAFF_FLAG);
      sessionStorage.clear();
    }
  });

  it('names the reason at a field once it is left, and sends nothing the schema refuses', async () => {
    const stub = stubBackend();
    const { store } = renderWithProviders(<DemoDialog />, { backend: stub.backend });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    act(() => void store.dispatch(demoOpened()));
    await user.click(await screen.findByLabelText('Name', { exact: false }));
    await user.tab(); // left empty: the browser would refuse it too (required)
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByLabelText('Name', { exact: false })).toHaveAttribute('aria-invalid', 'true');

    await fill(user);
    expect(screen.queryByText('Please enter your name')).not.toBeInTheDocument();
    // Spaces satisfy the browser's "required" but not the schema: the reason shows at the field.
    await user.clear(screen.getByLabelText('Company', { exact: false }));
    await user.type(screen.getByLabelText('Company', { exact: false }), '   ');
    await user.click(screen.getByRole('button', { name: 'Request Demo' }));
    expect(await screen.findByText('Please enter your company')).toBeInTheDocument();
    expect(screen.getByLabelText('Company', { exact: false })).toHaveFocus();
    expect(store.getState().ui.demo.status).toBe('open');
    expect(screen.getByLabelText('Name', { exact: false })).toHaveValue(FORM.Name);
    expect(stub.writes).toEqual([]);
  });

  it('keeps everything typed and explains when the write fails', async () => {
    const stub = stubBackend({ failWrites: { code: 'unavailable', message: 'offline' } });
    const { store } = renderWithProviders(<DemoDialog />, { backend: stub.backend });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    act(() => void store.dispatch(demoOpened('Start Free')));
    expect(await screen.findByRole('heading', { name: 'Start Free' })).toBeInTheDocument();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Request Demo' }));
    await act(async () => void jest.advanceTimersByTime(1000));
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not send your request/i);
    expect(store.getState().ui.demo.status).toBe('open');
    for (const [label, value] of Object.entries(FORM))
      expect(screen.getByLabelText(label, { exact: false })).toHaveValue(value);
    expect(screen.getByRole('button', { name: 'Request Demo' })).toBeEnabled();
  });

  it('gives up after 10 s when the write is never acknowledged (offline), keeping the text', async () => {
    const stub = stubBackend();
    const backend = { ...stub.backend, add: () => new Promise<string>(() => {}) };
    const { store } = await openAndSubmit(backend);
    await act(async () => void jest.advanceTimersByTime(9999));
    expect(store.getState().ui.demo.status).toBe('submitting');
    await act(async () => void jest.advanceTimersByTime(1));
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not send your request/i);
    expect(screen.getByLabelText('Name', { exact: false })).toHaveValue(FORM.Name);
  });

  it('a retry after a timeout waits for the first write instead of storing the lead twice', async () => {
    const stub = stubBackend();
    let acknowledge: (id: string) => void = () => {};
    const adds: unknown[] = [];
    const backend = {
      ...stub.backend,
      add: (_path: string, data: unknown) => {
        adds.push(data);
        return new Promise<string>((resolve) => (acknowledge = resolve));
      },
    };
    const { user } = await openAndSubmit(backend);
    await act(async () => void jest.advanceTimersByTime(10_000));
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not send your request/i);

    await user.click(screen.getByRole('button', { name: 'Request Demo' }));
    await act(async () => acknowledge('lead-1')); // the queued first write reaches the server
    await act(async () => void jest.advanceTimersByTime(1000));
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    expect(adds).toHaveLength(1);
  });

  it('a changed form after a failed write is sent as a new request', async () => {
    const stub = stubBackend();
    const adds: unknown[] = [];
    let fail = true;
    const backend = {
      ...stub.backend,
      add: (_path: string, data: unknown) => {
        adds.push(data);
        const refused = fail;
        // The server's answer takes a moment.
        return new Promise<string>((resolve, reject) =>
          setTimeout(() => (refused ? reject({ code: 'permission-denied', message: 'no' }) : resolve('lead-2')), 200),
        );
      },
    };
    const { user } = await openAndSubmit(backend);
    await act(async () => void jest.advanceTimersByTime(200));
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not send your request/i);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Request Demo' }));
    await act(async () => void jest.advanceTimersByTime(1000));
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    expect(adds).toHaveLength(2); // a rejected write is not waited on again
  });

  it('closing the thank-you early still resets the form', async () => {
    const stub = stubBackend();
    const { store } = await openAndSubmit(stub.backend);
    await act(async () => void jest.advanceTimersByTime(1000));
    await screen.findByRole('heading', { name: 'Thank You!' });
    act(() => void store.dispatch(demoClosed())); // Escape or a backdrop click
    expect(store.getState().ui.demo.status).toBe('closed');
    act(() => void store.dispatch(demoOpened()));
    expect(await screen.findByLabelText('Name', { exact: false })).toHaveValue('');
    expect(screen.getByLabelText('Project description', { exact: false })).toHaveValue('');
  });
});
