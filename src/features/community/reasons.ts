// What a member is told when a discussion or a reply does not fit (the forms' schemas in ./schema.ts
// are built with a language's reasons; the catalogs in src/i18n/messages word them per language).
// Zod-free, so the English catalog can import it without pulling the schemas in.

/** The English reasons: the catalog's, and the schemas' defaults. */
export const COMMUNITY_REASONS = {
  titleShort: 'Give your discussion a title of at least 3 characters',
  titleLong: 'Keep the title to 200 characters or fewer',
  bodyEmpty: 'Write something to start the discussion',
  bodyLong: 'Keep the post to 10,000 characters or fewer',
  replyEmpty: 'Write a reply first',
  replyLong: 'Keep the reply to 5,000 characters or fewer',
};

export type CommunityReasons = typeof COMMUNITY_REASONS;
