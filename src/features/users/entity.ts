import { defineEntity } from '@/lib/entity/entity';
import { z } from '@/lib/schema/zod';
import { COLLECTIONS } from '@/domain/collections';

/** users/{uid}: the profile each account keeps (written at sign-up and sign-in, and by the seed),
 *  so admins can see who may be given a role. Roles themselves live in roles/{uid}. */
export const userProfileSchema = z.object({
  id: z.string(),
  displayName: z._default(z.string(), ''),
  email: z._default(z.string(), ''),
  createdAt: z.optional(z.nullable(z.string())),
  /** display_names/{nameKey} holds the name for this account (issue 29); absent when the name is empty. */
  nameKey: z.optional(z.string()),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const userEntity = defineEntity({
  name: 'users',
  singular: 'User',
  plural: 'Users',
  collection: COLLECTIONS.users,
  read: userProfileSchema,
  columns: [
    { field: 'displayName', header: 'Name' },
    { field: 'email', flex: 1.4 },
    { field: 'createdAt', header: 'Created', kind: 'date' },
  ],
  orderBy: [['createdAt', 'desc']],
  titleField: 'displayName',
  access: { read: 'admin', write: 'admin', remove: 'admin' },
});
