import { defineEntity } from '@/lib/entity/entity';
import { attributionRows } from '@/domain/analytics/attribution';
import { ANALYTICS_TEXT } from '@/domain/analytics/lead-visit';
import { VITALS } from '@/domain/analytics/protocol';
import { campaignOf, sourceOf } from '@/domain/analytics/touch';
import { leadInputSchema, notificationText } from './leadSchema';
import { LEAD_STATUSES, leadSchema, type Lead } from '@/domain/leads/lead';
import { COLLECTIONS } from '@/domain/collections';
import { localeInfo } from '@/domain/locales';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** One touch in words for the panel ("linkedin / social / launch, landing on /blog/x"). */
const touchText = (lead: Lead, which: 'First touch' | 'Last touch') =>
  attributionRows(lead.attribution)
    .filter(([k]) => k.startsWith(which))
    .map(([k, v]) => `${k.slice(which.length + 2)}: ${v}`)
    .join(' · ');

/** Demo requests from the public site. Staff read them; admins move them through the pipeline.
 *  Created only by the public form, never deleted from the back office (a record of contact). */
export const leadEntity = defineEntity({
  name: 'leads',
  singular: 'Lead',
  plural: 'Leads',
  collection: COLLECTIONS.demoRequests,
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
    { field: 'source', header: 'Button pressed' },
    { field: 'locale', header: 'Language', value: (lead) => localeInfo(lead.locale).name },
    { field: 'createdAt', header: 'Received', kind: 'date' },
    {
      field: 'attribution',
      key: 'firstTouch',
      header: 'First touch (how the visit began)',
      value: (lead) => touchText(lead, 'First touch') || 'Not recorded',
    },
    {
      field: 'attribution',
      key: 'lastTouch',
      header: 'Last touch (the visit’s latest entry)',
      value: (lead) => touchText(lead, 'Last touch') || 'Not recorded',
    },
    { field: 'attribution', key: 'page', header: 'Requested on page', value: (lead) => lead.attribution?.page ?? '' },
    {
      field: 'pagesSeen',
      header: 'Pages seen before the request (this tab, oldest first)',
      value: (lead) => lead.pagesSeen?.join(' → ') || 'Not recorded',
    },
    {
      field: 'vitalsRatings',
      header: 'Speed the visitor had (Web Vitals, worst rating in the tab)',
      value: (lead) =>
        VITALS.flatMap((m) => {
          const r = lead.vitalsRatings?.[m];
          return r ? [`${m} ${r.replace('-', ' ')}`] : [];
        }).join(' · ') || 'Not measured',
    },
    {
      field: 'analytics',
      header: 'In the traffic figures',
      value: (lead) => (lead.analytics ? ANALYTICS_TEXT[lead.analytics] : 'Not recorded'),
    },
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
    { field: 'source', header: 'Button pressed', flex: 0.8 },
    // Shown from the column menu (and in the CSV): one more visible column pushed the row's actions
    // out of a 1280 px grid.
    { field: 'locale', header: 'Language', flex: 0.6, hidden: true, value: (l) => localeInfo(l.locale).name },
    // Attribution (first touch unless named): filter by these from the column menu; all in the CSV.
    {
      field: 'attribution',
      key: 'firstSource',
      header: 'Traffic source',
      flex: 0.8,
      value: (l) => (l.attribution ? sourceOf(l.attribution.firstTouch) : ''),
    },
    {
      field: 'attribution',
      key: 'firstCampaign',
      header: 'Campaign',
      flex: 0.8,
      value: (l) => campaignOf(l.attribution?.firstTouch),
    },
    {
      field: 'attribution',
      key: 'firstMedium',
      header: 'Medium',
      hidden: true,
      value: (l) => l.attribution?.firstTouch.utm?.medium ?? '',
    },
    {
      field: 'attribution',
      key: 'firstLanding',
      header: 'Landing page',
      hidden: true,
      value: (l) => l.attribution?.firstTouch.landingPage ?? '',
    },
    {
      field: 'attribution',
      key: 'firstReferrer',
      header: 'Referrer',
      hidden: true,
      value: (l) => l.attribution?.firstTouch.referrerHost ?? '',
    },
    {
      field: 'attribution',
      key: 'firstTerm',
      header: 'Term',
      hidden: true,
      value: (l) => l.attribution?.firstTouch.utm?.term ?? '',
    },
    {
      field: 'attribution',
      key: 'firstContent',
      header: 'Content',
      hidden: true,
      value: (l) => l.attribution?.firstTouch.utm?.content ?? '',
    },
    {
      field: 'attribution',
      key: 'firstClickId',
      header: 'Click ID',
      hidden: true,
      value: (l) =>
        Object.entries(l.attribution?.firstTouch.clickIds ?? {})
          .map(([k, v]) => `${k}=${v}`)
          .join(' '),
    },
    {
      field: 'attribution',
      key: 'lastSource',
      header: 'Last-touch source',
      hidden: true,
      value: (l) => (l.attribution ? sourceOf(l.attribution.lastTouch) : ''),
    },
    {
      field: 'attribution',
      key: 'lastCampaign',
      header: 'Last-touch campaign',
      hidden: true,
      value: (l) => campaignOf(l.attribution?.lastTouch),
    },
    {
      field: 'attribution',
      key: 'lastLanding',
      header: 'Last-touch landing page',
      hidden: true,
      value: (l) => l.attribution?.lastTouch.landingPage ?? '',
    },
    {
      field: 'attribution',
      key: 'requestPage',
      header: 'Requested on page',
      hidden: true,
      value: (l) => l.attribution?.page ?? '',
    },
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
