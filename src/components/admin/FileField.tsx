import UploadIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { FieldDef } from '@/lib/entity';

/** Uploads a file to a storage path, reporting progress; resolves with its URL. */
export interface Uploader {
  available: boolean;
  upload: (path: string, file: File, onProgress: (fraction: number) => void) => Promise<string | null>;
}

interface FileFieldProps<I extends FieldValues> {
  field: FieldDef<I>;
  uploader: Uploader | undefined;
  values: Partial<I>;
  onUploaded: ((target: string, url: string) => void) | undefined;
}

/** Says once per form that files cannot be uploaded here; the URL fields still work. */
export function StorageUnavailable() {
  return (
    <Alert severity="info">
      File storage is unavailable in this environment, so files cannot be uploaded here. Paste a link in the URL field
      instead.
    </Alert>
  );
}

/** A file upload with a visible progress bar; the URL lands in the field named by `upload.target`.
 *  Renders nothing where storage cannot run (see StorageUnavailable). */
export function FileField<I extends FieldValues>({ field, uploader, values, onUploaded }: FileFieldProps<I>) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  if (!field.upload) return null;
  const { target, path } = field.upload;
  if (!uploader?.available) return null; // the form says once that storage is unavailable

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setFailed(false);
    setProgress(0);
    const url = await uploader.upload(path(values, file), file, setProgress);
    setProgress(null);
    if (url) onUploaded?.(target, url);
    else setFailed(true);
  };

  return (
    <Stack spacing={1}>
      <Button component="label" htmlFor={id} variant="outlined" startIcon={<UploadIcon />} disabled={progress !== null}>
        {field.label}
        <input id={id} type="file" hidden onChange={(e) => void pick(e.target.files?.[0])} />
      </Button>
      {progress !== null && (
        <>
          <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label="Upload progress" />
          <Typography variant="caption">{Math.round(progress * 100)}% uploaded</Typography>
        </>
      )}
      {failed && (
        <Typography color="error" variant="caption">
          The upload failed; the form keeps its values.
        </Typography>
      )}
      {field.help && (
        <Typography variant="caption" color="text.secondary">
          {field.help}
        </Typography>
      )}
    </Stack>
  );
}
