import { entityEndpoints } from '@/lib/entity/entity-api';
import { fileEndpoints } from '@/lib/entity/entity-files-api';
import { ENTITIES } from './entities';

/** Each entity's live list and writes, injected once when the back office loads. */
export const APIS = {
  resources: entityEndpoints(ENTITIES.resources),
  leads: entityEndpoints(ENTITIES.leads),
  team: entityEndpoints(ENTITIES.team),
  faq: entityEndpoints(ENTITIES.faq),
  social: entityEndpoints(ENTITIES.social),
  blog: entityEndpoints(ENTITIES.blog),
  caseStudies: entityEndpoints(ENTITIES.caseStudies),
  community: entityEndpoints(ENTITIES.community),
  media: { ...entityEndpoints(ENTITIES.media), files: fileEndpoints(ENTITIES.media) },
  users: entityEndpoints(ENTITIES.users),
};
