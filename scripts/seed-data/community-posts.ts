import { account } from './accounts';
import { daysAgo } from './time';
import type { AccountKey, SeedCommunityPost, SeedReply } from './types';

// `community_posts/{id}` and `community_posts/{id}/replies/{rid}`, written by the two member
// accounts (Priya Raman and Tomás Ortega). `author` is resolved to the account's Auth emulator uid
// (authorId) at seed time. replyCount and lastActivityAt are derived from the visible replies
// (neither hidden nor deleted): the count a visitor sees matches the replies they can read.

interface ReplyInput {
  id: string;
  author: AccountKey;
  createdAt: string;
  body: string;
  /** Hidden by a moderator. */
  hidden?: boolean;
  /** Soft-deleted (replies are removed by staff, e.g. at their author's request). */
  deleted?: boolean;
}
interface PostInput {
  id: string;
  title: string;
  author: AccountKey;
  createdAt: string;
  body: string;
  hidden?: boolean;
  deleted?: boolean;
  replies?: ReplyInput[];
}

function post(input: PostInput): SeedCommunityPost {
  const replies: SeedReply[] = (input.replies ?? []).map((r) => ({
    id: r.id,
    body: r.body,
    author: r.author,
    authorName: account(r.author).displayName,
    createdAt: r.createdAt,
    hidden: r.hidden ?? false,
    deleted: r.deleted ?? false,
  }));
  const shown = replies.filter((r) => !r.hidden && !r.deleted);
  const lastActivityAt = shown.reduce((latest, r) => (r.createdAt > latest ? r.createdAt : latest), input.createdAt);
  return {
    id: input.id,
    title: input.title,
    body: input.body,
    author: input.author,
    authorName: account(input.author).displayName,
    createdAt: input.createdAt,
    lastActivityAt,
    replyCount: shown.length,
    hidden: input.hidden ?? false,
    deleted: input.deleted ?? false,
    replies,
  };
}

