// The entity layer's orderable and keyed capabilities: what a move writes, where the buttons are
// enabled, and one record per key.
import { screen } from '@testing-library/react';
import { EntityTable } from '@/components/admin/EntityTable';
import { faqEntity } from '@/features/faq/entity';
import { socialLinkEntity } from '@/features/social/entity';
import { teamEntity } from '@/features/team/entity';
import { resourceEntity } from '@/features/resources/entity';
import { entityEndpoints, entityToasts, inOrder, keyedId, moveEndpointName, planMove } from '@/lib/entity';
import type { PlainDoc } from '@/lib/data';
import { makeTestStore, renderWithProviders } from '@/testing/render';
import { stubBackend } from '@/testing/stub-backend';

jest.setTimeout(20000);

type Unwrappable = { unwrap: () => Promise<unknown> };

const rows = [
  { id: 'c', name: 'Carol', order: 3 },
  { id: 'a', name: 'Ada', order: 1 },
  { id: 'b', name: 'Babbage', order: 2 },
];

describe('planMove', () => {
  it('swaps the record with its neighbour in order (not in array order)', () => {
    expect(planMove(rows, 'b', 'up', 'order')).toEqual([
      { id: 'b', order: 1 },
      { id: 'a', order: 2 },
    ]);
    expect(planMove(rows, 'b', 'down', 'order')).toEqual([
      { id: 'c', order: 2 },
      { id: 'b', order: 3 },
    ]);
  });
  it('has nothing to do for the first going up, the last going down or an unknown record', () => {
    expect(planMove(rows, 'a', 'up', 'order')).toBeNull();
    expect(planMove(rows, 'c', 'down', 'order')).toBeNull();
    expect(planMove(rows, 'zz', 'up', 'order')).toBeNull();
  });
  it('still moves records that share a value (ties are in id order)', () => {
    const tied = [
      { id: 'y', order: 5 },
      { id: 'x', order: 5 },
    ];
    expect(inOrder(tied, 'order').map((r) => r.id)).toEqual(['x', 'y']);
    const plan = planMove(tied, 'y', 'up', 'order');
    expect(plan).toEqual([
      { id: 'y', order: 5 },
      { id: 'x', order: 6 },
    ]);
  });
});

describe('definitions', () => {
  it('team, FAQs and social links are orderable by order; only orderable ones get a move toast', () => {
    for (const def of [teamEntity, faqEntity, socialLinkEntity]) expect(def.orderable).toEqual({ field: 'order' });
    expect(entityToasts(teamEntity)[moveEndpointName(teamEntity)]).toEqual({ error: 'Failed to move team member' });
    expect(entityToasts(faqEntity).moveFAQ?.error).toBe('Failed to move FAQ');
    expect(Object.keys(entityToasts(resourceEntity))).not.toContain('moveResource');
  });
  it('a social link is keyed by its network in lower case', () => {
    expect(keyedId(socialLinkEntity, { network: 'LinkedIn' })).toBe('linkedin');
    expect(keyedId(socialLinkEntity, { network: 'X' })).toBe('x');
    expect(keyedId(teamEntity, { name: 'Ada' })).toBeUndefined();
  });
});

describe('entityEndpoints: move and keyed add', () => {
  const teamApi = entityEndpoints(teamEntity);
  const socialApi = entityEndpoints(socialLinkEntity);
  const endpoints = (teamApi as unknown as { names: { list: string } }).names;

  async function storeWith(collections: Record<string, PlainDoc[]>) {
    const stub = stubBackend({ collections });
    const store = makeTestStore(stub.backend);
    const { api } = await import('@/lib/data/api');
    const e = api.endpoints as unknown as Record<string, { initiate: (a?: unknown) => never }>;
    const run = <R = unknown,>(name: string, arg?: unknown): R => store.dispatch(e[name]!.initiate(arg)) as R;
    return { stub, run };
  }

  it('a move writes both records and an audit entry for each, in one batch', async () => {
    const team = rows.map((r) => ({ ...r, role: 'Engineer', bio: '', image: '' }));
    const { stub, run } = await storeWith({ team });
    // The table's live list is what a move reads (as on the page).
    await (run(endpoints.list) as unknown as Promise<unknown>);
    await run<Unwrappable>(moveEndpointName(teamEntity), { id: 'c', direction: 'up' }).unwrap();
    expect(stub.writes).toEqual([
      { op: 'batch:update', path: 'team/c', data: { order: 2, rev: 1 } },
      {
        op: 'batch:set',
        path: expect.stringMatching(/^audit_log\//),
        data: expect.objectContaining({ recordId: 'c', title: 'Carol', action: 'updated' }),
      },
      { op: 'batch:set', path: 'audit_heads/team__c', data: { lastId: expect.any(String) } },
      { op: 'batch:update', path: 'team/b', data: { order: 3, rev: 1 } },
      {
        op: 'batch:set',
        path: expect.stringMatching(/^audit_log\//),
        data: expect.objectContaining({ recordId: 'b', title: 'Babbage', action: 'updated' }),
      },
      { op: 'batch:set', path: 'audit_heads/team__b', data: { lastId: expect.any(String) } },
    ]);
  });

  it('adds a social link at its network id, and refuses a second link for a network', async () => {
    const social = [
      { id: 'linkedin', network: 'LinkedIn', url: 'https://www.linkedin.com/c', enabled: true, order: 1 },
    ];
    const { stub, run } = await storeWith({ social_links: social });
    const names = socialApi.names;
    await (run(names.list) as unknown as Promise<unknown>);
    const again = { network: 'LinkedIn', url: 'https://www.linkedin.com/other', enabled: true, order: 2 };
    await expect(run<Unwrappable>(names.add, again).unwrap()).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'network: LinkedIn already has a record',
    });
    expect(stub.writes).toEqual([]);
    const x = { network: 'X', url: 'https://x.com/s', enabled: true, order: 2 };
    const id = await run<Unwrappable>(names.add, x).unwrap();
    expect(id).toBe('x');
    expect(stub.writes[0]).toMatchObject({ op: 'batch:set', path: 'social_links/x' });
    const moved = { id: 'linkedin', values: { ...again, network: 'GitHub' } };
    await expect(run<Unwrappable>(names.update, moved).unwrap()).rejects.toMatchObject({ code: 'invalid-argument' });
  });
});

describe('EntityTable: Move up / Move down', () => {
  it('names each button after its record, disables the ends and reports the move', async () => {
    const onMove = jest.fn();
    const { user } = renderWithProviders(
      <EntityTable
        def={teamEntity}
        rows={rows.map((r) => ({ ...r, role: 'Engineer', bio: '', image: '' }))}
        loading={false}
        move={{ field: 'order', onMove }}
      />,
      { backend: stubBackend().backend },
    );
    expect(await screen.findByRole('button', { name: 'Move up: Ada' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down: Carol' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move up: Carol' })).toHaveTextContent('Move up');
    await user.click(screen.getByRole('button', { name: 'Move down: Ada' }));
    expect(onMove).toHaveBeenCalledWith('a', 'down');
  });
});
