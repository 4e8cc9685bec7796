import { articleBehaviour, articleStatusColumn, articleToInput, emptyArticle } from '@/lib/schema/article';
import { coverFields, seoFields } from '@/lib/entity/article-fields';
import { defineEntity } from '@/lib/entity/entity';
import { articleContributions, publicationActions } from '@/lib/entity/entity-actions';
import { caseStudyInputSchema, caseStudySchema, type CaseStudyInput } from './schema';
import { COLLECTIONS } from '@/domain/collections';

/** Case studies: a blog post's fields plus client, industry, challenge, solution and results. */
export const caseStudyEntity = defineEntity({
  name: 'case-studies',
  singular: 'Case study',
  plural: 'Case studies',
  collection: COLLECTIONS.caseStudies,
  read: caseStudySchema,
  input: caseStudyInputSchema,
  empty: { ...emptyArticle, client: '', industry: '', challenge: '', solution: '', results: [] } as CaseStudyInput,
  toInput: (c) => ({
    ...articleToInput(c),
    client: c.client,
    industry: c.industry,
    challenge: c.challenge,
    solution: c.solution,
    results: c.results,
  }),
  signedInDefaults: (name) => ({ author: name.slice(0, 100) }),
  fields: [
    { name: 'title', label: 'Title', kind: 'text', localized: true },
    {
      name: 'slug',
      label: 'Slug',
      kind: 'slug',
      localized: true,
      from: 'title',
      help: 'The address: /case-studies/<slug>',
    },
    { name: 'client', label: 'Client', kind: 'text' },
    { name: 'industry', label: 'Industry', kind: 'text' },
    {
      name: 'excerpt',
      label: 'Excerpt',
      kind: 'textarea',
      localized: true,
      help: 'Shown on cards and under the title',
    },
    { name: 'challenge', label: 'Challenge', kind: 'textarea', localized: true },
    { name: 'solution', label: 'Solution', kind: 'textarea', localized: true },
    {
      name: 'results',
      label: 'Results',
      kind: 'rows',
      rows: {
        item: 'result',
        fields: [
          { name: 'metric', label: 'Metric' },
          { name: 'value', label: 'Value' },
        ],
      },
    },
    { name: 'body', label: 'Story', kind: 'markdown', localized: true },
    ...coverFields<CaseStudyInput>(),
    { name: 'author', label: 'Author', kind: 'text' },
    { name: 'tags', label: 'Tags', kind: 'tags', help: 'Press Enter after each tag' },
    ...seoFields<CaseStudyInput>(),
    { name: 'publishedAt', label: 'Publish date', kind: 'datetime', seconds: true, help: 'Schedule publishes then' },
    {
      name: 'unpublishAt',
      label: 'Unpublish date',
      kind: 'datetime',
      seconds: true,
      help: 'Optional: the case study leaves the site then',
    },
  ],
  actions: publicationActions<CaseStudyInput>(),
  contributions: articleContributions<CaseStudyInput>(),
  columns: [
    { field: 'title', flex: 2 },
    { field: 'client' },
    { field: 'industry', kind: 'chip' },
    articleStatusColumn,
    { field: 'publishedAt', header: 'Publish date', kind: 'date' },
    { field: 'views', kind: 'number' },
  ],
  orderBy: [['updatedAt', 'desc']],
  titleField: 'title',
  ...articleBehaviour,
  newLabel: 'New case study',
  toasts: { added: 'Case study saved', updated: 'Case study saved' },
});
