import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';

export type ContentSource = 'draft' | 'published' | 'default';
const SOURCE_LABELS: Record<ContentSource, string> = {
  draft: 'Unsaved local draft',
  published: 'Published',
  default: 'Default copy',
};

export interface EditorActionsProps {
  source: ContentSource;
  dirty: boolean;
  valid: boolean;
  canDiscard: boolean;
  saving: boolean;
  saved: boolean;
  publishing: boolean;
  publishFailed: boolean;
  signedIn: boolean;
  onSave: () => void;
  onPublish: () => void;
  onDiscard: () => void;
  onPreview: () => void;
}

/** The editor's toolbar: where the content comes from, Save / Publish / Discard / Preview, and
 *  what happened last. */
export function EditorActions(p: EditorActionsProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2, position: 'sticky', top: 72, zIndex: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
        <Chip
          label={SOURCE_LABELS[p.source]}
          color={p.source === 'draft' ? 'warning' : p.source === 'published' ? 'success' : 'default'}
          variant="outlined"
        />
        <Box sx={{ flexGrow: 1 }} />
        <Button onClick={p.onPreview}>Preview</Button>
        <Button color="error" onClick={p.onDiscard} disabled={!p.canDiscard || p.publishing}>
          Discard draft
        </Button>
        <Button variant="outlined" onClick={p.onSave} disabled={p.saving || !p.dirty || !p.valid}>
          {p.saving ? 'Saving...' : 'Save'}
        </Button>
        <Button
          variant="contained"
          onClick={p.onPublish}
          disabled={p.publishing || p.saving || !p.valid || !p.signedIn}
        >
          {p.publishing ? 'Publishing...' : 'Publish'}
        </Button>
      </Stack>
      <Box role="status" sx={{ mt: p.saved || p.publishFailed || !p.valid || p.dirty ? 1.5 : 0 }}>
        {p.saved && <Alert severity="success">Draft saved</Alert>}
        {p.publishFailed && (
          <Alert severity="error">The page was not published. Your changes are still here: try again.</Alert>
        )}
        {!p.valid && <Alert severity="warning">Fix the marked fields to save or publish.</Alert>}
        {p.valid && p.dirty && !p.saved && <Alert severity="info">You have changes that are not saved yet.</Alert>}
      </Box>
    </Paper>
  );
}
