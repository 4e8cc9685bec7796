import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button, { type ButtonProps } from '@mui/material/Button';
import { resourceHref, useRecordView } from '../hooks';
import type { Resource } from '../schema';

export interface OpenResourceButtonProps {
  resource: Resource;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}

/** "Open": records one view, then the link opens the resource in a new tab (the library stays). */
export function OpenResourceButton({ resource, variant, size }: OpenResourceButtonProps) {
  const recordView = useRecordView();
  const href = resourceHref(resource);
  if (!href) return null;
  return (
    <Button
      variant={variant}
      size={size}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Open ${resource.title} (opens in a new tab)`}
      endIcon={<OpenInNewIcon aria-hidden="true" />}
      onClick={() => recordView(resource.id)}
    >
      Open
    </Button>
  );
}
