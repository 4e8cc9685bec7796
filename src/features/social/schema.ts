import { z } from '@/lib/schema/zod';
import { storedLink } from '@/lib/schema/links';

/** The networks the site links to, one link each (docs/data-model.md `social_links`). */
export const SOCIAL_NETWORKS = ['LinkedIn', 'X', 'YouTube', 'GitHub', 'Facebook', 'Instagram'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** A link's document id: its network in lower case (`social_links/linkedin`), so there is one
 *  link per network; firestore.rules tie the id to the network the same way. */
export const socialLinkId = (network: string) => network.toLowerCase();

export const socialLinkSchema = z.object({
  id: z.string(),
  network: z.enum(SOCIAL_NETWORKS),
  url: storedLink(),
  enabled: z.boolean(),
  order: z.number(),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

/** What an admin fills in; firestore.rules mirror it (https only). */
export const socialLinkInputSchema = z.object({
  network: z.enum(SOCIAL_NETWORKS, { error: 'Choose a network' }),
  url: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'URL is required'),
      z.maxLength(2048, 'At most 2048 characters'),
      z.regex(/^https:\/\/[^\s]+$/, 'Use an https:// link'),
    ),
  enabled: z._default(z.boolean(), true),
  order: z
    .number({ error: 'Enter a whole number' })
    .check(z.int('Enter a whole number'), z.gte(0, 'At least 0'), z.lte(9999, 'At most 9999')),
});
export type SocialLinkInput = z.input<typeof socialLinkInputSchema>;
