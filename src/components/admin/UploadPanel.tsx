import UploadIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { checkFile, formatBytes, uniquePath, type UploadLimits } from '@/lib/entity/upload';
import type { UploadedFile } from '@/domain/media';
import { makeVariants, variantPath } from '@/lib/util/image-variants';
import type { Uploader } from './FileField';

export interface UploadPanelProps {
  uploads: UploadLimits & { folder: string; typeNames: string };
  uploader: Uploader | undefined;
  /** Records a file once it is in storage; resolves true when recorded. */
  onUploaded: (file: UploadedFile) => Promise<boolean>;
}

type Row = { key: string; name: string; size: number } & (
  { state: 'refused' | 'failed'; message: string } | { state: 'uploading'; progress: number } | { state: 'done' }
);

/** The pixel size of an image file, where the browser can read it. */
async function imageSize(file: File): Promise<{ width?: number; height?: number }> {
  if (!file.type.startsWith('image/') || typeof createImageBitmap !== 'function') return {};
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return {};
  }
}

/** Where storage cannot be reached: said plainly, and what still works. */
export function StorageUnavailableForLibrary({ plural }: { plural: string }) {
  return (
    <Alert severity="warning" role="status">
      File storage is unavailable in this environment (no Storage emulator is running), so new files cannot be uploaded
      here. The {plural} already in the library are listed below. Deleting one removes its library record only; its
      stored file stays in storage.
    </Alert>
  );
}

/**
 * Upload several files at once: each is checked against the definition's limits at the picker (a
 * refused file says why and the others go on), given a unique storage name, uploaded with its own
 * progress bar, then recorded.
 */
export function UploadPanel({ uploads, uploader, onUploaded }: UploadPanelProps) {
  const id = useId();
  const [rows, setRows] = useState<Row[]>([]);
  const patch = (key: string, next: Partial<Row>) =>
    setRows((all) => all.map((r) => (r.key === key ? ({ ...r, ...next } as Row) : r)));

  const uploadOne = async (key: string, file: File) => {
    const path = uniquePath(uploads.folder, file.name);
    const url = await uploader!.upload(path, file, (progress) => patch(key, { state: 'uploading', progress }));
    if (!url) return patch(key, { state: 'failed', message: 'The upload failed.' });
    const variants = await uploadVariants(path, file);
    const recorded = await onUploaded({
      name: file.name.slice(0, 200),
      path,
      url,
      contentType: file.type,
      size: file.size,
      ...(await imageSize(file)),
      ...(variants.length ? { variants } : {}),
    });
    patch(
      key,
      recorded ? { state: 'done' } : { state: 'failed', message: 'Uploaded, but not recorded in the library.' },
    );
  };

  /** The image's resized WebP copies, made in the browser and stored beside it; their widths, or
   *  [] when none could be made or stored (the original then serves alone). */
  const uploadVariants = async (path: string, file: File): Promise<number[]> => {
    const made = await makeVariants(file);
    const stored = await Promise.all(
      made.map((v) =>
        uploader!.upload(
          variantPath(path, v.width),
          new File([v.blob], `${v.width}.webp`, { type: v.blob.type }),
          () => {},
        ),
      ),
    );
    return stored.every(Boolean) ? made.map((v) => v.width) : [];
  };

  const pick = (files: FileList | null) => {
    if (!files?.length || !uploader?.available) return;
    const picked = Array.from(files).map((file, i) => {
      const check = checkFile(file, uploads);
      const row: Row = check.ok
        ? { key: `${Date.now()}-${i}`, name: file.name, size: file.size, state: 'uploading', progress: 0 }
        : { key: `${Date.now()}-${i}`, name: file.name, size: file.size, state: 'refused', message: check.message };
      return { file, row };
    });
    setRows((all) => [...picked.map((p) => p.row), ...all]);
    for (const { file, row } of picked) if (row.state === 'uploading') void uploadOne(row.key, file);
  };

  if (!uploader?.available) return null;
  return (
    <Stack spacing={1.5}>
      <div>
        <Button component="label" htmlFor={id} variant="contained" startIcon={<UploadIcon />}>
          Upload files
          <input
            id={id}
            type="file"
            multiple
            hidden
            accept={uploads.accept.join(',')}
            onChange={(e) => {
              pick(e.target.files);
              e.target.value = '';
            }}
          />
        </Button>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
          {uploads.typeNames}, under {formatBytes(uploads.maxBytes + 1)} each. Several at once are fine.
        </Typography>
      </div>
      {rows.length > 0 && (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Uploads">
          {rows.map((r) => (
            <li key={r.key}>
              <Typography variant="body2">
                {r.name}{' '}
                <Typography component="span" variant="caption" color="text.secondary">
                  ({formatBytes(r.size)})
                </Typography>
              </Typography>
              {r.state === 'uploading' && (
                <LinearProgress
                  variant="determinate"
                  value={Math.round(r.progress * 100)}
                  aria-label={`Uploading ${r.name}`}
                />
              )}
              {r.state === 'done' && (
                <Typography variant="caption" color="success.main">
                  Done
                </Typography>
              )}
              {(r.state === 'refused' || r.state === 'failed') && (
                <Typography variant="caption" color="error" role="alert">
                  {r.message}
                </Typography>
              )}
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
