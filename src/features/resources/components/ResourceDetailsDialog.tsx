import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useGetResourcesQuery } from '../api';
import { useOpenResourceId, useRecordView } from '../hooks';
import type { Resource } from '../schema';
import { ResourceLocation, ResourceMeta } from './ResourceMeta';
import { usePageMessages } from '@/i18n/use-page-messages';
import { useFormats } from '@/i18n/format';

const isExternal = (url: string) => /^https?:\/\//i.test(url);

/** What a resource leads to beyond its description: its file, and its page. */
function ResourceLinks({ resource }: { resource: Resource }) {
  const { resources: t } = usePageMessages();
  return (
    <>
      {resource.fileUrl && (
        <Button variant="contained" href={resource.fileUrl} download endIcon={<DownloadIcon aria-hidden="true" />}>
          {t.downloadPdf}
        </Button>
      )}
      {resource.url && (
        <Button
          variant={resource.fileUrl ? 'outlined' : 'contained'}
          href={resource.url}
          {...(isExternal(resource.url)
            ? { target: '_blank', rel: 'noopener noreferrer', endIcon: <OpenInNewIcon aria-hidden="true" /> }
            : {})}
        >
          {resource.type === 'event' ? t.eventPage : t.openLink}
        </Button>
      )}
    </>
  );
}

function Details({ resource }: { resource: Resource }) {
  const { resources: t } = usePageMessages();
  const formats = useFormats();
  return (
    <>
      <ResourceMeta resource={resource} />
      <ResourceLocation location={resource.location} sx={{ mb: 2 }} />
      <Typography sx={{ lineHeight: 1.75, whiteSpace: 'pre-line' }}>{resource.description}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        {t.views(formats.integer(resource.views))}
        {resource.rating > 0 && t.rated(formats.decimal(resource.rating))}
      </Typography>
    </>
  );
}

/**
 * A resource opened from the library or the events list (`?resource=<id>`, so it can be shared and
 * Back closes it). Every opening counts one view; an id that is not (or no longer) published says so.
 */
export function ResourceDetailsDialog() {
  const [openId, close] = useOpenResourceId();
  const { data, isSuccess } = useGetResourcesQuery('public');
  const resource = openId ? data?.find((r) => r.id === openId) : undefined;
  const recordView = useRecordView();
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (!openId) counted.current = null;
    else if (resource && counted.current !== openId) {
      counted.current = openId; // once per opening, also under StrictMode's double effects
      recordView(openId);
    }
  }, [openId, resource, recordView]);

  const missing = Boolean(openId && isSuccess && !resource);
  const { resources: t } = usePageMessages();
  return (
    <Dialog
      open={Boolean(resource) || missing}
      onClose={close}
      fullWidth
      maxWidth="sm"
      aria-labelledby="resource-dialog-title"
    >
      <DialogTitle id="resource-dialog-title" sx={{ pr: 6 }}>
        {resource ? resource.title : t.unavailable}
      </DialogTitle>
      <DialogContent>
        {resource ? (
          <Details resource={resource} />
        ) : (
          <Typography color="text.secondary">{t.unavailableText}</Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, gap: 1 }}>
        {resource && <ResourceLinks resource={resource} />}
        <Button onClick={close} color="inherit">
          {t.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