export const communityPosts: SeedCommunityPost[] = [
  post({
    id: 'composite-beams-from-revit',
    title: 'Best way to bring composite beams over from Revit?',
    author: 'member',
    createdAt: daysAgo(41, 10, 12),
    body: 'We model our composite floor beams in Revit with the deck and slab as separate floor elements. When I sync to Structura the beams come through as bare steel, so the checks are far more conservative than our hand calcs. Is there a parameter I should set on the beam family so the composite action (stud layout, deck orientation) gets picked up, or do people define it in Structura after import?',
    replies: [
      {
        id: 'r1',
        author: 'tomas',
        createdAt: daysAgo(41, 14, 3),
        body: 'We had the same thing. The add-in reads the shear stud layout from the beam’s structural connection parameters, so if your studs are only shown as annotation they are ignored. We now set stud spacing as an instance parameter and the beams come through as composite, with the deck orientation taken from the floor span direction.',
      },
      {
        id: 'r2',
        author: 'member',
        createdAt: daysAgo(40, 9, 40),
        body: 'That was it, thank you! After adding the stud parameters the utilisations dropped to within a few percent of our calcs. The remaining difference is the effective width at edge beams, which I will check against AISC I3.1a.',
      },
    ],
  }),
  post({
    id: 'etabs-diaphragm-assignments-round-trip',
    title: 'ETABS import: semi-rigid diaphragms showing as rigid',
    author: 'tomas',
    createdAt: daysAgo(27, 16, 25),
    body: 'Our ETABS 22 model uses semi-rigid diaphragms on the podium levels because of large openings around the ramp. After importing, the load path view shows them as rigid. Has anyone else seen this? I want to be sure the collector forces are traced properly before we rely on the results.',
    replies: [
      {
        id: 'r1',
        author: 'member',
        createdAt: daysAgo(26, 8, 55),
        body: 'I believe the current connector only imports rigid diaphragm assignments, and semi-rigid support is on the roadmap. Until then we check collectors separately from the ETABS output. The sync report does list semi-rigid diaphragms as a warning if you expand the "Diaphragms" section.',
      },
    ],
  }),
  post({
    id: 'optimisation-settings-portal-frames',
    title: 'Share your optimisation settings for portal frame warehouses',
    author: 'member',
    createdAt: daysAgo(18, 11, 5),
    body: 'We design a lot of single-storey portal frame warehouses and I am trying to settle on a standard optimisation profile. Currently using a 90% utilisation target, UKB sections only for rafters, and grouping all purlins and side rails by bay. What target utilisation and grouping rules do others use? Do you let the optimiser change haunch lengths?',
    replies: [
      {
        id: 'r1',
        author: 'tomas',
        createdAt: daysAgo(18, 15, 30),
        body: 'We use 92% for rafters and columns, 85% for eaves ties, and keep the haunch length fixed at 10% of the span because our fabricator has standard details for it. Letting it vary saved a little steel but cost more in fabrication.',
      },
      {
        id: 'r4',
        author: 'member',
        createdAt: daysAgo(18, 16, 5),
        body: 'Sorry, wrong thread: this was meant for the composite beams discussion. Ignore me.',
        deleted: true,
      },
      {
        id: 'r5',
        author: 'tomas',
        createdAt: daysAgo(17, 8, 20),
        body: 'Slightly off topic, but my firm is looking for a contract portal frame designer for the next six months. Message me for the day rate.',
        hidden: true,
      },
      {
        id: 'r2',
        author: 'member',
        createdAt: daysAgo(17, 9, 10),
        body: 'Makes sense. Do you group the internal columns together with the gable columns, or keep them separate?',
      },
      {
        id: 'r3',
        author: 'tomas',
        createdAt: daysAgo(16, 13, 45),
        body: 'Separate. Gable columns are governed by wind on the gable, so grouping them with internal columns made every internal column heavier than needed.',
      },
    ],
  }),
  post({
    id: 'eurocode-5-char-depth-glulam',
    title: 'Eurocode 5 fire checks: notional char rate for glulam beams',
    author: 'tomas',
    createdAt: daysAgo(9, 9, 20),
    body: 'For a 60-minute fire check on exposed glulam beams, Structura is using the notional charring rate βn = 0.7 mm/min from EN 1995-1-2 Table 3.1, plus k0·d0 for the zero-strength layer. Is it possible to switch to the one-dimensional rate with corner rounding for wide beams? Our fire engineer prefers that approach for the 240 mm wide members.',
    replies: [
      {
        id: 'r1',
        author: 'member',
        createdAt: daysAgo(8, 17, 0),
        body: 'Yes, in the timber design settings there is a "Charring model" option per member group. Switching it to one-dimensional applies β0 with the corner radius from clause 3.4.2. It is off by default because the notional rate is simpler to check by hand.',
      },
      {
        id: 'r2',
        author: 'tomas',
        createdAt: daysAgo(8, 19, 35),
        body: 'Found it, thanks. The residual sections now match our fire engineer’s numbers exactly.',
      },
    ],
  }),
  post({
    id: 'feature-request-pdf-per-level',
    title: 'Feature request: export the code-check summary as a PDF per level',
    author: 'member',
    createdAt: daysAgo(4, 13, 50),
    body: 'Our checking engineer reviews the design level by level. At the moment we export the full calculation package and split it by hand. It would save a lot of time to export a PDF for a single level or grid range, with the summary table first and the detailed checks after. Would anyone else use this?',
    replies: [
      {
        id: 'r1',
        author: 'tomas',
        createdAt: daysAgo(3, 10, 15),
        body: '+1. We would also like the option to include only members above a utilisation threshold, for example everything over 85%, for quick reviews.',
      },
    ],
  }),
  post({
    id: 'offtopic-recruiting-post',
    title: 'We are hiring! DM me for details',
    author: 'tomas',
    createdAt: daysAgo(6, 8, 30),
    body: 'My firm is hiring two graduate structural engineers. Send me a direct message with your CV and I will pass it on.',
    hidden: true,
  }),
  post({
    id: 'test-post-please-ignore',
    title: 'Test post, please ignore',
    author: 'member',
    createdAt: daysAgo(12, 7, 45),
    body: 'Testing whether markdown tables render in community posts.',
    deleted: true,
  }),
];
