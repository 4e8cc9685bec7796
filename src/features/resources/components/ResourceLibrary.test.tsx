import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { PlainDoc } from '@/lib/data';
import { renderWithProviders } from '@/testing/render';
import { stubBackend } from '@/testing/stub-backend';
import { ResourceDetailsDialog } from './ResourceDetailsDialog';
import { ResourceLibrary } from './ResourceLibrary';
import { TypeFilter } from './TypeFilter';
import { UpcomingEvents } from './UpcomingEvents';
import { LocaleProvider } from '@/i18n/locale-context';
import { pageMessages } from '@/i18n/page-messages';

const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const resource = (id: string, type: string, extra: Partial<PlainDoc> = {}): PlainDoc => ({
  id,
  title: `Title ${id}`,
  description: `About ${id}`,
  type,
  url: `/resources/${id}`,
  active: true,
  views: 10,
  rating: 4,
  createdAt: at(-30),
  updatedAt: at(-30),
  ...extra,
});

const RESOURCES = [
  resource('guide-1', 'guide'),
  resource('paper-1', 'whitepaper', { url: undefined, fileUrl: '/downloads/paper.pdf' }),
  resource('event-late', 'event', { eventDate: at(40), location: 'Online' }),
  resource('event-past', 'event', { eventDate: at(-10) }),
  resource('guide-2', 'guide', { description: 'Punching shear at columns' }),
  resource('event-soon', 'event', { eventDate: at(5) }),
];

/** The URL's query, shown for the tests. */
function Query() {
  return <output aria-label="Query">{useLocation().search}</output>;
}

function Library() {
  return (
    <>
      <TypeFilter />
      <ResourceLibrary />
      <ResourceDetailsDialog />
      <Query />
    </>
  );
}

