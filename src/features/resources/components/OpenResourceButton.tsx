import Button, { type ButtonProps } from '@mui/material/Button';
import { Link, useSearchParams } from 'react-router-dom';
import { RESOURCE_PARAM } from '../hooks';
import type { Resource } from '../schema';
import { usePageMessages } from '@/i18n/use-page-messages';

export interface OpenResourceButtonProps {
  resource: Resource;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}

/** "Open": a link to the resource's details (`?resource=<id>`), which count its view. */
export function OpenResourceButton({ resource, variant, size }: OpenResourceButtonProps) {
  const [params] = useSearchParams();
  const { resources: t } = usePageMessages();
  const next = new URLSearchParams(params);
  next.set(RESOURCE_PARAM, resource.id);
  return (
    <Button
      component={Link}
      to={{ search: `?${next}` }}
      preventScrollReset
      variant={variant}
      size={size}
      aria-label={t.openLabel(resource.title)}
    >
      {t.open}
    </Button>
  );
}
