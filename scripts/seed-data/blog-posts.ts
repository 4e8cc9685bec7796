import { daysAgo } from './time';
import type { SeedBlogPost, SeedSubmittedPost } from './types';

/**
 * `blog_posts/{slug}`: five published posts and one draft (published false, publishedAt null).
 * Bodies are markdown (300-600 words) with headings, lists and site-relative links.
 */
export const blogPosts: SeedBlogPost[] = [
  {
    id: 'automated-code-checks-vs-spreadsheets',
    seoTitle: '',
    seoDescription: '',
    views: 1240,
    slug: 'automated-code-checks-vs-spreadsheets',
    title: 'What Automated Code Checks Catch That Spreadsheets Miss',
    excerpt:
      'Spreadsheets are fast for one beam and fragile for two thousand. Here are the errors we see most often when firms move their steel checks from workbooks to automated, clause-by-clause verification.',
    coverImage: '/images/blog/automated-code-checks-vs-spreadsheets.svg',
    coverDecorative: true,
    author: 'Sofia Lindqvist',
    tags: ['code-checks', 'steel', 'aisc-360', 'eurocode-3'],
    published: true,
    publishedAt: daysAgo(176, 8),
    createdAt: daysAgo(183, 14),
    updatedAt: daysAgo(176, 8),
    body: `Every structural office has a spreadsheet for beam checks. It was written by someone who left years ago, it works well for the case it was built for, and nobody is quite sure what it does with a cantilever. Spreadsheets are fast for one member. They become fragile when a building has two thousand.

When firms move their steel design onto Structura, we run their last completed project through both methods. The differences are rarely dramatic, but they are consistent.

## The four errors we see most often

1. **Stale load combinations.** The analysis model was updated after an architectural change, but the forces pasted into the workbook were not. Automated checks read forces directly from the analysis results, so every check uses the current envelope.
2. **Wrong effective lengths.** Lateral-torsional buckling checks depend on the unbraced length, and a workbook usually takes one value per beam. Structura derives restraint points from the framing, so a beam braced at third points by secondary members is checked that way.
3. **Missed combinations of actions.** Hand checks tend to use the "obviously governing" combination. With 40 or more combinations from ASCE 7-22 or EN 1990, the governing case for a perimeter column is frequently a wind case nobody expected.
4. **Copy-down errors.** A formula that references the wrong row, a unit conversion hard-coded as 1000 instead of 1,000,000. These are invisible until they are not.

## What automation does not replace

Automated checks are only as good as the model they read. The engineer still decides the structural system, the restraint philosophy and which connections are pinned. What changes is where the time goes: instead of re-running checks, the team reviews the members that fail or sit close to their limits.

In Structura, every result records:

- the code clause that governs (for example AISC 360-22 Chapter F or EN 1993-1-1 clause 6.3.2);
- the load combination and the location along the member;
- the utilisation, with the intermediate values a checker needs to repeat it by hand.

## A practical way to start

You do not need to switch a whole office at once. Pick a recently completed project, import the analysis model, and compare the results with your existing calculations. Where they differ, find out why; in our experience that conversation is the fastest way to build trust in any new tool.

Our [getting started guide for automated steel design](/resources/getting-started-automated-steel-design) walks through the import and the first check run step by step, and the free plan is enough to try it on a small project.`,
  },
  {
    id: 'load-path-analysis-transfer-structures',
    seoTitle: '',
    seoDescription: '',
    views: 986,
    slug: 'load-path-analysis-transfer-structures',
    title: 'Load Path Analysis for Transfer Structures: Finding Problems Before Detailed Design',
    excerpt:
      'Transfer levels are where architectural ambition meets gravity. How automated load path tracing flags discontinuous columns, missing collectors and overloaded transfer girders while the scheme is still cheap to change.',
    coverImage: '/images/media/meridian-hospital-transfer-beam.jpg',
    coverAlt: 'A deep concrete transfer beam carrying a row of columns over an open hospital ground floor',
    coverWidth: 1200,
    coverHeight: 630,
    author: 'Dr. Helena Voss',
    tags: ['load-path', 'concrete', 'transfer-structures', 'scheme-design'],
    published: true,
    publishedAt: daysAgo(131, 9),
    createdAt: daysAgo(140, 10),
    updatedAt: daysAgo(129, 16),
    body: `A residential tower over a podium car park is one of the most common building types in our cities, and one of the most common places for structural surprises. Columns on a 7.2 m residential grid rarely line up with a 16 m car-park grid, so somewhere the loads have to change direction. That "somewhere" is the transfer level.

## Why transfer levels go wrong

Most problems at transfer levels are not calculation errors. They are load path errors: a column that lands on a slab instead of a girder, a shear wall that stops one floor short of its support, or a diaphragm that is expected to carry a lateral load it was never detailed for. They are easy to miss on drawings because each element looks fine in isolation.

## What automated load path analysis does

Structura follows each vertical element down from the roof and each lateral element to the foundations, and reports where the path is interrupted or relies on an element that was not designed for it. For a transfer level it flags:

- **Discontinuous columns** and the element that picks them up, with the transferred axial load;
- **Eccentric transfers**, where a column lands off the centreline of a girder and introduces torsion;
- **Walls that stop short** of a support, and the resulting demand on the floor below;
- **Lateral load paths** that depend on a diaphragm or collector without assigned capacity.

Each finding links to the elements involved in the 3D view, so the team can discuss them with the architect using the same picture.

## An example

In our [recorded webinar on transfer structures](/resources/webinar-load-path-transfer-structures), Sofia Lindqvist walks through a 14-storey tower with a 1.1 m deep transfer slab. The automated trace found three columns landing within 400 mm of a slab edge, where punching shear perimeters were truncated, and one core wall terminating at level 2 with no beam below. All four were resolved at scheme stage by moving two columns and adding a transfer beam, instead of being discovered during detailed design.

## Where it fits in your workflow

Load path analysis is most valuable early. We recommend running it:

1. when the first analysis model of the scheme exists;
2. after every significant architectural change to the podium or the tower grid;
3. before issuing the structural model to other disciplines.

It does not replace engineering judgement about how the building should work. It makes sure the building the model describes is the building you intended.`,
  },
  {
    id: 'optimising-member-sizes-buildability',
    seoTitle: '',
    seoDescription: '',
    views: 731,
    slug: 'optimising-member-sizes-buildability',
    title: 'Optimising Member Sizes Without Losing Buildability',
    excerpt:
      'The lightest section for every member is rarely the cheapest building. How Structura’s optimiser balances tonnage against the number of distinct sizes, connection repetition and fabrication constraints.',
    coverImage: '/images/blog/optimising-member-sizes-buildability.svg',
    coverDecorative: true,
    author: 'Rahul Mehta',
    tags: ['optimisation', 'steel', 'fabrication', 'ai'],
    published: true,
    publishedAt: daysAgo(88, 8, 30),
    createdAt: daysAgo(97, 11),
    updatedAt: daysAgo(88, 8, 30),
    body: `Ask an optimiser for the lightest steel frame and it will give you one: a different section for almost every beam, each at 99% utilisation. Ask a fabricator to price it and the savings disappear. Steel is bought by the tonne, but buildings are paid for in tonnes, connections, handling and time.

## Three objectives, not one

Structura's optimiser works with three objectives at once:

- **Tonnage**, the total mass of structural steel;
- **Rationalisation**, the number of distinct section sizes and how often each repeats;
- **Headroom**, a target maximum utilisation that leaves room for late changes and services penetrations.

You set the balance. A warehouse with a repetitive grid can push rationalisation hard; a complex office with many transfer beams may favour tonnage. In our [member size optimisation whitepaper](/resources/member-size-optimisation-whitepaper), the median building across 38 projects saved 12.1% of its steel while reducing the number of distinct sizes by a third.

## Constraints that keep designs buildable

Optimisation is only useful if the result can be built. The optimiser respects constraints that engineers set per project or per member group:

1. **Depth limits** for floor zones and coordinated service routes;
2. **Section families**, for example UKB and UKC only, or W-shapes from a fabricator's preferred list;
3. **Flange width compatibility** at connections, so that beams framing into a column do not need packing;
4. **Grouping rules**, such as all secondary beams on a floor sharing one size.

## How the AI and the code checks work together

The machine-learning model proposes candidate sizes, learned from thousands of checked designs, so the search starts close to a good answer. It does not decide whether a member passes. Every candidate is checked by the same deterministic engine that checks your manual designs, against AISC 360-22 or Eurocode 3, for every load combination. If a proposed size fails any check it is rejected, however promising the model thought it was.

## Reviewing the result

Nothing changes in your model until you approve it. The review screen lists every proposed change with:

- the current and proposed section and the change in mass;
- the governing check before and after;
- the members whose connections are affected.

Accept changes in bulk or one by one, then push them back to Revit or ETABS. The whole round-trip is traceable, which matters when the checker asks why a beam changed size two weeks before issue.`,
  },
  {
    id: 'round-tripping-etabs-and-revit',
    seoTitle: '',
    seoDescription: '',
    views: 1502,
    slug: 'round-tripping-etabs-and-revit',
    title: 'Round-Tripping ETABS and Revit Models Without Losing Data',
    excerpt:
      'A BIM round-trip is only useful if nothing is silently lost. What Structura maps between Revit, ETABS and SAP2000, what it refuses to guess, and how to review changes before they are written back.',
    coverImage: '/images/blog/round-tripping-etabs-and-revit.svg',
    coverDecorative: true,
    author: 'Daniel Okafor',
    tags: ['bim', 'integrations', 'revit', 'etabs', 'sap2000'],
    published: true,
    publishedAt: daysAgo(52, 9),
    createdAt: daysAgo(60, 15),
    updatedAt: daysAgo(47, 12),
    body: `Most structural teams maintain at least two models: a physical model in Revit for drawings and coordination, and an analysis model in ETABS or SAP2000. Keeping them in step is tedious, and every manual update is a chance for them to disagree. Structura sits between them so that design results flow both ways.

## What gets mapped

When you sync a model, Structura reads and maps:

- **Geometry and sections**: members, their analytical lines and section properties, including built-up and custom shapes;
- **Materials**: steel grades, concrete strengths and timber strength classes;
- **Releases and restraints**: end releases, support conditions and rigid offsets;
- **Loads**: load patterns, load cases and combinations from ETABS or SAP2000;
- **Diaphragms**: rigid and semi-rigid diaphragm assignments per storey.

Anything that cannot be mapped with certainty is listed in the sync report. We would rather show you a question than make a guess.

## Refusing to guess

Two examples of things the connector will not do silently:

1. If a Revit family has no matching analysis section, the member is flagged as unmapped instead of being assigned the closest shape by depth.
2. If a load combination in ETABS references a load case that was deleted, the combination is imported as invalid and excluded from code checks until it is fixed.

These rules came directly from customer feedback. One design team found that a previous tool had quietly dropped the end releases on 60 secondary beams, which made them appear fixed-ended and under-designed the connections.

## Reviewing changes before write-back

After code checks and optimisation, Structura prepares a change set: new section sizes, updated material grades and any members you marked for review. You see it as a list and in 3D, filterable by level or by grid. Only approved changes are written back, and each write-back records the user, the time and the reason.

## Setting it up

The Revit add-in supports Revit 2023 and later. The CSi connector is a single installer for ETABS 21+ and SAP2000 24+; if you are still using the SAP2000 v23 plug-in, upgrade to the connector before your next project. Our upcoming [hands-on ETABS workshop](/resources/workshop-etabs-round-trip) covers the complete round-trip with your own model.`,
  },
  {
    id: 'mass-timber-design-automation',
    seoTitle: '',
    seoDescription: '',
    views: 654,
    slug: 'mass-timber-design-automation',
    title: 'Automating Mass Timber Design: CLT Floors, Glulam Beams and Fire',
    excerpt:
      'Mass timber design is governed by vibration, fire and connections more often than by strength. How automated checks to NDS 2024 and Eurocode 5 handle the criteria that actually decide timber member sizes.',
    coverImage: '/images/media/northfield-schools-timber-frame.jpg',
    coverAlt: 'Glulam beams and CLT floor panels of a school under construction',
    coverWidth: 1200,
    coverHeight: 630,
    author: 'Sofia Lindqvist',
    tags: ['timber', 'clt', 'glulam', 'eurocode-5', 'nds'],
    published: true,
    publishedAt: daysAgo(19, 8),
    createdAt: daysAgo(26, 13),
    updatedAt: daysAgo(19, 8),
    body: `Mass timber is no longer a niche for schools and pavilions. Offices, residential blocks and mixed-use buildings are being designed with cross-laminated timber floors and glulam frames, and engineers who learned their craft on steel and concrete are finding that timber members are sized by different criteria.

## What governs timber design

For a typical CLT floor panel, bending strength rarely governs. In our experience the deciding checks are, roughly in order:

1. **Floor vibration**, the fundamental frequency and response to footfall;
2. **Fire resistance**, the residual cross-section after charring for the required period;
3. **Deflection**, including creep under long-term load and service class;
4. **Connection capacity**, especially at glulam beam-to-column joints.

An automated workflow has to treat these as first-class checks, not as afterthoughts to a strength check.

## How Structura checks timber

Structura checks CLT panels, glulam and solid timber members to NDS 2024 or Eurocode 5 (EN 1995-1-1 and EN 1995-1-2 for fire). For each member it reports:

- the effective char depth and residual section for the selected fire duration;
- the modification factors applied for load duration and moisture service class;
- vibration frequency and the acceleration response for the selected floor usage;
- the governing check and its utilisation.

Where a check depends on a manufacturer's product, such as a proprietary CLT layup, you choose the product from the library or enter its properties. Structura does not assume a layup.

## Where judgement stays with the engineer

Timber design has more project-specific decisions than steel. Encapsulation strategy, acceptable vibration response for the client, and the connection system are design choices, not calculation outputs. Structura makes the consequences of those choices visible quickly, so the team can compare, for example, a 160 mm CLT panel with a 200 mm panel on a 6 m span across all four criteria in a single run.

## Learn more

Our [mass timber webinar](/resources/webinar-mass-timber-design-checks) goes through a complete school building, and the [Northfield schools case study](/case-studies/northfield-schools-mass-timber) shows how one firm used automated checks to fit an extra classroom block into a fixed budget.`,
  },
  {
    id: 'whats-new-structura-2-4',
    seoTitle: '',
    seoDescription: '',
    views: 0,
    slug: 'whats-new-structura-2-4',
    title: 'What’s New in Structura 2.4: Semi-Rigid Diaphragms and PDF Calculation Packages',
    excerpt:
      'Structura 2.4 adds semi-rigid diaphragm import from ETABS, per-level PDF calculation packages and faster optimisation runs on large models.',
    coverImage: '/images/blog/whats-new-structura-2-4.svg',
    coverDecorative: true,
    author: 'Marcus Adeyemi',
    tags: ['release-notes', 'product'],
    published: false,
    publishedAt: null,
    createdAt: daysAgo(4, 10),
    updatedAt: daysAgo(2, 16, 30),
    body: `Structura 2.4 is our largest release this year. It focuses on the requests we hear most from teams working on large models: better diaphragm handling, calculation packages that match how projects are checked, and faster optimisation.

## Highlights

- **Semi-rigid diaphragms from ETABS.** Semi-rigid diaphragm assignments are now imported and respected in load path analysis, so collector and chord forces are traced correctly.
- **Per-level PDF calculation packages.** Export a calculation package for a single level, a grid range or a member group, with a summary table and clause references for each check.
- **Faster optimisation.** Optimisation runs on models with more than 5,000 members are on average 40% faster, thanks to better candidate proposals from the sizing model.
- **Eurocode 5 fire checks for glulam connections**, covering dowelled steel-to-timber joints.

## Improvements

1. The sync report now groups unmapped elements by family and level.
2. Load combinations can be filtered by design situation (persistent, accidental, seismic).
3. Review screens remember your column layout and filters per project.

## Fixes

- Torsional buckling checks for unequal-flange I-sections now use the correct shear centre location.
- Imperial unit display no longer rounds section moduli below 1 in³ to zero.
- The Revit add-in no longer times out when a model contains linked files that are unloaded.

## Deprecations

The SAP2000 v23 plug-in stops receiving updates with this release. It will keep working for existing projects, but new features, including semi-rigid diaphragm import, are only available through the unified CSi connector for ETABS 21+ and SAP2000 24+. If your firm still depends on v23, contact support and we will help you plan the move.

## Upgrading

Cloud workspaces are upgraded automatically. Update the Revit add-in and the CSi connector from the downloads page, or let the in-app prompt do it for you. The full list of changes is in the [documentation](/resources), and our support team is available if anything behaves unexpectedly after the upgrade.`,
  },
];

