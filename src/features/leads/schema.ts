import { z } from '@/lib/schema/zod';

/** The demo-request form (spec section 3); mirrored by firestore.rules for demo_requests. */
export const demoRequestSchema = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(1, 'Please enter your name'), z.maxLength(100, 'At most 100 characters')),
  email: z.pipe(
    z.string().check(z.trim(), z.maxLength(254, 'At most 254 characters')),
    z.email('Please enter a valid email address'),
  ),
  phone: z._default(z.string().check(z.trim(), z.maxLength(40, 'At most 40 characters')), ''),
  company: z
    .string()
    .check(z.trim(), z.minLength(1, 'Please enter your company'), z.maxLength(120, 'At most 120 characters')),
  projectDescription: z
    .string()
    .check(z.trim(), z.minLength(1, 'Please describe your project'), z.maxLength(2000, 'At most 2000 characters')),
});
export type DemoRequestForm = z.input<typeof demoRequestSchema>;
export type DemoRequest = z.output<typeof demoRequestSchema>;
export const EMPTY_DEMO_FORM: DemoRequestForm = { name: '', email: '', phone: '', company: '', projectDescription: '' };
