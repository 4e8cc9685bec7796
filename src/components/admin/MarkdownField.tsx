import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue } from 'react';
import { Markdown, readingTime } from '@/components/ui/Markdown';

type Props = Omit<TextFieldProps, 'onChange' | 'value'> & { value: string; onChange: (value: string) => void };

/**
 * Markdown beside its live preview, drawn by the same safe renderer as the public article page
 * (components/ui/Markdown: no raw HTML, safe links), with the reading time the page will show.
 * Side by side on wide screens, preview below on narrow ones.
 */
export function MarkdownField({ value, onChange, label, ...props }: Props) {
  const preview = useDeferredValue(value);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
      <TextField
        {...props}
        label={label}
        multiline
        minRows={14}
        maxRows={40}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        sx={{ flex: 1, minWidth: 0, '& textarea': { fontFamily: 'monospace', fontSize: '0.875rem' } }}
      />
      <Paper
        variant="outlined"
        component="section"
        aria-label={`${String(label)} preview`}
        sx={{ flex: 1, minWidth: 0, p: 2, maxHeight: 640, overflow: 'auto' }}
      >
        <Typography variant="overline" color="text.secondary" component="p">
          Preview · {readingTime(preview)}
        </Typography>
        {preview.trim() ? (
          <Box sx={{ overflowWrap: 'anywhere' }}>
            <Markdown>{preview}</Markdown>
          </Box>
        ) : (
          <Typography color="text.secondary">Nothing to preview yet.</Typography>
        )}
      </Paper>
    </Stack>
  );
}
