import { z } from 'zod';

/** The demo-request form (spec section 3); mirrored by firestore.rules for demo_requests. */
export const demoRequestSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name').max(100, 'At most 100 characters'),
  email: z.string().trim().max(254, 'At most 254 characters').pipe(z.email('Please enter a valid email address')),
  phone: z.string().trim().max(40, 'At most 40 characters').default(''),
  company: z.string().trim().min(1, 'Please enter your company').max(120, 'At most 120 characters'),
  projectDescription: z.string().trim().min(1, 'Please describe your project').max(5000, 'At most 5000 characters'),
});
export type DemoRequestForm = z.input<typeof demoRequestSchema>;
export const EMPTY_DEMO_FORM: DemoRequestForm = { name: '', email: '', phone: '', company: '', projectDescription: '' };