/** A contributor's post submitted for review (issue 22), so the In review queue has one. */
export const submittedPosts: SeedSubmittedPost[] = [
  {
    id: 'field-notes-retrofit-survey',
    owner: 'contributor',
    seoTitle: '',
    seoDescription: '',
    views: 0,
    slug: 'field-notes-retrofit-survey',
    title: 'Field Notes: Surveying a 1960s Frame Before a Retrofit',
    excerpt:
      'What we measured, what the drawings got wrong and how the survey fed straight into the analysis model of a seismic retrofit.',
    coverImage: '',
    author: 'Guest Contributor',
    tags: ['retrofit', 'concrete'],
    published: false,
    publishedAt: null,
    createdAt: daysAgo(3, 10),
    updatedAt: daysAgo(1, 16),
    body: `Before any retrofit design starts, someone has to find out what was actually built. On a six-storey concrete frame from 1964 we spent two weeks on site with a cover meter, a rebound hammer and the original drawings.

## What the drawings got wrong

- **Column sizes** matched, but two of the corner columns had been thickened during construction.
- **Slab thickness** varied by up to 25 mm from the specified 200 mm.
- **Reinforcement cover** in the ground-floor beams was half what the drawings showed.

## Into the model

Every measured deviation went into the analysis model as a property change, so the seismic assessment ran on the frame as built, not as drawn.`,
  },
];
