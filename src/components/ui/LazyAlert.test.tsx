import Button from '@mui/material/Button';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LazyAlert, preloadAlert } from './LazyAlert';

test('shows the notice and its action at once, as plain text, then as MUI Alert once its code has loaded', async () => {
  const onRetry = jest.fn();
  render(
    <LazyAlert severity="warning" action={<Button onClick={onRetry}>Retry</Button>}>
      Live updates paused
    </LazyAlert>,
  );
  // Before Alert's code has loaded: the same message and action, nothing lost.
  const plain = screen.getByRole('alert');
  expect(plain).toHaveTextContent('Live updates paused');
  expect(plain).not.toHaveClass('MuiAlert-root');
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();

  // Then MUI's Alert, with its severity.
  await screen.findByText('Live updates paused', { selector: '.MuiAlert-message' });
  expect(screen.getByRole('alert')).toHaveClass('MuiAlert-colorWarning');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test('a later notice shows as MUI Alert from its first render', async () => {
  render(<LazyAlert severity="info">Offline</LazyAlert>);
  await screen.findByText('Offline', { selector: '.MuiAlert-message' });
  render(<LazyAlert severity="error">Second</LazyAlert>);
  expect(screen.getByText('Second', { selector: '.MuiAlert-message' })).toBeInTheDocument();
});

test('renders on a server as the plain notice, even once Alert has loaded, so hydration matches it', async () => {
  const { renderToString } = await import('react-dom/server');
  await preloadAlert();
  const html = renderToString(<LazyAlert severity="info">Offline</LazyAlert>);
  expect(html).toContain('Offline');
  expect(html).not.toContain('MuiAlert');
  // In the browser, once loaded, it is MUI's Alert from the first render.
  render(<LazyAlert severity="info">Offline</LazyAlert>);
  expect(screen.getByText('Offline', { selector: '.MuiAlert-message' })).toBeInTheDocument();
});
