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
import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { textFieldProps } from '@/components/ui/formField';
import { useHoneypot } from '@/components/ui/Honeypot';
import { DEMO_THANK_YOU_MS } from '@/config/constants';
import { DEFAULT_DEMO_TITLE, withoutDemo } from '@/domain/leads/demo-url';
import { useLocale } from '@/i18n/locale-context';
import { enPage, type PageMessages } from '@/i18n/messages/en-page';
import { usePageMessages } from '@/i18n/use-page-messages';
import { useDemoHref } from '@/features/ui/useDemoHref';
import { demoClosed, selectDemo } from '@/features/ui/uiSlice';
import { useSchemaForm } from '@/lib/form/schema-form';
import { useAppDispatch } from '@/lib/data/hooks';
import { dropDemoRequest, submitDemoRequest } from '../api';
import {
  demoRequestSchemaFor,
  EMPTY_DEMO_FORM,
  LEAD_LIMITS,
  type DemoRequest,
  type DemoRequestForm,
} from '@/domain/leads/lead';

export const DEMO_TEXT = enPage.demo.intro;
export const THANK_YOU_TEXT = enPage.demo.thankYou;

/** The form's fields; their labels are the page's language's (the catalog's demo.fields). */
const FIELDS: {
  name: keyof DemoRequestForm;
  type?: string;
  required: boolean;
  multiline?: boolean;
  max: number;
  autoComplete?: string;
}[] = [
  { name: 'name', required: true, max: LEAD_LIMITS.name, autoComplete: 'name' },
  { name: 'email', type: 'email', required: true, max: LEAD_LIMITS.email, autoComplete: 'email' },
  { name: 'phone', type: 'tel', required: false, max: LEAD_LIMITS.phone, autoComplete: 'tel' },
  { name: 'company', required: true, max: LEAD_LIMITS.company, autoComplete: 'organization' },
  { name: 'projectDescription', required: true, multiline: true, max: 2000 },
];

/** The reasons the site gives in English for a refused request (the no-JavaScript post's limits,
 *  functions/src/leads/form-post.ts; a failed send): shown in the page's language. */
const KNOWN_ERRORS = ['tooMany', 'busy', 'sendFailed'] as const;
function inPageLanguage(text: string, t: PageMessages): string {
  const key = KNOWN_ERRORS.find((k) => enPage.demo[k] === text);
  return key ? t.demo[key] : text;
}

/** Each field's first reason for a form's values, as the schema gives it. */
function reasonsOf(schema: ReturnType<typeof demoRequestSchemaFor>, values: DemoRequestForm) {
  const reasons: Partial<Record<keyof DemoRequestForm, string>> = {};
  const parsed = schema.safeParse(values);
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0] as keyof DemoRequestForm;
    reasons[field] ??= issue.message;
  }
  return reasons;
}

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
  // Texts, labels and the reasons at the fields in the page's language; the lead records it.
  const locale = useLocale();
  const t = usePageMessages();
  const schema = useMemo(() => demoRequestSchemaFor(t.validation), [t]);
  const form = useSchemaForm<DemoRequestForm, DemoRequest>(schema, initial);
  // The default title is the catalog's; a call to action's own label (the page's text) stays as it is.
  const title = demo.title === DEFAULT_DEMO_TITLE ? t.demo.defaultTitle : demo.title;
  // A refused post's reasons as the page's language words them (the server's are English).
  const serverReasons = useMemo(() => reasonsOf(schema, initial), [schema, initial]);
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
      return { ...props, error: true, helperText: serverReasons[name] ?? serverError };
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
    const result = await dispatch(submitDemoRequest({ ...values, locale }));
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
            {t.demo.thankYouTitle}
          </Typography>
          <Typography color="text.secondary">{t.demo.thankYou}</Typography>
          {inline && (
            <Button href={pageUrl} onClick={cancel} sx={{ mt: 3 }}>
              {t.demo.close}
            </Button>
          )}
        </DialogContent>
      ) : (
        <form onSubmit={submit} method="post" action={action} aria-labelledby="demo-dialog-title" id="demo-form">
          {honeypot.field}
          <input type="hidden" name="source" value={demo.title} />
          <input type="hidden" name="locale" value={locale} />
          <DialogTitle id="demo-dialog-title">{title}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{t.demo.intro}</DialogContentText>
            {demo.error && (
              <Alert severity="error" sx={{ mb: 2 }} role="alert">
                {inPageLanguage(demo.error, t)}
              </Alert>
            )}
            <Stack spacing={1}>
              {FIELDS.map((f) => (
                <TextField
                  key={f.name}
                  id={`demo-${f.name}`}
                  label={t.demo.fields[f.name]}
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
              {t.demo.cancel}
            </Button>
            <Button type="submit" variant="contained" disabled={submitting}>
              {submitting ? t.demo.submitting : t.demo.submit}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
