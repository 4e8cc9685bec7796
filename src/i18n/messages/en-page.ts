// The English texts of the public site's parts that load after the first paint (footer, status
// banners, the demo form and its reasons, the not-found page): the spec's texts, exactly. They
// travel in those parts' chunks, not in the first script (docs/i18n.md). Its shape is every
// language's (de-page.ts, es-page.ts are typed with it).
import { SITE_TAGLINE } from '@/config/constants';
import { ENGLISH_REASONS, ENGLISH_REFUSALS } from '@/domain/leads/reasons';
import { COMMUNITY_REASONS } from '@/features/community/reasons';
import { NAME_TAKEN_MESSAGE } from '@/domain/display-names';
import { AUTH_REASONS } from '@/features/auth/reasons';
import { AUTH_MESSAGES, checkInboxMessage, resetSentMessage, type AuthMessage } from '@/features/auth/messages';

export const enPage = {
  status: {
    offline: "Offline — changes will be saved when you're back online.",
    waiting: (count: number) =>
      count === 1 ? '1 change is waiting to be saved.' : `${count} changes are waiting to be saved.`,
    partlyLoaded: 'Some of this page could not be loaded from the server.',
    retry: 'Retry',
    dismiss: 'Dismiss',
  },
  footer: {
    tagline: SITE_TAGLINE,
    solutions: 'Solutions',
    products: ['Automation Engine', 'Workflow Designer', 'Analytics Suite', 'Integrations'],
    resources: 'Resources',
    caseStudies: 'Case Studies',
    blog: 'Blog',
    community: 'Community',
    support: 'Support',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    admin: 'Admin',
    language: 'Language',
    socialMedia: 'Social media',
    onNetwork: (site: string, network: string) => `${site} on ${network}`,
    copyright: (year: number, site: string) => `© ${year} ${site}. All rights reserved.`,
  },
  demo: {
    defaultTitle: 'Get a Demo',
    intro: "Fill out the form below and we'll get back to you within 24 hours with a personalized demo.",
    fields: {
      name: 'Name',
      email: 'Email',
      phone: 'Phone (optional)',
      company: 'Company',
      projectDescription: 'Project description',
    },
    cancel: 'Cancel',
    submit: 'Request Demo',
    submitting: 'Submitting...',
    thankYouTitle: 'Thank You!',
    thankYou:
      "Thank you for joining our waiting list! We'll be in touch with you as soon as our product is ready. Our team will review your requirements and contact you within 24-48 hours.",
    close: 'Close',
    sendFailed:
      'We could not send your request. Please check your connection and try again: your details are still here.',
    tooMany: ENGLISH_REFUSALS.tooMany,
    busy: ENGLISH_REFUSALS.busy,
  },
  // The form's reasons are the lead's contract's (src/domain/leads/reasons.ts), written once there.
  validation: ENGLISH_REASONS,
  article: {
    readingTime: (minutes: number) => `${minutes} min read`,
    allPosts: 'All posts',
    allCaseStudies: 'All case studies',
    tags: 'Tags',
    loading: 'Loading',
    nothingYet: 'Nothing here yet',
    postFailed: "We couldn't load this post right now. Please try again.",
    caseStudyFailed: "We couldn't load this case study right now. Please try again.",
    blogFailed: "We couldn't load the blog right now. Please try again in a moment.",
    blogEmpty: 'No posts have been published yet. Check back soon.',
    caseStudiesFailed: "We couldn't load the case studies right now. Please try again in a moment.",
    caseStudiesEmpty: 'No case studies have been published yet. Check back soon.',
    caseStudy: 'Case study',
    client: 'Client',
    industry: 'Industry',
    results: 'Results',
  },
  // Each page's head (title, description) and the article lists' heroes.
  seo: {
    /** The breadcrumb's first step in an article's structured data. */
    home: 'Home',
    solutions: {
      title: 'Solutions',
      description:
        'Automation Engine, Workflow Designer, Analytics Suite and Integrations: automate structural analysis, code checks and calculation reports from concept to issue.',
    },
    technology: {
      title: 'Technology',
      description:
        'Verified physics-based solvers, ML surrogate models and a clause-by-clause code-compliance engine: how Structura AI produces fast, traceable, defensible structural designs.',
    },
    company: {
      title: 'Company',
      description:
        'Meet the structural engineers and software builders behind Structura AI: our mission, the values we design by, and the team building automated structural design.',
    },
    support: {
      title: 'Support',
      description:
        'Get help from licensed structural engineers: replies within 2 hours on paid plans and 24 hours on the free plan, plus answers to frequently asked questions.',
    },
    resources: {
      title: 'Resources',
      description:
        'Guides, whitepapers, webinars, events, tools and videos on automated structural design, code checking and BIM-integrated engineering workflows.',
    },
    community: {
      title: 'Community',
      description:
        'Ask questions, share optimisation settings and swap workflows with structural engineers using Structura AI.',
    },
    privacy: {
      title: 'Privacy Policy',
      description:
        'How Structura AI collects, uses, shares and protects personal data, your privacy rights, and how to contact us about privacy.',
    },
    terms: {
      title: 'Terms of Service',
      description:
        'The terms that govern your use of the Structura AI platform: accounts, professional responsibility, fees, liability, termination and data export.',
    },
    cookies: {
      title: 'Cookie Policy',
      description:
        'How Structura AI uses essential, functional, analytics and marketing cookies, how long they last, and how to manage your preferences.',
    },
    blog: {
      title: 'Blog',
      description:
        'Engineering notes, product updates and practical guides on automating structural design with Structura AI.',
      overline: 'Structura AI Blog',
      lead: 'Engineering notes, product updates and practical guides on automating structural design, from code checks to BIM round-trips.',
      /** A post's head while it loads or when it failed. */
      fallback: 'Articles from the Structura AI team.',
    },
    caseStudies: {
      title: 'Case Studies',
      description:
        'How structural engineering firms use Structura AI to save steel, cut design iteration time and catch problems early.',
      overline: 'Customer stories',
      lead: 'How structural engineering firms use Structura AI to save material, shorten design cycles and find problems while they are still cheap to fix.',
      fallback: 'How engineering teams use Structura AI to design faster and build leaner.',
    },
  },
  community: {
    overline: 'Structura AI Community',
    title: 'Community',
    lead: 'Ask questions, share optimisation settings and swap workflows with engineers who use Structura every day.',
    discussions: 'Discussions',
    loadingForm: 'Loading the form',
    signInToPost: 'Sign in to post',
    signInToPostText: 'Have a question or a tip to share? Members can start discussions and reply.',
    signInToReply: 'Sign in to reply',
    signInToReplyText: 'Members can reply to discussions.',
    needsJavaScript: 'Signing in needs JavaScript, which is off in this browser. Every discussion can still be read.',
    needsJavaScriptShort: 'Signing in needs JavaScript, which is off in this browser.',
    replies: (n: number) => (n === 1 ? '1 reply' : `${n} replies`),
    listFailed: "We couldn't load the discussions right now. Please try again.",
    loadingList: 'Loading discussions',
    noneYet: 'No discussions yet',
    noneYetText: 'Be the first to ask a question or share what you have learned.',
    allDiscussions: 'All discussions',
    discussion: 'Discussion',
    threadFallback: 'Discussions from the Structura AI community.',
    threadFailed: "We couldn't load this discussion right now. Please try again.",
    loadingThread: 'Loading discussion',
    repliesFailed: "We couldn't load the replies. Please try again.",
    repliesLabel: 'Replies',
    loadingReplies: 'Loading replies',
    noReplies: 'No replies yet. Start the conversation.',
    justNow: 'just now',
    pinned: 'Pinned',
    locked: 'Locked',
    lockedNotice: 'This discussion is locked: it takes no new replies.',
    signedInAs: 'Signed in as',
    signOut: 'Sign out',
    join: 'Join the community',
    signIn: 'Sign in',
    startDiscussion: 'Start a discussion',
    postFailed: "We couldn't publish your discussion. Your text is still here, so you can try again.",
    posted: 'Your discussion is live.',
    titleField: 'Title',
    bodyField: 'What would you like to discuss?',
    posting: 'Posting...',
    postDiscussion: 'Post discussion',
    replyForm: 'Reply to this discussion',
    replyFailed: "We couldn't post your reply. Your text is still here, so you can try again.",
    yourReply: 'Your reply',
    postReply: 'Post reply',
    pace: (kind: 'post' | 'reply', secondsLeft: number, pace: number) => {
      const what =
        kind === 'post' ? `start one discussion every ${pace} seconds` : `post one reply every ${pace} seconds`;
      const wait = secondsLeft === 1 ? '1 second' : `${secondsLeft} seconds`;
      return `You're posting a little fast: members can ${what}. Please wait ${wait}, then try again. Your text is still here.`;
    },
    // The forms' reasons are the community's contract's (src/features/community/reasons.ts).
    validation: COMMUNITY_REASONS,
    verify: {
      title: 'Verify your email to post',
      sentTo: 'We sent a link to',
      yourAddress: 'your email address',
      howTo:
        'Open it to confirm the address, then come back and press "I\'ve verified". Only verified members can start discussions and reply.',
      sent: (email: string | null) => `Sent. Check the inbox of ${email ?? 'your account'}.`,
      notYet: 'Your email isn\'t verified yet. Open the link in the email we sent, then press "I\'ve verified" again.',
      checking: 'Checking...',
      verified: "I've verified",
      sending: 'Sending...',
      resend: 'Resend email',
    },
  },
  // The community's sign-in dialog (the back office's login stays English: src/features/auth/messages.ts).
  auth: {
    reasons: AUTH_REASONS,
    title: { signIn: 'Sign in', signUp: 'Join the community', reset: 'Reset your password' },
    intro: {
      signIn: 'Sign in to start discussions and reply to other engineers.',
      signUp: 'Create a free account to start discussions and reply to other engineers.',
      reset: "Enter your account's email and we'll send you a link to choose a new password.",
    },
    action: { signIn: 'Sign in', signUp: 'Create account', reset: 'Send reset link' },
    busy: { signIn: 'Signing in...', signUp: 'Creating account...', reset: 'Sending...' },
    checkInbox: 'Check your inbox',
    done: 'Done',
    cancel: 'Cancel',
    displayName: 'Display name',
    email: 'Email',
    password: 'Password',
    passwordHint: (min: number) => `At least ${min} characters`,
    forgot: 'Forgot your password?',
    newHere: 'New here? ',
    haveAccount: 'Already have an account? ',
    remembered: 'Remembered it? ',
    createAccount: 'Create an account',
    signIn: 'Sign in',
    errors: AUTH_MESSAGES as Record<AuthMessage, string>,
    nameTaken: NAME_TAKEN_MESSAGE,
    checkInboxText: checkInboxMessage,
    resetSent: resetSentMessage,
  },
  resources: {
    types: {
      guide: { label: 'Guide', plural: 'Guides' },
      whitepaper: { label: 'Whitepaper', plural: 'Whitepapers' },
      webinar: { label: 'Webinar', plural: 'Webinars' },
      event: { label: 'Event', plural: 'Events' },
      tool: { label: 'Tool', plural: 'Tools' },
      video: { label: 'Video', plural: 'Videos' },
    },
    all: 'All',
    search: 'Search resources',
    filterByType: 'Filter by type',
    list: 'Resources',
    loading: 'Loading resources',
    failed: 'We couldn’t load the resource library. Please try again.',
    empty: 'No resources have been published yet. Please check back soon.',
    /** When the filter leaves nothing, per filtered type. */
    noMatch: {
      all: 'No resources match your filter.',
      guide: 'No guides match your filter.',
      whitepaper: 'No whitepapers match your filter.',
      webinar: 'No webinars match your filter.',
      event: 'No events match your filter.',
      tool: 'No tools match your filter.',
      video: 'No videos match your filter.',
    },
    showAll: 'Show all resources',
    open: 'Open',
    openLabel: (title: string) => `Open ${title}`,
    downloadPdf: 'Download PDF',
    eventPage: 'Event page',
    openLink: 'Open link',
    views: (views: string) => `${views} views`,
    rated: (rating: string) => ` · rated ${rating} out of 5`,
    unavailable: 'Resource not available',
    unavailableText:
      'This resource has been removed or is no longer published. Browse the library for current guides, whitepapers and events.',
    close: 'Close',
    events: 'Upcoming events',
    eventsFailed: 'We couldn’t load upcoming events. Please try again.',
    loadingEvents: 'Loading upcoming events',
    noEvents: 'No events are scheduled right now. New dates are announced here first.',
  },
  faq: {
    search: 'Search questions',
    loading: 'Loading questions',
    general: 'General',
    failed: 'We couldn’t load the frequently asked questions. Try again, or contact support and we’ll answer directly.',
    none: 'There are no questions here yet. Contact support and we’ll help.',
    noMatch: (query: string) => `No questions match “${query}”. Try different words, or contact support.`,
    matches: (matches: number, total: number) => `${matches} of ${total} questions match`,
  },
  support: {
    mailSubject: 'Support request',
  },
  company: {
    teamFailed: 'We couldn’t load our team right now. Please try again.',
    teamEmpty: 'Our team profiles are being updated. Please check back soon.',
    loadingTeam: 'Loading team members',
  },
  newsletter: {
    /** The subject of the sign-up email (a mailto: link until there is a mailing-list service). */
    subject: 'Subscribe to the engineering digest',
  },
  legal: {
    lastUpdated: 'Last updated',
  },
  notFound: {
    title: 'Page not found',
    text: 'The page you are looking for does not exist or has moved.',
    home: 'Back to home',
  },
};

export type PageMessages = typeof enPage;

export default enPage;
