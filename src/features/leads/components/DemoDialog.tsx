import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type MouseEvent } from 'react';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { textFieldProps } from '@/components/ui/formField';
import { useHoneypot } from '@/components/ui/Honeypot';
import { DEMO_THANK_YOU_MS } from '@/config/constants';
import { withoutDemo } from '@/domain/leads/demo-url';
import { useDemoHref } from '@/features/ui/useDemoHref';
import { demoClosed, selectDemo } from '@/features/ui/uiSlice';
import { useSchemaForm } from '@/lib/form/schema-form';
import { useAppDispatch } from '@/lib/data/hooks';
import { dropDemoRequest, submitDemoRequest } from '../api';
import { demoRequestSchema, EMPTY_DEMO_FORM, type DemoRequest, type DemoRequestForm } from '@/domain/leads/lead';

export const DEMO_TEXT = "Fill out the form below and we'll get back to you within 24 hours with a personalized demo.";
export const THANK_YOU_TEXT =
  "Thank you for joining our waiting list! We'll be in touch with you as soon as our product is ready. Our team will review your requirements and contact you within 24-48 hours.";

const FIELDS: {
  name: keyof DemoRequestForm;
  label: string;
  type?: string;
  required: boolean;
  multiline?: boolean;
  max: number;
  autoComplete?: string;
}[] = [
  { name: 'name', label: 'Name', required: true, max: 100, autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', required: true, max: 254, autoComplete: 'email' },
  { name: 'phone', label: 'Phone (optional)', type: 'tel', required: false, max: 40, autoComplete: 'tel' },
  { name: 'company', label: 'Company', required: true, max: 120, autoComplete: 'organization' },
  { name: 'projectDescription', label: 'Project description', required: true, multiline: true, max: 2000 },
];

/** The form's fields as the server handed them (a refused post, or what was typed before the app
 *  started): the known fields only, as strings. */
function initialValues(values: Record<string, string> | undefined): DemoRequestForm {
  const out = { ...EMPTY_DEMO_FORM };
  for (const f of FIELDS) if (typeof values?.[f.name] === 'string') out[f.name] = values[f.name]!;
  return out;
}

/** The demo-request dialog (spec sections 2 and 4). The browser enforces the required fields and
 *  the email type (spec section 5); the schema names the reason at a field once it was left (or
 *  when only spaces were typed). What the visitor typed survives a failed write and a cancel; it
 *  resets once a request is stored.
 *
 *  Opened by the page's URL (`?demo`, src/domain/leads/demo-url.ts) it is part of the server's
 *  markup (no portal, no opening transition) and works without the app: its form posts to the same
 *  URL (functions/src/leads/form-post.ts), Cancel is a link back to the page. Once the app runs,
 *  the same form sends through the browser as when opened by a click. */
export default function DemoDialog() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const demo = useSelector(selectDemo);
  const action = useDemoHref(demo.title);
  const [initial] = useState(() => initialValues(demo.form?.values));
  const form = useSchemaForm<DemoRequestForm, DemoRequest>(demoRequestSchema, initial);
  const honeypot = useHoneypot();
  // Opened by the URL: in the page's markup (no portal) until it has closed, transition included;
  // opened by a click later: in a portal as usual.
  const [inline, setInline] = useState(demo.fromUrl === true);
  if (demo.fromUrl === true && !inline) setInline(true);
  const pageUrl = withoutDemo(pathname, search);

  /** Closes the dialog; one opened by the URL also leaves it (the page's own URL again). */
  const close = () => {
    dispatch(demoClosed());
    if (inline && pageUrl !== pathname + search) void navigate(pageUrl, { replace: true });
  };

  // Hydrated as the server rendered it; then what the visitor typed before the app ran.
  useEffect(() => {
    const typed = demo.form?.typed ?? {};
    for (const f of FIELDS)
      if (typeof typed[f.name] === 'string') form.setValue(f.name, typed[f.name]!, { shouldDirty: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after hydration
  }, []);

  useEffect(() => {
    if (demo.status !== 'thank-you') return;
    const timer = setTimeout(close, DEMO_THANK_YOU_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the timer starts with the thank-you
  }, [demo.status]);

  /** A field's props; after a refused post, the server's reason shows until the field is changed. */
  const fieldProps = (name: keyof DemoRequestForm) => {
    const props = textFieldProps(form, name);
    const serverError = demo.form?.errors[name];
    if (!props.error && serverError && props.value === initial[name])
      return { ...props, error: true, helperText: serverError };
    return props;
  };

  const submit = form.handleSubmit(async (values) => {
    // A stored request resets the form at once, so closing the thank-you early never leaves the
    // sent details behind to be sent twice.
    if (honeypot.tripped()) {
      await dispatch(dropDemoRequest()); // a bot: the usual thank-you, nothing stored
      form.reset(EMPTY_DEMO_FORM);
      honeypot.clear();
      return;
    }
    const result = await dispatch(submitDemoRequest(values));
    if (submitDemoRequest.fulfilled.match(result)) form.reset(EMPTY_DEMO_FORM);
  });
  const cancel = (event: MouseEvent) => {
    event.preventDefault();
    close();
  };
  // What the dialog last showed, kept while it fades out after closing (no flash of the form).
  const [shown, setShown] = useState(demo.status);
  if (demo.status !== 'closed' && demo.status !== shown) setShown(demo.status);
  // The fields wait while the request is sent; the button is busy from the press (while the form
  // is checked, the fields stay enabled so the first invalid one can take the focus).
  const sending = demo.status === 'submitting';
  const submitting = sending || form.formState.isSubmitting;
  const thankYou = shown === 'thank-you';

  return (
    <Dialog
      open={demo.status !== 'closed'}
      onClose={close}
      fullWidth
      maxWidth="sm"
      aria-labelledby="demo-dialog-title"
      // Opened by the URL: in the page's markup as the server sent it, shown at once.
      disablePortal={inline}
      slotProps={
        inline
          ? {
              transition: { appear: false, onExited: () => setInline(false) },
              backdrop: { appear: false } as object,
            }
          : undefined
      }
    >
      {thankYou ? (
        <DialogContent sx={{ py: 6, textAlign: 'center' }} role="status">
          <Typography id="demo-dialog-title" variant="h4" component="h2" gutterBottom>
            Thank You!
          </Typography>
          <Typography color="text.secondary">{THANK_YOU_TEXT}</Typography>
          {inline && (
            <Button href={pageUrl} onClick={cancel} sx={{ mt: 3 }}>
              Close
            </Button>
          )}
        </DialogContent>
      ) : (
        <form onSubmit={submit} method="post" action={action} aria-labelledby="demo-dialog-title" id="demo-form">
          {honeypot.field}
          <input type="hidden" name="source" value={demo.title} />
          <DialogTitle id="demo-dialog-title">{demo.title}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{DEMO_TEXT}</DialogContentText>
            {demo.error && (
              <Alert severity="error" sx={{ mb: 2 }} role="alert">
                {demo.error}
              </Alert>
            )}
            <Stack spacing={1}>
              {FIELDS.map((f) => (
                <TextField
                  key={f.name}
                  id={`demo-${f.name}`}
                  label={f.label}
                  type={f.type ?? 'text'}
                  required={f.required}
                  multiline={f.multiline}
                  minRows={f.multiline ? 4 : undefined}
                  {...fieldProps(f.name)}
                  disabled={sending}
                  autoComplete={f.autoComplete}
                  slotProps={{ htmlInput: { maxLength: f.max } }}
                />
              ))}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 3 }}>
            <Button href={pageUrl} onClick={cancel} disabled={submitting} color="inherit">
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={submitting}>
              {submitting ? 'Submitting...' : 'Request Demo'}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
