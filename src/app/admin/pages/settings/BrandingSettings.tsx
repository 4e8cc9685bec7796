import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { EntityForm } from '@/components/admin/EntityForm';
import { useSaveBrandingMutation } from '@/features/branding/admin-api';
import { useGetBrandingQuery } from '@/features/branding/api';
import type { FieldDef } from '@/lib/entity';
import { link } from '@/lib/schema/links';
import { z } from '@/lib/schema/zod';
import { useUploader } from '../../useUploader';
import { RetryAlert } from '@/components/ui/RetryAlert';

const brandingInputSchema = z.object({
  logoUrl: z.optional(link(2048)),
  faviconUrl: z.optional(link(2048)),
});
type BrandingInput = { logoUrl: string; faviconUrl: string };

const upload = (target: keyof BrandingInput, label: string): FieldDef<BrandingInput> => ({
  name: target,
  label,
  kind: 'file',
  help: 'An image (PNG, JPEG or WebP) under 20 MB',
  upload: { target, path: (_v, file) => `media/${Date.now()}-${file.name}` },
});

const FIELDS: FieldDef<BrandingInput>[] = [
  { name: 'logoUrl', label: 'Logo URL', kind: 'url', help: 'Leave empty for the default logo' },
  upload('logoUrl', 'Upload logo'),
  { name: 'faviconUrl', label: 'Favicon URL', kind: 'url', help: 'Leave empty for the default icon' },
  upload('faviconUrl', 'Upload favicon'),
];

function Preview({ label, url }: { label: string; url: string | null }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Avatar variant="rounded" src={url ?? undefined} alt="" sx={{ width: 48, height: 48, bgcolor: 'action.hover' }}>
        {url ? null : '—'}
      </Avatar>
      <Typography variant="body2">
        {label}: {url ? 'custom' : 'default'}
      </Typography>
    </Stack>
  );
}

/** Logo and favicon by URL or upload, with a preview; saved to settings/branding. */
export function BrandingSettings() {
  const branding = useGetBrandingQuery();
  const [save] = useSaveBrandingMutation();
  const uploader = useUploader();
  const [error, setError] = useState<string | null>(null);
  // Cancel returns the form to the saved branding.
  const [version, setVersion] = useState(0);
  if (branding.isError && !branding.data)
    return <RetryAlert onRetry={branding.refetch}>The branding could not be loaded.</RetryAlert>;
  if (!branding.data) return <Typography role="status">Loading branding…</Typography>;
  const initial = { logoUrl: branding.data.logoUrl ?? '', faviconUrl: branding.data.faviconUrl ?? '' };
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
      <EntityForm<BrandingInput>
        key={`${version}-${JSON.stringify(initial)}`}
        def={{ singular: 'Branding', input: brandingInputSchema as never, fields: FIELDS }}
        initial={initial}
        mode="edit"
        uploader={uploader}
        error={error}
        onCancel={() => {
          setError(null);
          setVersion((v) => v + 1);
        }}
        onSubmit={async (v) => {
          const result = await save({ logoUrl: v.logoUrl || null, faviconUrl: v.faviconUrl || null });
          setError('error' in result ? 'Branding could not be saved.' : null);
          return !('error' in result);
        }}
      />
      <Stack spacing={2} aria-label="Current branding">
        <Preview label="Logo" url={branding.data.logoUrl} />
        <Preview label="Favicon" url={branding.data.faviconUrl} />
      </Stack>
    </Box>
  );
}
