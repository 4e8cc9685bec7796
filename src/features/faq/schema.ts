import { z } from '@/lib/schema/zod';

/** A support FAQ, `faqs/{id}` (docs/data-model.md). `order` is global across categories. */
export const faqSchema = z.object({
  id: z.string(),
  question: z.string().check(z.minLength(1)),
  answer: z._default(z.string(), ''),
  category: z._default(z.string(), 'General'),
  order: z.number().check(z.int()),
});
export type FaqEntry = z.infer<typeof faqSchema>;

/** What an editor fills in for an FAQ; firestore.rules mirror these limits. */
export const faqInputSchema = z.object({
  question: z
    .string()
    .check(z.trim(), z.minLength(1, 'Question is required'), z.maxLength(500, 'At most 500 characters')),
  answer: z
    .string()
    .check(z.trim(), z.minLength(1, 'Answer is required'), z.maxLength(5000, 'At most 5000 characters')),
  category: z
    .string()
    .check(z.trim(), z.minLength(1, 'Category is required'), z.maxLength(100, 'At most 100 characters')),
  order: z
    .number({ error: 'Enter a whole number' })
    .check(z.int('Enter a whole number'), z.gte(0, 'At least 0'), z.lte(9999, 'At most 9999')),
});
export type FaqInput = z.input<typeof faqInputSchema>;
