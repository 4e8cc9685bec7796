import PhotoIcon from '@mui/icons-material/PhotoLibraryOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createContext, useContext, useId, useState, type Ref } from 'react';

/** An image in the media library, as the picker shows it. */
export interface LibraryImage {
  id: string;
  name: string;
  url: string;
  /** Pixel size, when the library stored resized variants of it (src/lib/util/image-variants.ts). */
  width?: number;
  height?: number;
  /** Its alt text in the library ('' or absent: none written, or decorative). */
  alt?: string;
}

/** The pixel size of a chosen library image with variants; none for a typed URL. */
export interface ChosenSize {
  width: number;
  height: number;
}

/** Where "Choose from library" finds images: a hook the app provides (the media library's list). */
export interface ImageLibrary {
  useImages: () => { images: LibraryImage[] | undefined; loading: boolean; failed: boolean };
}

/** Provided by the back office around entity pages; without it the field is a URL box + preview. */
export const ImageLibraryContext = createContext<ImageLibrary | null>(null);

export interface ImageFieldProps {
  label: string;
  name: string;
  value: string;
  /** `size`: the chosen library image's, when it has variants (a typed URL has none); `alt`: its
   *  alt text in the library, when it has one. */
  onChange: (url: string, size?: ChosenSize, alt?: string) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  required: boolean;
  error: boolean;
  helperText: string;
  disabled?: boolean | undefined;
}

/** The 'image' field kind: the URL (typed, pasted or chosen from the library) and its preview. */
export function ImageField(props: ImageFieldProps) {
  const { label, value, onChange } = props;
  const library = useContext(ImageLibraryContext);
  const [choosing, setChoosing] = useState(false);
  const [broken, setBroken] = useState<string | null>(null);
  const shown = value.trim();
  return (
    <Stack spacing={1}>
      <TextField
        label={label}
        name={props.name}
        type="url"
        required={props.required}
        disabled={props.disabled}
        error={props.error}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={props.onBlur}
        inputRef={props.inputRef}
        helperText={props.helperText}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {shown && broken !== shown ? (
          <Box
            component="img"
            src={shown}
            alt={`${label} preview`}
            onError={() => setBroken(shown)}
            sx={{ width: 120, height: 68, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
          />
        ) : shown ? (
          <Typography variant="caption" color="text.secondary">
            No preview: the link does not load as an image.
          </Typography>
        ) : null}
        {library && !props.disabled && (
          <Button variant="outlined" size="small" startIcon={<PhotoIcon />} onClick={() => setChoosing(true)}>
            Choose from library
          </Button>
        )}
      </Stack>
      {library && choosing && (
        <LibraryDialog
          library={library}
          label={label}
          onClose={() => setChoosing(false)}
          onChoose={(image) => {
            onChange(
              image.url,
              image.width && image.height ? { width: image.width, height: image.height } : undefined,
              image.alt || undefined,
            );
            setChoosing(false);
          }}
        />
      )}
    </Stack>
  );
}

function LibraryDialog(props: {
  library: ImageLibrary;
  label: string;
  onClose: () => void;
  onChoose: (image: LibraryImage) => void;
}) {
  const titleId = useId();
  const { images, loading, failed } = props.library.useImages();
  const [search, setSearch] = useState('');
  const words = search.trim().toLowerCase();
  const shown = (images ?? []).filter((i) => i.name.toLowerCase().includes(words));
  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{props.label}: choose from the library</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Search images"
            type="search"
            size="small"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          {failed && <Alert severity="error">The media library could not be loaded.</Alert>}
          {loading ? (
            <Skeleton variant="rounded" height={120} aria-busy="true" />
          ) : shown.length === 0 ? (
            <Typography color="text.secondary">
              {images?.length ? 'No image matches the search.' : 'The library has no images yet.'}
            </Typography>
          ) : (
            <Box
              component="ul"
              sx={{
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
                listStyle: 'none',
                p: 0,
                m: 0,
              }}
            >
              {shown.map((image) => (
                <li key={image.id}>
                  <ButtonBase
                    onClick={() => props.onChoose(image)}
                    aria-label={`Choose ${image.name}`}
                    sx={{ display: 'block', width: '100%', textAlign: 'left', borderRadius: 1 }}
                  >
                    <Box
                      component="img"
                      src={image.url}
                      alt=""
                      loading="lazy"
                      sx={{ width: '100%', height: 90, objectFit: 'cover', borderRadius: 1, display: 'block' }}
                    />
                    <Typography variant="caption" noWrap component="span" sx={{ display: 'block' }}>
                      {image.name}
                    </Typography>
                  </ButtonBase>
                </li>
              ))}
            </Box>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
