// Sections that are an entity page and nothing more: a definition, its endpoints, the role.
import { EntityPage } from '@/components/admin/EntityPage';
import { APIS } from '../apis';
import { ENTITIES } from '../entities';
import type { SectionProps } from '../registry';
import { useUploader } from '../useUploader';

export const BlogPage = ({ role }: SectionProps) => (
  <EntityPage def={ENTITIES.blog} api={APIS.blog} role={role} title="Blog" description="Every post, drafts included." />
);

export const CaseStudiesPage = ({ role }: SectionProps) => (
  <EntityPage
    def={ENTITIES.caseStudies}
    api={APIS.caseStudies}
    role={role}
    title="Case studies"
    description="Every case study, drafts included."
  />
);

export const TeamPage = ({ role }: SectionProps) => (
  <EntityPage
    def={ENTITIES.team}
    api={APIS.team}
    role={role}
    title="Team"
    description="The people on the company page, in order."
  />
);

export const FaqPage = ({ role }: SectionProps) => (
  <EntityPage
    def={ENTITIES.faq}
    api={APIS.faq}
    role={role}
    title="FAQ"
    description="Questions and answers on the support page."
  />
);

export function MediaPage({ role }: SectionProps) {
  const uploader = useUploader();
  return (
    <EntityPage
      def={ENTITIES.media}
      api={APIS.media}
      role={role}
      title="Media"
      description={
        uploader.available
          ? 'Files uploaded to the site.'
          : 'Files uploaded to the site. File storage is unavailable in this environment, so new files cannot be uploaded here; existing records are listed.'
      }
    />
  );
}

export const CommunityPage = ({ role }: SectionProps) => (
  <EntityPage
    def={ENTITIES.community}
    api={APIS.community}
    role={role}
    title="Community"
    description="Every discussion, hidden and deleted ones too, by latest activity."
  />
);

export const SocialPage = ({ role }: SectionProps) => (
  <EntityPage
    def={ENTITIES.social}
    api={APIS.social}
    role={role}
    title="Social media"
    description="The site’s social profiles."
  />
);
