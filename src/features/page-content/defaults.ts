import type { PageContent, PageId } from './types';
import { about } from './defaults/about';
import { company } from './defaults/company';
import { cookies } from './defaults/cookies';
import { home } from './defaults/home';
import { pricing } from './defaults/pricing';
import { privacy } from './defaults/privacy';
import { resources } from './defaults/resources';
import { solutions } from './defaults/solutions';
import { support } from './defaults/support';
import { technology } from './defaults/technology';
import { terms } from './defaults/terms';

/** Default copy for every marketing page; the admin editor starts from these. */
export const defaultPages: Record<PageId, PageContent> = {
  home,
  about,
  pricing,
  solutions,
  technology,
  resources,
  company,
  support,
  privacy,
  terms,
  cookies,
};
