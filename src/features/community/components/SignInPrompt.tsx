import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { authIntent } from './parts';

/** What a visitor sees where members write. */
export function SignInPrompt({ action, text, onSignIn }: { action: string; text: string; onSignIn: () => void }) {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: 3,
        display: 'flex',
        gap: 2,
        alignItems: { sm: 'center' },
        flexDirection: { xs: 'column', sm: 'row' },
        justifyContent: 'space-between',
        bgcolor: '#F6F8FA',
      }}
    >
      <Typography color="text.secondary">{text}</Typography>
      <Button variant="contained" onClick={onSignIn} {...authIntent} sx={{ flexShrink: 0 }}>
        {action}
      </Button>
    </Paper>
  );
}
