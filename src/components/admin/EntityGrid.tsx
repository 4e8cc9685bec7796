import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import FileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import LinkIcon from '@mui/icons-material/Link';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import type { AppError } from '@/lib/data';
import type { EntityDef, EntityGrid as GridDef } from '@/lib/entity';
import { formatBytes } from '@/lib/entity/upload';
import { ConfirmDialog } from './ConfirmDialog';

export interface EntityGridProps<T extends { id: string }> {
  def: Pick<EntityDef<T, object>, 'singular' | 'plural' | 'titleField'> & { grid: GridDef<T> };
  rows: T[] | undefined;
  loading: boolean;
  error?: AppError | undefined;
  onRetry?: () => void;
  onCopy: (url: string) => void;
  /** Resolves with the delete's error (e.g. "still used by ..."), or null when it went. */
  onDelete?: ((id: string) => Promise<AppError | null>) | undefined;
  /** Said after a record was deleted (e.g. what happened to its stored file). */
  deletedNote?: string | undefined;
  /** Opens a record's panel (its alt text), for the records the grid calls editable. */
  onEdit?: ((row: T) => void) | undefined;
}

const fact = (value: unknown, format: 'text' | 'bytes' | 'date' | undefined) => {
  if (value === undefined || value === null || value === '') return null;
  if (format === 'bytes' && typeof value === 'number') return formatBytes(value);
  if (format === 'date' && typeof value === 'string') return new Date(value).toLocaleDateString();
  return String(value);
};

/**
 * Records as a searchable grid of cards (the media library): a preview for images, a few facts,
 * "Copy URL" and "Delete" (after a confirmation; a refusal is shown above the grid, naming why).
 */
export function EntityGrid<T extends { id: string }>(props: EntityGridProps<T>) {
  const { def, rows, loading, error, onRetry, onCopy, onDelete, deletedNote, onEdit } = props;
  const { grid } = def;
  const [search, setSearch] = useState('');
  const [confirming, setConfirming] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ severity: 'error' | 'success'; text: string } | null>(null);
  const title = (row: T) => String(row[def.titleField] ?? row.id);
  const shown = useMemo(() => {
    const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
    return (rows ?? []).filter((row) => {
      const haystack = grid.search
        .map((f) => String(row[f] ?? ''))
        .join(' ')
        .toLowerCase();
      return words.every((w) => haystack.includes(w));
    });
  }, [rows, search, grid.search]);

  const remove = async () => {
    if (!confirming || !onDelete) return;
    setBusy(true);
    const failure = await onDelete(confirming.id);
    setBusy(false);
    const name = title(confirming);
    setConfirming(null);
    if (failure) setOutcome({ severity: 'error', text: `Not deleted. ${failure.message}` });
    else setOutcome({ severity: 'success', text: `Deleted “${name}”.${deletedNote ? ` ${deletedNote}` : ''}` });
  };

  if (error)
    return (
      <Alert severity="error" action={onRetry && <Button onClick={onRetry}>Retry</Button>}>
        The {def.plural.toLowerCase()} could not be loaded.
      </Alert>
    );
  return (
    <Stack spacing={2}>
      <TextField
        label={`Search ${def.plural.toLowerCase()}`}
        type="search"
        size="small"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        sx={{ maxWidth: 360 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      {outcome && (
        <Alert
          severity={outcome.severity}
          onClose={() => setOutcome(null)}
          role={outcome.severity === 'error' ? 'alert' : 'status'}
        >
          {outcome.text}
        </Alert>
      )}
      {loading ? (
        <Box sx={gridSx} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={220} />
          ))}
        </Box>
      ) : shown.length === 0 ? (
        <Typography color="text.secondary">
          {rows?.length
            ? `No ${def.plural.toLowerCase()} match “${search.trim()}”.`
            : `No ${def.plural.toLowerCase()} yet.`}
        </Typography>
      ) : (
        <Box component="ul" sx={{ ...gridSx, listStyle: 'none', p: 0, m: 0 }} aria-label={def.plural}>
          {shown.map((row) => {
            const url = String(row[grid.url] ?? '');
            const type = grid.contentType ? String(row[grid.contentType] ?? '') : '';
            const name = title(row);
            return (
              <Card component="li" key={row.id} variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
                <Box
                  sx={{
                    height: 140,
                    bgcolor: 'action.hover',
                    display: 'grid',
                    placeItems: 'center',
                    overflow: 'hidden',
                  }}
                >
                  {type.startsWith('image/') && url ? (
                    <Box
                      component="img"
                      src={url}
                      alt={(grid.alt && String(row[grid.alt] ?? '')) || name}
                      loading="lazy"
                      sx={{ width: '100%', height: 140, objectFit: 'cover', display: 'block' }}
                    />
                  ) : (
                    <FileIcon fontSize="large" color="action" aria-hidden />
                  )}
                </Box>
                <CardContent sx={{ flexGrow: 1, pb: 0 }}>
                  <Typography variant="subtitle2" component="h2" noWrap title={name}>
                    {name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {grid.facts
                      .map((f) => fact(row[f.field], f.format))
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                  {grid.note?.(row) && (
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      component="p"
                      sx={{
                        mt: 0.5,
                        overflowWrap: 'anywhere',
                        display: '-webkit-box',
                        WebkitLineClamp: 2,
                        WebkitBoxOrient: 'vertical',
                        overflow: 'hidden',
                      }}
                    >
                      {grid.note(row)}
                    </Typography>
                  )}
                </CardContent>
                <CardActions sx={{ flexWrap: 'wrap', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
                  <Button
                    size="small"
                    startIcon={<LinkIcon />}
                    disabled={!url}
                    onClick={() => onCopy(url)}
                    aria-label={`Copy URL: ${name}`}
                  >
                    Copy URL
                  </Button>
                  {onEdit && grid.editable?.(row) && (
                    <Button
                      size="small"
                      startIcon={<EditIcon />}
                      onClick={() => onEdit(row)}
                      aria-label={`Edit alt text: ${name}`}
                    >
                      Alt text
                    </Button>
                  )}
                  {onDelete && (
                    <Button
                      size="small"
                      color="error"
                      startIcon={<DeleteIcon />}
                      onClick={() => setConfirming(row)}
                      aria-label={`Delete: ${name}`}
                    >
                      Delete
                    </Button>
                  )}
                </CardActions>
              </Card>
            );
          })}
        </Box>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={`Delete “${confirming ? title(confirming) : ''}”?`}
        text={`The ${def.singular.toLowerCase()} leaves the library. This cannot be undone.`}
        confirmLabel="Delete"
        destructive
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(null)}
      />
    </Stack>
  );
}

const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'repeat(auto-fill, minmax(150px, 1fr))', sm: 'repeat(auto-fill, minmax(210px, 1fr))' },
} as const;
