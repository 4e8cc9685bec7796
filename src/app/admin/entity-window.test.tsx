// A windowed entity's page (EntityDef.window) on a small in-memory backend that honours limit and
// range filters: the window line, Load more, and a server search merged into the table.
import { screen, waitFor } from '@testing-library/react';
import { EntityPage } from '@/components/admin/EntityPage';
import { resourceEntity } from '@/features/resources/entity';
import type { PlainDoc, QuerySpec } from '@/lib/data';
import { entityEndpoints, type StaffRole } from '@/lib/entity';
import { renderWithProviders } from '@/testing/render';
import { stubBackend } from '@/testing/stub-backend';

jest.setTimeout(20000);

const resource = (i: number, title = `Guide ${i}`): PlainDoc => ({
  id: `r${i}`,
  title,
  description: '',
  type: 'guide',
  active: true,
  views: 0,
  rating: 0,
  createdAt: new Date(Date.UTC(2026, 0, 1) - i * 60_000).toISOString(),
  updatedAt: null,
});
// r0 is the newest; r9, the oldest, is "Zed crane guide".
const DOCS = [...Array.from({ length: 9 }, (_, i) => resource(i)), resource(9, 'Zed crane guide')];

/** The stub, but listening honours the query's range filters and limit (newest first). */
function windowBackend() {
  const specs: QuerySpec[] = [];
  const base = stubBackend({ collections: { resources: DOCS } }).backend;
  const backend = {
    ...base,
    listenQuery: (path: string, spec: QuerySpec, next: (docs: PlainDoc[]) => void) => {
      specs.push(spec);
      let docs = path === 'resources' ? DOCS : [];
      for (const [field, op, value] of spec.where ?? [])
        docs = docs.filter((d) =>
          op === '>=' ? String(d[field]) >= String(value) : String(d[field]) <= String(value),
        );
      queueMicrotask(() => next(docs.slice(0, spec.limit ?? docs.length)));
      return () => {};
    },
  };
  return { backend, specs };
}

const resourcesApi = entityEndpoints(resourceEntity);
const EDITOR: StaffRole = 'editor';

function renderPage(route: string) {
  const { backend, specs } = windowBackend();
  const view = renderWithProviders(<EntityPage def={resourceEntity} api={resourcesApi} role={EDITOR} />, {
    backend,
    route,
  });
  return { ...view, specs };
}

test('the table says how much of the collection its window shows, and Load more raises it', async () => {
  const { user, specs } = renderPage('/?limit=3');
  expect(await screen.findByText('Showing 3 of 10 resources')).toBeInTheDocument();
  expect(specs).toContainEqual(expect.objectContaining({ orderBy: [['createdAt', 'desc']], limit: 3 }));
  await user.click(screen.getByRole('button', { name: 'Load 500 more' }));
  expect(await screen.findByText('Showing all 10 resources')).toBeInTheDocument();
  expect(specs).toContainEqual(expect.objectContaining({ limit: 503 }));
  expect(screen.queryByRole('button', { name: /Load .* more/ })).not.toBeInTheDocument();
});

test('a search asks the server for what the window lacks and says the results come from it', async () => {
  const { user, specs } = renderPage('/?limit=3');
  await screen.findByText('Showing 3 of 10 resources');
  expect(screen.queryByText('Zed crane guide')).not.toBeInTheDocument();
  await user.type(screen.getByRole('searchbox'), 'zed');
  expect(
    await screen.findByText(/Includes 1 result from a server search: resources whose title starts with “zed”/),
  ).toBeInTheDocument();
  expect(await screen.findByText('Zed crane guide')).toBeInTheDocument();
  // Tried as typed and capitalised: a prefix range on the title.
  await waitFor(() =>
    expect(specs).toContainEqual(
      expect.objectContaining({
        where: [
          ['title', '>=', 'Zed'],
          ['title', '<=', 'Zed\uf8ff'],
        ],
      }),
    ),
  );
});

test('a window that holds every record is searched where it is, with no server search note', async () => {
  const { user } = renderPage('/');
  expect(await screen.findByText('Showing all 10 resources')).toBeInTheDocument();
  await user.type(screen.getByRole('searchbox'), 'zed');
  expect(await screen.findByText('Zed crane guide')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Guide 1')).not.toBeInTheDocument());
  expect(screen.queryByText(/server/)).not.toBeInTheDocument();
});
