import { defineEntity } from '@/lib/entity';
import { caseStudySchema } from './schema';

/** Case studies, listed live in the back office (drafts too). */
export const caseStudyEntity = defineEntity({
  name: 'case-studies',
  singular: 'Case study',
  plural: 'Case studies',
  collection: 'case_studies',
  read: caseStudySchema,
  columns: [
    { field: 'title', flex: 2 },
    { field: 'client' },
    { field: 'industry', kind: 'chip' },
    { field: 'published', kind: 'boolean' },
    { field: 'publishedAt', header: 'Published', kind: 'date' },
  ],
  orderBy: [['updatedAt', 'desc']],
  titleField: 'title',
  access: { read: 'editor', write: 'editor', remove: 'editor' },
});
