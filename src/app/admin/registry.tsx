// The back office's one registry: each section's route, nav label, group, icon and the least role
// that may open it. Navigation, routes, the role filter and the entities' toast table all come
// from here. A content type is an entity definition plus a line in SECTIONS.
import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import CasesIcon from '@mui/icons-material/CasesOutlined';
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import ForumIcon from '@mui/icons-material/ForumOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import InboxIcon from '@mui/icons-material/InboxOutlined';
import InsightsIcon from '@mui/icons-material/InsightsOutlined';
import LayersIcon from '@mui/icons-material/LayersOutlined';
import UsersIcon from '@mui/icons-material/ManageAccountsOutlined';
import MediaIcon from '@mui/icons-material/PermMediaOutlined';
import QuizIcon from '@mui/icons-material/QuizOutlined';
import RateReviewIcon from '@mui/icons-material/RateReviewOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import ShareIcon from '@mui/icons-material/ShareOutlined';
import { type ComponentType } from 'react';
import { brandingToasts } from '@/features/branding/admin-api';
import { leadNotificationsToasts } from '@/features/lead-notifications/api';
import { pageContentToasts } from '@/features/page-content/editor-api';
import { userToasts } from '@/features/users/api';
import { entityToasts, roleAllows, type StaffRole } from '@/lib/entity/entity';
import { actionToasts } from '@/lib/entity/row-actions';
import { lazyWithRetry } from '@/lib/util/lazy';
import { registerToasts } from '@/lib/util/toasts';
import { ENTITY_LIST } from './entities';
import type { EntityKey } from './pages/EntitySection';
import type { AdminGroup, AdminSection, SectionProps } from './section';

export type { AdminGroup, AdminSection, SectionProps };

export const ADMIN_GROUPS: AdminGroup[] = ['Overview', 'Content', 'Community', 'Site'];

const page = (load: () => Promise<{ default: ComponentType<SectionProps> }>) => lazyWithRetry(load);

/** A section that is just its entity's page (table, form, side panel), titled by the section. */
const entitySection = (entity: EntityKey) =>
  lazyWithRetry(async () => {
    const { EntitySection } = await import('./pages/EntitySection');
    return {
      default: ({ role, section }: SectionProps) => (
        <EntitySection entity={entity} role={role} title={section.label} description={section.description} />
      ),
    };
  });

export const SECTIONS: AdminSection[] = [
  {
    path: 'dashboard',
    label: 'Dashboard',
    group: 'Overview',
    icon: DashboardIcon,
    minRole: 'contributor',
    description: 'What is happening on the site, live.',
    Page: page(() => import('./pages/DashboardPage')),
  },
  {
    path: 'leads',
    label: 'Leads',
    group: 'Overview',
    icon: InboxIcon,
    minRole: 'editor',
    description: 'Demo requests from the public site, newest first. Export the rows shown as CSV from the toolbar.',
    Page: page(() => import('./pages/LeadsPage')),
  },
  {
    path: 'analytics',
    label: 'Analytics',
    group: 'Overview',
    icon: InsightsIcon,
    minRole: 'editor',
    description: 'Traffic, sources, campaigns, the demo funnel and real visitors’ speed; figures from the site’s data.',
    Page: page(() => import('./pages/AnalyticsPage')),
  },
  {
    path: 'content',
    label: 'Content',
    group: 'Content',
    icon: LayersIcon,
    minRole: 'editor',
    description: 'Every content type at a glance, page copy and the resource library.',
    Page: page(() => import('./pages/ContentPage')),
  },
  {
    path: 'blog',
    label: 'Blog',
    group: 'Content',
    icon: ArticleIcon,
    minRole: 'contributor',
    description: 'Every post, drafts included.',
    Page: entitySection('blog'),
  },
  {
    path: 'case-studies',
    label: 'Case studies',
    group: 'Content',
    icon: CasesIcon,
    minRole: 'contributor',
    description: 'Every case study, drafts included.',
    Page: entitySection('caseStudies'),
  },
  {
    path: 'review',
    label: 'In review',
    group: 'Content',
    icon: RateReviewIcon,
    minRole: 'editor',
    description: 'Posts and case studies contributors have submitted: publish them, or send them back with a note.',
    Page: page(() => import('./pages/ReviewPage')),
  },
  {
    path: 'team',
    label: 'Team',
    group: 'Content',
    icon: GroupsIcon,
    minRole: 'editor',
    description: 'The people on the company page, in order.',
    Page: entitySection('team'),
  },
  {
    path: 'faq',
    label: 'FAQ',
    group: 'Content',
    icon: QuizIcon,
    minRole: 'editor',
    description: 'Questions and answers on the support page.',
    Page: entitySection('faq'),
  },
  {
    path: 'media',
    label: 'Media',
    group: 'Content',
    icon: MediaIcon,
    minRole: 'editor',
    description: 'Files uploaded to the site.',
    Page: entitySection('media'),
  },
  {
    path: 'community',
    label: 'Community',
    group: 'Community',
    icon: ForumIcon,
    minRole: 'editor',
    description: 'Every discussion, hidden and deleted ones too.',
    Page: entitySection('community'),
  },
  {
    path: 'social-media',
    label: 'Social media',
    group: 'Site',
    icon: ShareIcon,
    minRole: 'admin',
    description: 'The site’s social profiles.',
    Page: entitySection('social'),
  },
  {
    path: 'users',
    label: 'Users',
    group: 'Site',
    icon: UsersIcon,
    minRole: 'admin',
    description:
      'Every account that has signed in. Admins manage everything; editors manage content; others have no back-office access.',
    Page: page(() => import('./pages/UsersPage')),
  },
  {
    path: 'settings',
    label: 'Settings',
    group: 'Site',
    icon: SettingsIcon,
    minRole: 'admin',
    description: 'Branding and feature toggles. Changes reach the public site live.',
    Page: page(() => import('./pages/SettingsPage')),
  },
];

/** Whether a role may open a section: its least role or a higher one (contributor < editor < admin). */
export const canOpen = (role: StaffRole, section: Pick<AdminSection, 'minRole'>) => roleAllows(role, section.minRole);

/** The navigation a role sees, by group. */
export function navFor(role: StaffRole) {
  return ADMIN_GROUPS.map((group) => ({
    group,
    sections: SECTIONS.filter((s) => s.group === group && canOpen(role, s)),
  })).filter((g) => g.sections.length > 0);
}

export const sectionAt = (path: string) => SECTIONS.find((s) => s.path === path);

/** Whether a role may open the section at `path` (false for no such section). */
export function mayOpen(role: StaffRole, path: string): boolean {
  const section = sectionAt(path);
  return section !== undefined && canOpen(role, section);
}

/** The entities' mutation toasts, registered when the back office loads. */
export const ADMIN_TOASTS = Object.assign(
  {},
  userToasts,
  brandingToasts,
  leadNotificationsToasts,
  pageContentToasts,
  ...ENTITY_LIST.map((def) => entityToasts(def)),
  ...ENTITY_LIST.map((def) => actionToasts(def)),
);
registerToasts(ADMIN_TOASTS);
