import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ReactNode } from 'react';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { DocData } from '@/lib/data';
import { localeInfo, TRANSLATION_LOCALES, type Locale } from '@/domain/locales';
import type { EntityDef } from '@/lib/entity/entity';
import type { TranslationHooks } from '@/lib/entity/translation-api';
import {
  progressText,
  trackedFields,
  translationProgress,
  translationState,
  type Translation,
  type TranslationState,
} from '@/lib/entity/translation';

const STATE_LABEL: Record<TranslationState, string> = {
  missing: 'Missing',
  outdated: 'Outdated',
  translated: 'Translated',
};
const STATE_COLOR = { missing: 'default', outdated: 'warning', translated: 'success' } as const;
const NO_TRANSLATIONS: Translation[] = [];

/**
 * The list's languages (issue 41) for an entity with localized fields: a column per language
 * (Translated / Outdated / Missing), a filter "Deutsch: missing" / "Deutsch: outdated" ..., and each
 * language's progress ("Deutsch: 2 of 5 translated, 1 outdated"), from every translation of the
 * collection (one live collection-group listener). Null for other entities and for contributors.
 */
export function useTranslationStates<T extends { id: string }>(
  def: EntityDef<{ id: string }, object>,
  api: TranslationHooks,
  staff: boolean,
  rows: readonly T[] | undefined,
): {
  columns: GridColDef<T & GridValidRowModel>[];
  control: ReactNode;
  keep: (row: T) => boolean;
  progress: ReactNode;
} | null {
  const on = staff && Boolean(api.useTranslations);
  const list = api.useTranslations?.(undefined, { skip: !on });
  const all = list?.data ?? NO_TRANSLATIONS;
  const tracked = useMemo(() => trackedFields(def), [def]);
  const byRecord = useMemo(() => {
    const map = new Map<string, Translation>();
    for (const t of all) map.set(`${t.parentId}/${t.locale}`, t);
    return map;
  }, [all]);
  const [choice, setChoice] = useState('all');
  const columns = useMemo(
    () =>
      TRANSLATION_LOCALES.map((locale): GridColDef<T & GridValidRowModel> => ({
        field: `__translation_${locale}`,
        headerName: localeInfo(locale).nativeName,
        minWidth: 120,
        flex: 0.6,
        valueGetter: (_v: unknown, row: T) =>
          STATE_LABEL[translationState(tracked, row as unknown as DocData, byRecord.get(`${row.id}/${locale}`))],
        renderCell: ({ value, row }: { value?: string; row: T }) => {
          const state = translationState(tracked, row as unknown as DocData, byRecord.get(`${row.id}/${locale}`));
          // Outdated: the warning's border, the text in the body's colour (orange text on white fails
          // WCAG AA contrast: axe flagged it on the blog list).
          return value ? (
            <Chip
              size="small"
              color={STATE_COLOR[state]}
              variant="outlined"
              label={value}
              sx={state === 'outdated' ? { color: 'text.primary' } : undefined}
            />
          ) : null;
        },
      })),
    [tracked, byRecord],
  );
  if (!on) return null;
  const [wantLocale, wantState] = choice.split(':') as [Locale, TranslationState];
  const keep = (row: T) =>
    choice === 'all' ||
    translationState(tracked, row as unknown as DocData, byRecord.get(`${row.id}/${wantLocale}`)) === wantState;
  const control = (
    <TextField
      select
      size="small"
      label="Translations"
      value={choice}
      onChange={(e) => setChoice(e.target.value)}
      sx={{ minWidth: 200 }}
      slotProps={{ htmlInput: { 'data-testid': 'translation-filter' } }}
    >
      <MenuItem value="all">All languages</MenuItem>
      {TRANSLATION_LOCALES.flatMap((locale) =>
        (['missing', 'outdated'] as const).map((state) => (
          <MenuItem key={`${locale}:${state}`} value={`${locale}:${state}`}>
            {localeInfo(locale).nativeName}: {state}
          </MenuItem>
        )),
      )}
    </TextField>
  );
  const records = (rows ?? []) as unknown as DocData[];
  const progress = (
    <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }} data-testid="translation-progress">
      {TRANSLATION_LOCALES.map((locale) => (
        <Typography key={locale} variant="body2" color="text.secondary">
          {progressText(translationProgress(tracked, records, (id) => byRecord.get(`${id}/${locale}`), locale))}
        </Typography>
      ))}
    </Stack>
  );
  return { columns, control, keep, progress };
}
