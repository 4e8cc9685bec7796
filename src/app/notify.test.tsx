import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify, Toaster } from './notify';

// notistack is not in the first paint: the first toast loads it, and no toast is lost meanwhile.
it('shows the toasts raised before notistack loaded, then the later ones', async () => {
  render(<Toaster />);
  expect(document.querySelector('.notistack-SnackbarContainer')).toBeNull();
  act(() => {
    notify({ variant: 'success', title: 'Success', message: 'First, raised before the host loaded' });
    notify({ variant: 'error', title: 'Error', message: 'Second, also queued' });
  });
  expect(await screen.findByText('First, raised before the host loaded')).toBeInTheDocument();
  expect(await screen.findByText('Second, also queued')).toBeInTheDocument();
  act(() => notify({ variant: 'success', title: 'Success', message: 'Third, shown at once' }));
  expect(await screen.findByText('Third, shown at once')).toBeInTheDocument();
  expect(screen.getAllByText('Success')).toHaveLength(2);
});

it('closes a toast before its time with its close button', async () => {
  render(<Toaster />);
  act(() => notify({ variant: 'success', title: 'Success', message: 'Read and closed' }));
  const message = await screen.findByText('Read and closed');
  const alert = message.closest('[role="alert"]') as HTMLElement;
  await userEvent.click(within(alert).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByText('Read and closed')).not.toBeInTheDocument());
});
