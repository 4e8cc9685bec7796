import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Controller, FormProvider, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import type { AppError, DocData } from '@/lib/data';
import { localeInfo, type Locale } from '@/domain/locales';
import { fieldLimits, type EntityDef, type FieldDef } from '@/lib/entity/entity';
import { isConflict } from '@/lib/entity/conflict';
import type { TranslationHooks } from '@/lib/entity/translation-api';
import {
  outdatedFields,
  sourceTextsOf,
  trackedFields,
  translationInput,
  translationToInput,
  wordDiff,
  type Translation,
} from '@/lib/entity/translation';
import { useUnsavedChanges } from '@/lib/entity/form';
import { useSchemaForm } from '@/lib/form/schema-form';
import { articleStatus, STATUS_LABEL } from '@/lib/schema/article';
import { slugify } from '@/lib/schema/slug';
import { ConfirmDialog } from './ConfirmDialog';

type AnyDef = EntityDef<{ id: string }, object>;

export interface TranslationEditorProps {
  def: AnyDef;
  record: DocData & { id: string };
  locale: Locale;
  hooks: Required<Pick<TranslationHooks, 'useRecordTranslations' | 'useSaveTranslation'>>;
  /** A contributor: saves drafts only (never publishes, in any language). */
  contributor: boolean;
  onCancel: () => void;
}

const toLocalInput = (iso: unknown) => {
  if (typeof iso !== 'string' || !iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Date(d.getTime() - d.getTimezoneOffset() * 60000).toISOString().slice(0, 19);
};
const fromLocalInput = (local: string) => (local ? new Date(local).toISOString() : null);

/** What changed in the English text since the translation was made: removed words struck through,
 *  added ones underlined. */
export function SourceDiff({ before, after }: { before: string; after: string }) {
  const parts = useMemo(() => wordDiff(before, after), [before, after]);
  return (
    <Box
      data-testid="source-diff"
      sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: 240, overflow: 'auto', fontSize: '0.9rem' }}
    >
      {parts.map((p, i) =>
        p.kind === 'removed' ? (
          <Box component="del" key={i} sx={{ bgcolor: 'error.light', color: 'error.contrastText', px: 0.25 }}>
            {p.text}
          </Box>
        ) : p.kind === 'added' ? (
          <Box component="ins" key={i} sx={{ bgcolor: 'success.light', color: 'success.contrastText', px: 0.25 }}>
            {p.text}
          </Box>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </Box>
  );
}

/** A translation's heading: its title, its state (`children`: a chip) and how many of its fields
 *  are outdated; for an article's translation and a page's alike. */
export function TranslationHeading({
  title,
  outdated,
  children,
}: {
  title: ReactNode;
  outdated: number;
  children: ReactNode;
}) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
      {outdated > 0 && (
        <Chip size="small" color="warning" label={`${outdated} outdated`} data-testid="translation-outdated" />
      )}
    </Stack>
  );
}

export interface TranslatedFieldProps {
  /** The form field's name (a path for nested values: `sections.hero.title`). */
  name: string;
  label: string;
  /** The language's own name ("Deutsch"). */
  language: string;
  /** The English text now: shown beside, and as the placeholder of an empty field. */
  english: string;
  limits: { required?: boolean; max?: number | undefined };
  /** false: one line; true: a few lines; a number: at most that many rows. */
  multiline: boolean | number;
  /** The English text the field was translated from, when it changed since (outdated); null
   *  otherwise. */
  source: string | null;
  /** Checked and kept as it is: saving records the current English text as its source. */
  kept: boolean;
  onKeep: () => void;
}

/** One translated field beside its English source (read-only), in the form around it
 *  (react-hook-form's context): the English text as the visible placeholder of an empty field,
 *  never a blank one, and what changed in the English text since it was translated. Articles'
 *  translations and pages' use it. */
