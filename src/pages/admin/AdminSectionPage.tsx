import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';

/** Admin sections whose tools arrive in later issues say so plainly. */
export default function AdminSectionPage({ title }: { title: string }) {
  return (
    <>
      <Typography variant="h1" sx={{ fontSize: '2rem', mb: 2 }}>
        {title}
      </Typography>
      <Alert severity="info">
        The {title.toLowerCase()} tools are not available yet in this version of the back office.
      </Alert>
    </>
  );
}
