import { linkOrEmpty, storedLink } from '@/lib/schema/links';
import { z } from '@/lib/schema/zod';

/** A person on the team page, `team/{id}` (docs/data-model.md). `image` may be '' (initials shown). */
export const teamMemberSchema = z.object({
  id: z.string(),
  name: z.string().check(z.minLength(1)),
  role: z._default(z.string(), ''),
  bio: z._default(z.string(), ''),
  image: z._default(storedLink(), ''),
  order: z.number().check(z.int()),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** What an editor fills in for a team member; firestore.rules mirror these limits (the parity
 *  test proves it). */
export const teamMemberInputSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(100, 'At most 100 characters')),
  role: z.string().check(z.trim(), z.minLength(1, 'Role is required'), z.maxLength(100, 'At most 100 characters')),
  bio: z._default(z.string().check(z.trim(), z.maxLength(2000, 'At most 2000 characters')), ''),
  image: z._default(linkOrEmpty(2048), ''),
  order: z
    .number({ error: 'Enter a whole number' })
    .check(z.int('Enter a whole number'), z.gte(0, 'At least 0'), z.lte(9999, 'At most 9999')),
});
export type TeamMemberInput = z.input<typeof teamMemberInputSchema>;
