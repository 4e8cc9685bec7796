// The reasons the demo form gives for a value it refuses, as a contract without zod: the UI texts'
// catalogs (src/i18n/messages) hold them per language and travel in chunks that must not carry
// zod (the footer's, an article's: scripts/lib/bundle-budget.ts); ./lead.ts builds the schema with them.

/** The reasons the form gives for a value it refuses, in one language (the UI texts' catalogs hold
 *  them per language). */
export interface DemoReasons {
  nameRequired: string;
  emailInvalid: string;
  companyRequired: string;
  projectRequired: string;
  atMost: (max: number) => string;
}
/** The spec's English reasons. */
export const ENGLISH_REASONS: DemoReasons = {
  nameRequired: 'Please enter your name',
  emailInvalid: 'Please enter a valid email address',
  companyRequired: 'Please enter your company',
  projectRequired: 'Please describe your project',
  atMost: (max) => `At most ${max} characters`,
};

/** Why the form post refused a request that was valid (its limits, functions/src/leads/form-post.ts),
 *  in English; the catalogs word them in the page's language. */
export const ENGLISH_REFUSALS = {
  tooMany: 'Too many requests from your network in the last hour. Please try again later: your details are still here.',
  busy: 'We cannot take more requests today. Please try again tomorrow: your details are still here.',
};
