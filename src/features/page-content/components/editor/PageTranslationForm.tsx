import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { FormProvider, get, useForm } from 'react-hook-form';
import { TranslatedField, TranslationHeading } from '@/components/admin/TranslationEditor';
import { localeInfo, type Locale } from '@/domain/locales';
import type { AppError } from '@/lib/data';
import { isConflict } from '@/lib/entity/conflict';
import { outdatedFields } from '@/lib/entity/translation';
import { registerToasts } from '@/lib/util/toasts';
import { pageFormSchema, type PageForm } from '../../schema';
import {
  flatTexts,
  pageTranslationWrite,
  translatableKeys,
  translationFormValues,
  TRANSLATED_TEXTS,
  type PageTranslation,
} from '../../translation';
import {
  pageTranslationToasts,
  useGetStoredPageTranslationQuery,
  useSavePageTranslationMutation,
} from '../../translation-api';
import type { PageContent, PageId } from '../../types';
import { PAGE_LABELS, sectionLabel } from './pageLabels';

registerToasts(pageTranslationToasts);

export interface PageTranslationEditorProps {
  pageId: PageId;
  locale: Locale;
  /** The English page as visitors see it (published over the defaults): the source of each text. */
  english: PageContent;
  onDirtyChange: (dirty: boolean) => void;
}

/** A page's texts in one language (issue 41), beside their English source, as an article's
 *  translation is edited (TranslatedField): the English text as the placeholder of an empty field
 *  (which the public page shows in English), what changed in the English since a text was
 *  translated, and Publish for this language alone. */
export function PageTranslationEditor(props: PageTranslationEditorProps) {
  const stored = useGetStoredPageTranslationQuery({ pageId: props.pageId, locale: props.locale });
  if (stored.data === undefined)
    return stored.error ? (
      <Alert severity="error">The translation could not be loaded.</Alert>
    ) : (
      <Typography color="text.secondary">Loading the translation...</Typography>
    );
  return <PageTranslationForm key={`${props.pageId}-${props.locale}`} {...props} stored={stored.data} />;
}

function PageTranslationForm({
  pageId,
  locale,
  english,
  onDirtyChange,
  stored,
}: PageTranslationEditorProps & { stored: PageTranslation | null }) {
  const language = localeInfo(locale);
  const keys = useMemo(() => translatableKeys(english), [english]);
  const form = useForm<PageForm>({
    defaultValues: translationFormValues(keys, stored),
    resolver: zodResolver(pageFormSchema),
    mode: 'onChange',
  });
  const { formState, handleSubmit, reset } = form;
  const [save] = useSavePageTranslationMutation();
  const [baseRev, setBaseRev] = useState(stored?.rev ?? 0);
  const [kept, setKept] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => onDirtyChange(formState.isDirty), [formState.isDirty, onDirtyChange]);

  const englishTexts = flatTexts(english.sections);
  const texts = flatTexts(stored?.sections);
  const sources = flatTexts(stored?.sourceSections);
  // A text saved with no recorded source (seeded before sources were kept) is not known to be outdated.
  const outdated = outdatedFields(
    keys.filter((k) => k in sources),
    englishTexts,
    { ...texts, sourceTexts: sources },
  );
  const translated = keys.filter((k) => texts[k]).length;
  const bySection = new Map<string, string[]>();
  for (const key of keys) {
    const name = key.split('.')[0]!;
    bySection.set(name, [...(bySection.get(name) ?? []), key]);
  }

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const write = pageTranslationWrite(keys, values, stored, english, kept);
    const result = await save({
      pageId,
      locale,
      ...write,
      lastUpdated: stored?.lastUpdated || english.lastUpdated,
      baseRev,
    });
    if ('error' in result) {
      const e = result.error as AppError;
      setFailure(isConflict(e) ? `${e.message} Reload the page to see their version.` : e.message);
      return;
    }
    setBaseRev((r) => r + 1);
    setKept(new Set());
    reset(values);
  });

  return (
    <FormProvider {...form}>
      <Stack
        component="form"
        noValidate
        spacing={2}
        aria-label={`${PAGE_LABELS[pageId]} page in ${language.name}`}
        onSubmit={(e) => void submit(e)}
        data-testid="page-translation-editor"
      >
        <TranslationHeading title={`${PAGE_LABELS[pageId]} · ${language.nativeName}`} outdated={outdated.length}>
          <Chip
            size="small"
            label={`${translated} of ${keys.length} texts translated`}
            data-testid="page-translation-progress"
          />
        </TranslationHeading>
        <Typography variant="body2" color="text.secondary">
          An empty field shows the English text on the {language.name} page. Lists (figures, features, questions) show
          in English.
        </Typography>
        {[...bySection].map(([name, sectionKeys]) => (
          <Paper key={name} variant="outlined" sx={{ p: 2 }}>
            <Typography component="h4" sx={{ fontWeight: 600, mb: 1.5 }}>
              {sectionLabel(name)}
            </Typography>
            <Stack spacing={2}>
              {sectionKeys.map((key) => {
                const field = key.split('.')[1]!;
                const text = TRANSLATED_TEXTS.find((t) => t.field === field)!;
                const dirty = Boolean(get(formState.dirtyFields, `sections.${key}`));
                return (
                  <TranslatedField
                    key={key}
                    name={`sections.${key}`}
                    label={text.label}
                    language={language.nativeName}
                    english={englishTexts[key] ?? ''}
                    limits={{ max: text.max }}
                    multiline={text.multiline ? 8 : false}
                    source={outdated.includes(key) && !dirty ? (sources[key] ?? '') : null}
                    kept={kept.has(key)}
                    onKeep={() => setKept((k) => new Set([...k, key]))}
                  />
                );
              })}
            </Stack>
          </Paper>
        ))}
        {failure && <Alert severity="error">{failure} Your changes are still here.</Alert>}
        <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 1 }}>
          <Button disabled={!formState.isDirty || formState.isSubmitting} onClick={() => reset()}>
            Discard changes
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={formState.isSubmitting || (!formState.isDirty && kept.size === 0)}
          >
            {formState.isSubmitting ? 'Publishing...' : `Publish ${language.nativeName}`}
          </Button>
        </Stack>
      </Stack>
    </FormProvider>
  );
}
