import { defineEntity } from '@/lib/entity/entity';
import { LEAD_STATUSES, leadInputSchema, leadSchema, notificationText } from './leadSchema';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Demo requests from the public site. Staff read them; admins move them through the pipeline.
 *  Created only by the public form, never deleted from the back office (a record of contact). */
export const leadEntity = defineEntity({
  name: 'leads',
  singular: 'Lead',
  plural: 'Leads',
  collection: 'demo_requests',
  read: leadSchema,
  input: leadInputSchema,
  empty: { status: 'new', notes: '', assignee: '' },
  toInput: ({ status, notes, assignee }) => ({ status, notes, assignee }),
  fields: [
    {
      name: 'status',
      label: 'Status',
      kind: 'select',
      options: LEAD_STATUSES.map((s) => ({ value: s, label: capital(s) })),
    },
    { name: 'assignee', label: 'Assignee', kind: 'text', help: 'Who follows this lead up' },
    { name: 'notes', label: 'Notes', kind: 'textarea' },
  ],
  details: [
    { field: 'name' },
    { field: 'email' },
    { field: 'phone' },
    { field: 'company' },
    { field: 'source' },
    { field: 'createdAt', header: 'Received', kind: 'date' },
    { field: 'projectDescription', header: 'Project' },
    { field: 'notification', header: 'Notification', value: (lead) => notificationText(lead.notification) },
  ],
  columns: [
    { field: 'createdAt', header: 'Received', kind: 'date' },
    { field: 'name' },
    { field: 'company' },
    { field: 'email', flex: 1.3 },
    { field: 'status', kind: 'chip', flex: 0.7 },
    { field: 'assignee', flex: 0.8 },
    { field: 'source', flex: 0.8 },
    {
      field: 'notification',
      header: 'Notified',
      flex: 0.7,
      value: (lead) => (lead.notification ? lead.notification.state : ''),
    },
  ],
  orderBy: [['createdAt', 'desc']],
  // Every demo request ever made: the newest 500, "Load more", a server search by name, email
  // or company.
  window: { size: 500, search: ['name', 'email', 'company'] },
  titleField: 'name',
  access: { read: 'editor', write: 'admin', remove: 'admin' },
  creatable: false,
  removable: false,
  write: { updateTimestamps: ['updatedAt'] },
});
