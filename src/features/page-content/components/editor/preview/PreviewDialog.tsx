import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { ThemeProvider } from '@mui/material/styles';
import type { SyntheticEvent } from 'react';
import { appTheme } from '@/theme';
import type { PageContent, PageId } from '../../../types';
import { PAGE_LABELS } from '../pageLabels';
import { PagePreview } from './PagePreview';

/** Links and calls to action in a preview go nowhere (no navigation away from the editor, no
 *  demo dialog opened behind it). */
const inert = (e: SyntheticEvent) => {
  const target = e.target as HTMLElement;
  if (target.closest('a, button')) {
    e.preventDefault();
    e.stopPropagation();
  }
};

export interface PreviewDialogProps {
  pageId: PageId;
  /** Where the page is shown to visitors (null: no public route). */
  path: string | null;
  /** The content to show; the dialog is open while it is set. */
  content: PageContent | null;
  onClose: () => void;
}

/** The page as visitors will see it, with the editor's current (unpublished) content. */
export function PreviewDialog({ pageId, path, content, onClose }: PreviewDialogProps) {
  return (
    <Dialog
      open={content !== null}
      onClose={onClose}
      fullWidth
      maxWidth="xl"
      scroll="paper"
      aria-labelledby="preview-title"
    >
      <DialogTitle id="preview-title">
        Preview: {PAGE_LABELS[pageId]} {path ? `(${path})` : ''}
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        {!path && (
          <Alert severity="info" sx={{ m: 2 }}>
            This page has no public route yet (visitors get the not-found page), so its sections are shown plainly.
          </Alert>
        )}
        {content && (
          <ThemeProvider theme={appTheme(pageId === 'home' ? 'dark' : 'light')}>
            <Box
              data-testid="page-preview"
              onClickCapture={inert}
              sx={{ bgcolor: 'background.default', color: 'text.primary' }}
            >
              <PagePreview pageId={pageId} content={content} />
            </Box>
          </ThemeProvider>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close preview</Button>
      </DialogActions>
    </Dialog>
  );
}
