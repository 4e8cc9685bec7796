import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { teamEntity } from '@/features/team/entity';
import { renderWithProviders } from '@/testing/render';
import { stubBackend } from '@/testing/stub-backend';
import { EntityForm } from '@/components/admin/EntityForm';

const def = { singular: teamEntity.singular, input: teamEntity.input, fields: teamEntity.fields };

function renderForm(onSubmit: (v: unknown) => Promise<boolean>, error: string | null = null) {
  return renderWithProviders(
    <EntityForm
      def={def}
      initial={teamEntity.empty}
      mode="create"
      onSubmit={onSubmit}
      onCancel={() => {}}
      error={error}
    />,
    { backend: stubBackend().backend },
  );
}

// Form interaction on a loaded 2-core machine can exceed jest's default 5 s.
jest.setTimeout(20000);

describe('EntityForm', () => {
  it('shows limits as the person types and names the reason at the field', async () => {
    const { user } = renderForm(async () => true);
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.type(name, 'Ada');
    expect(screen.getByText('3/100')).toBeInTheDocument();
    await user.clear(name);
    await user.click(name);
    await user.paste('x'.repeat(101));
    await user.tab();
    expect(await screen.findByText('At most 100 characters')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses to submit invalid input and says which field is wrong', async () => {
    const submit = jest.fn(async () => true);
    const { user } = renderForm(submit);
    await user.click(screen.getByRole('button', { name: 'Add team member' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Role is required')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('is busy while saving and keeps everything typed when the write fails', async () => {
    let finish: (ok: boolean) => void = () => {};
    const submit = jest.fn((_values: unknown) => new Promise<boolean>((resolve) => (finish = resolve)));
    function Harness() {
      // As EntityPage does: a failed write becomes the form's error.
      const [error, setError] = useState<string | null>(null);
      return (
        <EntityForm
          def={def}
          initial={teamEntity.empty}
          mode="create"
          onCancel={() => {}}
          error={error}
          onSubmit={async (v) => {
            const ok = await submit(v);
            if (!ok) setError('You do not have permission to save this.');
            return ok;
          }}
        />
      );
    }
    const { user } = renderWithProviders(<Harness />, { backend: stubBackend().backend });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Grace Hopper');
    await user.type(screen.getByRole('textbox', { name: 'Role' }), 'Chief Engineer');
    await user.click(screen.getByRole('button', { name: 'Add team member' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(submit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Grace Hopper', role: 'Chief Engineer' }));
    act(() => finish(false));
    expect(await screen.findByText(/Your changes are still here/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add team member' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Grace Hopper');
    expect(screen.getByRole('textbox', { name: 'Role' })).toHaveValue('Chief Engineer');
  });
});
