import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RowAction } from '@/lib/entity';
import { RowActionButtons } from './RowActions';

type Row = { id: string; hidden: boolean };
const ACTIONS: RowAction<Row>[] = [
  { key: 'hide', label: 'Hide', when: (r) => !r.hidden, patch: { hidden: true }, done: 'Hidden' },
  { key: 'restore', label: 'Restore', when: (r) => r.hidden, patch: { hidden: false }, done: 'Restored' },
  { key: 'delete', label: 'Delete', remove: true, confirm: 'Gone for good.', done: 'Deleted' },
];
const access = { write: 'editor', remove: 'admin' } as const;

function setup(role: 'admin' | 'editor', row: Row = { id: 'p1', hidden: false }) {
  const run = jest.fn().mockResolvedValue(undefined);
  render(
    <RowActionButtons<Row>
      row={row}
      title="Punching shear"
      singular="Discussion"
      actions={ACTIONS}
      access={access}
      role={role}
      run={run}
    />,
  );
  return { run, user: userEvent.setup() };
}

it('runs an action at once, naming the record in the button', async () => {
  const { run, user } = setup('editor');
  await user.click(screen.getByRole('button', { name: 'Hide: Punching shear' }));
  expect(run).toHaveBeenCalledWith({ id: 'p1', hidden: false }, ACTIONS[0]);
});

it('offers only what holds for the row and what the role may do', () => {
  setup('editor', { id: 'p1', hidden: true });
  expect(screen.getByRole('button', { name: 'Restore: Punching shear' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Hide: Punching shear' })).not.toBeInTheDocument();
  // Deleting needs an admin.
  expect(screen.queryByRole('button', { name: 'Delete: Punching shear' })).not.toBeInTheDocument();
});

it('asks before a delete; Cancel runs nothing, the confirmation runs it', async () => {
  const { run, user } = setup('admin');
  await user.click(screen.getByRole('button', { name: 'Delete: Punching shear' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete this discussion?' });
  expect(within(dialog).getByText('Gone for good.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(run).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Delete: Punching shear' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
  expect(run).toHaveBeenCalledWith({ id: 'p1', hidden: false }, ACTIONS[2]);
});
