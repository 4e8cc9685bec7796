import { defineEntity } from '@/lib/entity/entity';
import { faqInputSchema, faqSchema } from './schema';
import { COLLECTIONS } from '@/domain/collections';

/** Support FAQs on /support, grouped by category, in `order`. */
export const faqEntity = defineEntity({
  name: 'faq',
  singular: 'FAQ',
  plural: 'FAQs',
  collection: COLLECTIONS.faqs,
  read: faqSchema,
  input: faqInputSchema,
  empty: { question: '', answer: '', category: 'General', order: 0 },
  toInput: ({ question, answer, category, order }) => ({ question, answer, category, order }),
  fields: [
    { name: 'question', label: 'Question', kind: 'text' },
    { name: 'answer', label: 'Answer', kind: 'textarea' },
    { name: 'category', label: 'Category', kind: 'text' },
    { name: 'order', label: 'Order', kind: 'number', help: 'Lower numbers come first' },
  ],
  columns: [
    { field: 'order', kind: 'number' },
    { field: 'question', flex: 3 },
    { field: 'category', kind: 'chip' },
  ],
  orderBy: [['order', 'asc']],
  orderable: { field: 'order' },
  titleField: 'question',
  access: { read: 'editor', write: 'editor', remove: 'editor' },
  creatable: true,
  removable: true,
  toasts: {
    added: 'FAQ added successfully',
    updated: 'FAQ updated successfully',
    deleted: 'FAQ deleted successfully',
    addFailed: 'Failed to add FAQ',
    updateFailed: 'Failed to update FAQ',
    deleteFailed: 'Failed to delete FAQ',
    moveFailed: 'Failed to move FAQ',
  },
});
