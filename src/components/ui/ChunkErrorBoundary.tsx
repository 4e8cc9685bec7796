import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Component, type ReactNode } from 'react';
import { Notice } from './Notice';
import { PageHydrated } from './PageHydrated';
import { useMessages } from '@/i18n/use-messages';

interface State {
  error: Error | null;
}

/** A page whose code failed to load (e.g. a deploy replaced its chunk, or the network dropped)
 *  says so and offers a reload instead of a blank screen. */
export class ChunkErrorBoundary extends Component<
  {
    children: ReactNode;
    resetKey?: string;
    /** What to show instead of the page-wide message. */ fallback?: ReactNode;
  },
  State
> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidUpdate(prev: { resetKey?: string }) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  componentDidCatch(error: Error) {
    console.error('[page] failed to render:', error);
  }

  render() {
    if (!this.state.error) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    return <PageFailed />;
  }
}

/** The page-wide message, in the page's language (first-paint texts: this boundary is in the entry). */
function PageFailed() {
  const { layout } = useMessages();
  return (
    <Container sx={{ py: 12 }}>
      <Notice
        action={
          <Button color="inherit" onClick={() => window.location.reload()}>
            {layout.reload}
          </Button>
        }
      >
        {layout.pageFailed}
      </Notice>
      <PageHydrated />
    </Container>
  );
}