export function TranslatedField({
  name,
  label,
  language,
  english,
  limits,
  multiline,
  source,
  kept,
  onKeep,
}: TranslatedFieldProps) {
  const { control } = useFormContext();
  const testId = name.replace(/^sections\./, '');
  return (
    <Box
      data-testid={`translation-field-${testId}`}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, alignItems: 'start' }}
    >
      <Stack spacing={1}>
        <Controller
          name={name}
          control={control}
          render={({ field: f, fieldState }) => {
            const text = typeof f.value === 'string' ? f.value : '';
            const error = fieldState.error?.message;
            return (
              <TextField
                label={`${label} (${language})`}
                required={limits.required}
                name={f.name}
                inputRef={f.ref}
                onBlur={f.onBlur}
                value={text}
                onChange={(e) => f.onChange(e.target.value)}
                // The English text shows where nothing is translated yet: never a blank field.
                placeholder={english}
                multiline={multiline !== false}
                minRows={multiline !== false ? 3 : undefined}
                maxRows={typeof multiline === 'number' ? multiline : undefined}
                error={Boolean(error)}
                helperText={
                  error ??
                  [
                    !text && english ? 'Not translated: the English text shows' : null,
                    limits.max ? `${text.length}/${limits.max}` : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')
                }
                slotProps={{ inputLabel: { shrink: true } }}
              />
            );
          }}
        />
        {source !== null && !kept && (
          <Alert
            severity="warning"
            data-testid={`outdated-${testId}`}
            action={
              <Button color="inherit" size="small" onClick={onKeep}>
                Keep as is
              </Button>
            }
          >
            <AlertTitle>English changed since this was translated</AlertTitle>
            <SourceDiff before={source} after={english} />
          </Alert>
        )}
        {kept && (
          <Typography variant="body2" color="text.secondary">
            Marked up to date: saving records the current English text as its source.
          </Typography>
        )}
      </Stack>
      <Paper variant="outlined" sx={{ p: 1.5, bgcolor: 'action.hover' }} aria-label={`${label} in English`}>
        <Typography variant="caption" color="text.secondary" component="div">
          {label} · English
        </Typography>
        <Typography
          variant="body2"
          data-testid={`english-${testId}`}
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: 320, overflow: 'auto' }}
        >
          {english || '—'}
        </Typography>
      </Paper>
    </Box>
  );
}

/**
 * One language's translation of a record (issue 41): each localized field beside its English
 * source (read-only), the English text as the visible placeholder of an empty field, a field whose
 * English text changed since it was translated marked with what changed, and the language's own
 * Save / Publish / Unpublish and publish date.
 */
export function TranslationEditor({ def, record, locale, hooks, contributor, onCancel }: TranslationEditorProps) {
  const translations = hooks.useRecordTranslations(record.id);
  const [save] = hooks.useSaveTranslation();
  if (translations.data === undefined)
    return translations.error ? (
      <Alert severity="error">The translations could not be loaded.</Alert>
    ) : (
      <Typography color="text.secondary">Loading the translation...</Typography>
    );
  const stored = translations.data.find((t) => t.locale === locale) ?? null;
  return (
    <TranslationForm
      // A new language, or another record: a new form (later saves of this one arrive as `stored`).
      key={`${record.id}-${locale}`}
      def={def}
      record={record}
      locale={locale}
      stored={stored}
      contributor={contributor}
      onCancel={onCancel}
      save={save}
    />
  );
}

type Save = ReturnType<Required<TranslationHooks>['useSaveTranslation']>[0];

