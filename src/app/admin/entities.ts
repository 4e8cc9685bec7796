// Every content type the back office knows, as data: the registry makes navigation, routes,
// endpoints and toasts from these, and the rules parity test walks them.
import { blogEntity } from '@/features/blog/entity';
import { caseStudyEntity } from '@/features/case-studies/entity';
import { communityPostEntity } from '@/features/community/entity';
import { faqEntity } from '@/features/faq/entity';
import { leadEntity } from '@/features/leads/entity';
import { mediaEntity } from '@/features/media/entity';
import { resourceEntity } from '@/features/resources/entity';
import { socialLinkEntity } from '@/features/social/entity';
import { teamEntity } from '@/features/team/entity';
import { userEntity } from '@/features/users/entity';
import type { EntityDef } from '@/lib/entity';

export const ENTITIES = {
  resources: resourceEntity,
  leads: leadEntity,
  team: teamEntity,
  faq: faqEntity,
  social: socialLinkEntity,
  blog: blogEntity,
  caseStudies: caseStudyEntity,
  community: communityPostEntity,
  media: mediaEntity,
  users: userEntity,
} as const;

/** The same, as a list of plain definitions. */
export const ENTITY_LIST = Object.values(ENTITIES) as unknown as EntityDef<{ id: string }, object>[];