const setup = (ui: React.ReactElement, docs: PlainDoc[] = RESOURCES, route = '/') => {
  const stub = stubBackend({ collections: { resources: docs } });
  return { ...stub, ...renderWithProviders(ui, { backend: stub.backend, route }) };
};
const query = () => screen.getByRole('status', { name: 'Query' }).textContent;
const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Resources' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('resource library', () => {
  it('shows every resource with its type, title, description and date', async () => {
    setup(<Library />);
    await screen.findByText('Title guide-1');
    expect(cardTitles()).toHaveLength(6);
    const card = screen.getByRole('article', { name: 'Title guide-2' });
    expect(within(card).getByText('Guide')).toBeInTheDocument();
    expect(within(card).getByText('Punching shear at columns')).toBeInTheDocument();
    expect(card.querySelector('time')).toHaveAttribute('dateTime', RESOURCES[4]!.createdAt);
  });

  it('filters by type with the chips, links to the filtered URL, one current at a time', async () => {
    const { user } = setup(<Library />);
    await screen.findByText('Title guide-1');
    const chips = screen.getByRole('group', { name: 'Filter by type' });
    expect(within(chips).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'true');
    expect(within(chips).getByRole('link', { name: 'Webinars' })).toHaveAttribute('href', '/?type=webinar#library');

    await user.click(within(chips).getByRole('link', { name: 'Guides' }));
    expect(cardTitles()).toEqual(['Title guide-1', 'Title guide-2']);
    expect(within(chips).getByRole('link', { name: 'Guides' })).toHaveAttribute('aria-current', 'true');
    expect(within(chips).getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
    expect(within(chips).getByRole('link', { name: 'All' })).toHaveAttribute('href', '/#library');
    expect(query()).toBe('?type=guide');

    await user.click(within(chips).getByRole('link', { name: 'Events' }));
    expect(cardTitles()).toEqual(['Title event-late', 'Title event-past', 'Title event-soon']);

    await user.click(within(chips).getByRole('link', { name: 'Videos' }));
    expect(screen.getByText('No videos match your filter.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Show all resources' }));
    expect(cardTitles()).toHaveLength(6);
    expect(query()).toBe('');
  });

  it('searches titles and descriptions, keeping the search in the URL', async () => {
    const { user } = setup(<Library />);
    await screen.findByText('Title guide-1');
    await user.type(screen.getByRole('searchbox', { name: 'Search resources' }), 'punching');
    expect(cardTitles()).toEqual(['Title guide-2']);
    expect(query()).toBe('?q=punching');
  });

  it('reads the filter from the URL, as the server renders it', async () => {
    setup(<Library />, RESOURCES, '/?type=event&q=late');
    expect(await screen.findByText('Title event-late')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Title event-late']);
    const chips = screen.getByRole('group', { name: 'Filter by type' });
    expect(within(chips).getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search resources' })).toHaveValue('late');
    // A chip keeps the search; an unknown type is all of them.
    expect(within(chips).getByRole('link', { name: 'Guides' })).toHaveAttribute('href', '/?type=guide&q=late#library');
  });

  it('is a GET form without the app: the search is sent with the type', async () => {
    setup(<Library />, RESOURCES, '/?type=guide');
    await screen.findByText('Title guide-1');
    const form = screen.getByRole('search', { name: 'Resources' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/resources#library');
    expect(form).toHaveFormValues({ type: 'guide', q: '' });
  });

  it('opening a resource shows its details, records exactly one view, and offers its file', async () => {
    const { user, writes } = setup(<Library />);
    await screen.findByText('Title guide-1');
    const open = screen.getByRole('link', { name: 'Open Title paper-1' });
    expect(open).toHaveAttribute('href', '/?resource=paper-1');

    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Title paper-1' });
    expect(within(dialog).getByText('About paper-1')).toBeInTheDocument();
    expect(within(dialog).getByText(/10 views · rated 4\.0 out of 5/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', '/downloads/paper.pdf');
    await waitFor(() => expect(writes).toEqual([{ op: 'increment', path: 'resources/paper-1' }]));

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('link', { name: 'Open Title paper-1' }));
    await screen.findByRole('dialog', { name: 'Title paper-1' });
    await waitFor(() => expect(writes).toHaveLength(2)); // every opening counts
  });

  it('a shared link opens the resource; an unpublished one says it is not available', async () => {
    const stub = stubBackend({ collections: { resources: RESOURCES } });
    const { unmount } = renderWithProviders(<Library />, { backend: stub.backend, route: '/?resource=guide-2' });
    expect(await screen.findByRole('dialog', { name: 'Title guide-2' })).toBeInTheDocument();
    await waitFor(() => expect(stub.writes).toEqual([{ op: 'increment', path: 'resources/guide-2' }]));
    unmount();

    const gone = stubBackend({ collections: { resources: RESOURCES } });
    renderWithProviders(<Library />, { backend: gone.backend, route: '/?resource=retired-guide' });
    expect(await screen.findByRole('dialog', { name: 'Resource not available' })).toBeInTheDocument();
    expect(gone.writes).toEqual([]);
  });

  it('shows skeletons, then an empty state or an error', async () => {
    const { backend } = stubBackend();
    backend.listenQuery = () => () => {};
    const { unmount } = renderWithProviders(<ResourceLibrary />, { backend });
    expect(screen.getByLabelText('Loading resources')).toHaveAttribute('aria-busy', 'true');
    unmount();

    const empty = setup(<ResourceLibrary />, []);
    expect(await screen.findByText(/No resources have been published yet/)).toBeInTheDocument();
    empty.unmount();

    const failing = stubBackend();
    failing.backend.listenQuery = (_p, _s, _n, error) => {
      queueMicrotask(() => error({ code: 'unavailable', message: 'offline' }));
      return () => {};
    };
    renderWithProviders(<ResourceLibrary />, { backend: failing.backend });
    expect(await screen.findByRole('alert')).toHaveTextContent(/couldn’t load the resource library/);
  });
});

describe('in German', () => {
  const inGerman = (route: string) =>
    setup(
      <LocaleProvider locale="de">
        <Library />
      </LocaleProvider>,
      RESOURCES,
      route,
    );
  beforeAll(() => pageMessages.load('de'));

  it('names the types, the search and the dates in German', async () => {
    inGerman('/');
    await screen.findByText('Title guide-1');
    const chips = screen.getByRole('group', { name: 'Nach Typ filtern' });
    expect(within(chips).getByRole('link', { name: 'Leitfäden' })).toHaveAttribute('href', '/?type=guide#library');
    expect(screen.getByRole('searchbox', { name: 'Ressourcen durchsuchen' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Title guide-2' });
    expect(within(card).getByText('Leitfaden')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Title guide-2 öffnen' })).toHaveTextContent('Öffnen');
    expect(card.querySelector('time')).toHaveTextContent(/^\d{2}\.\d{2}\.\d{4}$/);
  });

  it('says an empty filter and a resource’s views and rating in German', async () => {
    const { unmount } = inGerman('/?type=video');
    expect(await screen.findByText('Keine Videos passen zu Ihrem Filter.')).toBeInTheDocument();
    unmount();
    inGerman('/?resource=paper-1');
    const dialog = await screen.findByRole('dialog', { name: 'Title paper-1' });
    expect(within(dialog).getByText(/10 Aufrufe · mit 4,0 von 5 bewertet/)).toBeInTheDocument();
  });
});

describe('upcoming events', () => {
  it('lists only future events, soonest first', async () => {
    setup(<UpcomingEvents />);
    const list = await screen.findByRole('list', { name: 'Upcoming events' });
    const titles = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(['Title event-soon', 'Title event-late']);
    expect(within(list).getByText('Online')).toBeInTheDocument();
  });

  it('says so when no event is coming up', async () => {
    setup(<UpcomingEvents />, [resource('event-past', 'event', { eventDate: at(-1) })]);
    expect(await screen.findByText(/No events are scheduled right now/)).toBeInTheDocument();
  });

  it('opening an event shows it and records one view of it', async () => {
    const { user, writes } = setup(
      <>
        <UpcomingEvents />
        <ResourceDetailsDialog />
      </>,
    );
    await user.click(await screen.findByRole('link', { name: 'Open Title event-soon' }));
    expect(await screen.findByRole('dialog', { name: 'Title event-soon' })).toBeInTheDocument();
    await waitFor(() => expect(writes).toEqual([{ op: 'increment', path: 'resources/event-soon' }]));
  });
});
