import { defineEntity } from '@/lib/entity/entity';
import { teamMemberInputSchema, teamMemberSchema } from './schema';
import { COLLECTIONS } from '@/domain/collections';

/** Team members on /company, in `order`. */
export const teamEntity = defineEntity({
  name: 'team',
  singular: 'Team member',
  plural: 'Team members',
  collection: COLLECTIONS.team,
  read: teamMemberSchema,
  input: teamMemberInputSchema,
  empty: { name: '', role: '', bio: '', image: '', order: 0 },
  toInput: ({ name, role, bio, image, order }) => ({ name, role, bio, image, order }),
  fields: [
    { name: 'name', label: 'Name', kind: 'text' },
    { name: 'role', label: 'Role', kind: 'text' },
    { name: 'bio', label: 'Bio', kind: 'textarea' },
    { name: 'image', label: 'Photo URL', kind: 'image', help: 'Leave empty to show initials' },
    { name: 'order', label: 'Order', kind: 'number', help: 'Lower numbers come first' },
  ],
  columns: [
    { field: 'order', kind: 'number' },
    { field: 'name', flex: 1.5 },
    { field: 'role', flex: 1.5 },
  ],
  orderBy: [['order', 'asc']],
  orderable: { field: 'order' },
  titleField: 'name',
  access: { read: 'editor', write: 'editor', remove: 'editor' },
  creatable: true,
  removable: true,
});