function TranslationForm({
  def,
  record,
  locale,
  stored,
  contributor,
  onCancel,
  save,
}: Omit<TranslationEditorProps, 'hooks'> & { stored: Translation | null; save: Save }) {
  const input = useMemo(() => translationInput(def), [def]);
  const language = localeInfo(locale);
  const fields = (def.fields ?? []).filter((f) => f.localized) as FieldDef<DocData>[];
  const tracked = trackedFields(def);
  const form = useSchemaForm<FieldValues, FieldValues>(input as never, translationToInput(def, stored));
  const { control, handleSubmit, formState, watch, setValue, reset, setError } = form;
  const values = watch();
  const leaving = useUnsavedChanges(formState.isDirty && !formState.isSubmitting);
  // The revision the form was opened on (our own saves move it on): a save from a stale one is a
  // conflict (src/lib/entity/conflict.ts).
  const [baseRev, setBaseRev] = useState(stored?.rev ?? 0);
  // Outdated fields the translator checked and kept as they are.
  const [kept, setKept] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  const [pressed, setPressed] = useState<string | null>(null);
  // "Schedule" rather than "Publish" for a date ahead of when the form was opened.
  const [openedAt] = useState(() => Date.now());
  const outdated = stored ? outdatedFields(tracked, record, stored) : [];
  const pub = def.publication!;

  // A first translation's slug follows its title until typed by hand.
  const title = String(values[def.titleField] ?? '');
  const slugField = def.uniqueSlug as string | undefined;
  useEffect(() => {
    if (stored || !slugField || formState.dirtyFields[slugField]) return;
    setValue(slugField, slugify(title));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [title, stored]);

  const submitWith = (action: 'save' | 'publish' | 'unpublish') =>
    handleSubmit(async (parsed) => {
      setFailure(null);
      const made: DocData = { ...parsed };
      if (action === 'publish') {
        made[pub.flag] = true;
        made[pub.at] = parsed[pub.at] || new Date().toISOString();
      } else if (action === 'unpublish') {
        made[pub.flag] = false;
        made[pub.at] = null;
        if (pub.until) made[pub.until] = null;
      }
      const sourceTexts = sourceTextsOf(tracked, made, stored, record, kept);
      setPressed(action);
      const result = await save({ id: record.id, locale, values: made, sourceTexts, baseRev });
      setPressed(null);
      if ('error' in result) {
        const e = result.error as AppError;
        const m = e.code === 'invalid-argument' ? /^(\w+): (.+)$/s.exec(e.message) : null;
        if (m) setError(m[1] as Path<FieldValues>, { type: 'server', message: m[2]! });
        else
          setFailure(
            isConflict(e)
              ? `${e.message} Close and open it again to see their version.`
              : e.code === 'permission-denied'
                ? 'You do not have permission to save this translation.'
                : e.message,
          );
        return;
      }
      setBaseRev((r) => r + 1);
      setKept(new Set());
      reset(made);
    });

  const status = stored
    ? STATUS_LABEL[
        articleStatus({
          published: stored.published,
          publishedAt: stored.publishedAt,
          unpublishAt: stored.unpublishAt ?? null,
        })
      ]
    : 'Not translated yet';
  return (
    <FormProvider {...form}>
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        aria-label={`${language.name} translation`}
        onSubmit={(e) => void submitWith('save')(e)}
        data-testid="translation-editor"
      >
        <TranslationHeading title={language.nativeName} outdated={outdated.length}>
          <Chip size="small" label={status} data-testid="translation-status" />
        </TranslationHeading>
        {fields.map((field) => {
          const name = field.name;
          const long = field.kind === 'textarea' || field.kind === 'markdown';
          return (
            <TranslatedField
              key={name}
              name={name}
              label={field.label}
              language={language.nativeName}
              english={String(record[name] ?? '')}
              limits={fieldLimits(def.input, name)}
              multiline={long ? (field.kind === 'markdown' ? 16 : true) : false}
              source={
                outdated.includes(name) && !formState.dirtyFields[name] ? (stored?.sourceTexts[name] ?? '') : null
              }
              kept={kept.has(name)}
              onKeep={() => setKept((k) => new Set([...k, name]))}
            />
          );
        })}
        {!contributor && (
          <Controller
            name={pub.at}
            control={control}
            render={({ field: f, fieldState }) => (
              <TextField
                label={`Publish date (${language.nativeName})`}
                type="datetime-local"
                value={toLocalInput(f.value)}
                onChange={(e) => f.onChange(fromLocalInput(e.target.value))}
                error={Boolean(fieldState.error)}
                helperText={
                  fieldState.error?.message ??
                  `This language goes public then, on its own (the English ${def.singular.toLowerCase()} must be public too)`
                }
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
              />
            )}
          />
        )}
        {failure && <Alert severity="error">{failure} Your changes are still here.</Alert>}
        <Stack direction="row" sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onCancel} disabled={formState.isSubmitting}>
            Cancel
          </Button>
          {!contributor && stored?.published && (
            <Button
              variant="outlined"
              disabled={formState.isSubmitting}
              onClick={(e) => void submitWith('unpublish')(e)}
            >
              {pressed === 'unpublish' ? 'Saving...' : `Unpublish ${language.nativeName}`}
            </Button>
          )}
          <Button
            type="submit"
            variant={contributor || stored?.published ? 'contained' : 'outlined'}
            disabled={formState.isSubmitting}
          >
            {pressed === 'save' ? 'Saving...' : stored?.published ? 'Save' : 'Save draft'}
          </Button>
          {!contributor && !stored?.published && (
            <Button
              variant="contained"
              disabled={formState.isSubmitting}
              onClick={(e) => void submitWith('publish')(e)}
            >
              {pressed === 'publish'
                ? 'Saving...'
                : values[pub.at] && Date.parse(String(values[pub.at])) > openedAt
                  ? `Schedule ${language.nativeName}`
                  : `Publish ${language.nativeName}`}
            </Button>
          )}
        </Stack>
        <ConfirmDialog
          open={leaving.pending}
          title="Discard unsaved changes?"
          text={`Your changes to this ${language.name} translation have not been saved.`}
          confirmLabel="Discard"
          destructive
          onConfirm={leaving.leave}
          onCancel={leaving.stay}
        />
      </Stack>
    </FormProvider>
  );
}
