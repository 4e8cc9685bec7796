import { daysAgo } from './time';
import type { SeedCaseStudy } from './types';

/**
 * `case_studies/{slug}`: three published case studies and one draft. Clients are fictional firms.
 * Each has 3-4 measurable results and a markdown body.
 */
export const caseStudies: SeedCaseStudy[] = [
  {
    id: 'harbourline-tower-steel-optimisation',
    challenge:
      'A late architectural change moved the core and every re-check of 1,960 members took three days in spreadsheets.',
    solution:
      'Structura read forces straight from the ETABS model, optimised sections by weight and fabrication rules, and re-ran the AISC 360-22 checks on every change.',
    seoTitle: '',
    seoDescription: '',
    views: 842,
    slug: 'harbourline-tower-steel-optimisation',
    title: 'Harbourline Tower: 412 Tonnes of Steel Saved on a 22-Storey Office',
    client: 'Kestrel & Marsh Structural Engineers',
    industry: 'Commercial offices',
    excerpt:
      'Kestrel & Marsh used Structura’s optimiser and automated AISC 360-22 checks to cut structural steel by 11.8% on a 22-storey composite office tower, while reducing the number of distinct beam sizes.',
    coverImage: '/images/case-studies/harbourline-tower-steel-optimisation.svg',
    coverDecorative: true,
    author: 'Mei Chen',
    tags: ['steel', 'optimisation', 'high-rise', 'etabs', 'revit'],
    results: [
      { metric: 'Structural steel saved against the stage 3 design', value: '412 t (11.8%)' },
      { metric: 'Design iteration per architectural change', value: '4 hours, was 3 days' },
      { metric: 'Members checked against AISC 360-22 per run', value: '1,960 in < 6 min' },
      { metric: 'Distinct beam sizes', value: '29, was 47' },
    ],
    published: true,
    publishedAt: daysAgo(150, 9),
    createdAt: daysAgo(162, 11),
    updatedAt: daysAgo(150, 9),
    body: `## The project

Harbourline Tower is a 22-storey office building with a composite steel frame, a concrete core and a 13.5 m column-free floor plate. Kestrel & Marsh were appointed as structural engineers with a programme that allowed six weeks for developed design, during which the architect was still refining the façade and the floor-to-floor height.

## The challenge

Each architectural change meant re-running the ETABS analysis and re-checking close to 2,000 beams and columns. The team's spreadsheet-based checks took three days per iteration, which left little time to explore lighter framing options. The client, meanwhile, had asked for a reduction in embodied carbon compared with the stage 3 scheme.

## What they did

The team connected their ETABS model and Revit model to Structura and set up:

- automated AISC 360-22 checks for every member and every load combination;
- an optimisation profile with a 92% target utilisation and section families restricted to the fabricator's stock list;
- grouping rules so that all secondary beams in a bay shared one size.

After each analysis update, the engineers reviewed the proposed changes in Structura, accepted them in bulk by level and pushed the new sizes back to Revit for coordination.

## Results

The optimised design used 412 tonnes less steel than the stage 3 scheme, an 11.8% reduction, and the number of distinct beam sizes fell from 47 to 29, which the fabricator valued as much as the tonnage. Iterations that had taken three days took four hours, so the team ran nine design cycles instead of two.

> "We did not hand the design to an algorithm. We got our evenings back and spent the time on the decisions that actually needed an engineer."
> Lead engineer, Kestrel & Marsh

Read how the optimiser balances tonnage and buildability in our article on [optimising member sizes](/blog/optimising-member-sizes-buildability).`,
  },
  {
    id: 'northfield-schools-mass-timber',
    challenge:
      'Three CLT and glulam schools had to meet Eurocode 5 fire, vibration and deflection limits on a fixed budget.',
    solution:
      'Automated Eurocode 5 checks let the team try thinner panels floor by floor and keep only the ones that passed every check.',
    seoTitle: '',
    seoDescription: '',
    views: 517,
    slug: 'northfield-schools-mass-timber',
    title: 'Northfield Schools: Fitting an Extra Classroom Block into a Fixed Timber Budget',
    client: 'Brettle Timber Engineering',
    industry: 'Education',
    excerpt:
      'Brettle Timber Engineering automated Eurocode 5 checks for three CLT and glulam school buildings, finding enough savings in panel thickness to fund a fourth classroom block.',
    coverImage: '/images/media/northfield-schools-timber-frame.jpg',
    coverAlt: 'The timber frame of a Northfield school block: glulam posts and beams with CLT floors',
    coverWidth: 1200,
    coverHeight: 630,
    author: 'Sofia Lindqvist',
    tags: ['timber', 'clt', 'glulam', 'eurocode-5', 'education'],
    results: [
      { metric: 'Less CLT floor volume across three buildings', value: '14%' },
      { metric: 'Extra classroom block within the original budget', value: '1' },
      { metric: 'Glulam members verified for 60-minute fire resistance', value: '1,140' },
      { metric: 'Vibration checks for every floor panel', value: '1 afternoon' },
    ],
    published: true,
    publishedAt: daysAgo(82, 9),
    createdAt: daysAgo(91, 14),
    updatedAt: daysAgo(80, 10),
    body: `## The project

The Northfield schools programme covers three new primary school buildings with cross-laminated timber floors and roofs on glulam frames. Brettle Timber Engineering were asked to deliver all three to a fixed budget, and the client hoped, without much optimism, to add a fourth classroom block.

## The challenge

Timber members in schools are rarely sized by strength. Floor vibration under children running in corridors, 60-minute fire resistance and long-term deflection all had to be checked for every panel and beam. With three buildings and several panel layouts, the team had been using conservative, uniform panel thicknesses to keep the calculations manageable.

## What they did

Brettle imported the Revit models of all three buildings into Structura and ran Eurocode 5 checks with the UK National Annex, including EN 1995-1-2 fire checks. For each floor zone the team compared CLT layups from their supplier's product library across four criteria:

1. fundamental frequency and footfall response for school use;
2. residual section after 60 minutes of charring;
3. deflection including creep for service class 1;
4. bending and rolling shear capacity.

## Results

Instead of one conservative panel thickness everywhere, each zone got the thinnest layup that satisfied all four criteria. CLT volume fell by 14% across the three buildings. Together with a rationalised glulam beam schedule, the savings were enough for the client to add a fourth classroom block within the original budget.

All 1,140 glulam members were verified for 60-minute fire resistance, and the vibration checks for every floor panel, which had previously taken a week of spreadsheet work, were completed in an afternoon.

For more on how timber checks are automated, read [Automating Mass Timber Design](/blog/mass-timber-design-automation).`,
  },
  {
    id: 'meridian-hospital-transfer-structure',
    challenge:
      'A hospital extension stacked new wards over a post-tensioned transfer slab with columns that did not line up.',
    solution:
      'Load path tracing at scheme stage flagged every discontinuity so the grid could be fixed before detailed design.',
    seoTitle: '',
    seoDescription: '',
    views: 629,
    slug: 'meridian-hospital-transfer-structure',
    title: 'Meridian Hospital: Catching Load Path Problems at Scheme Stage',
    client: 'Atlas Row Consulting Engineers',
    industry: 'Healthcare',
    excerpt:
      'Automated load path analysis found seven discontinuities in a hospital extension’s transfer level before detailed design began, avoiding a costly redesign of a post-tensioned transfer slab.',
    coverImage: '/images/media/meridian-hospital-transfer-beam.jpg',
    coverAlt: 'The post-tensioned transfer beam of the Meridian hospital extension, with ward columns above',
    coverWidth: 1200,
    coverHeight: 630,
    author: 'Dr. Helena Voss',
    tags: ['concrete', 'load-path', 'transfer-structures', 'aci-318', 'healthcare'],
    results: [
      { metric: 'Load path discontinuities found at scheme stage', value: '7' },
      { metric: 'Redesign avoided on the transfer slab (estimate)', value: '10 weeks' },
      { metric: 'Transfer slab depth, was 1,400 mm', value: '1,150 mm' },
    ],
    published: true,
    publishedAt: daysAgo(36, 9),
    createdAt: daysAgo(44, 10),
    updatedAt: daysAgo(33, 15),
    body: `## The project

The Meridian Hospital extension adds six floors of wards above a new two-storey imaging and outpatient podium. Imaging suites need long, column-free spaces, while wards work best on a tight grid, so the design relies on a post-tensioned concrete transfer slab above the podium.

## The challenge

Hospital layouts change often during design as clinical teams refine their requirements. Atlas Row Consulting Engineers knew from experience that each change to the ward layout could move columns relative to the transfer slab, and that problems at the transfer level are expensive to fix once detailed design has started.

## What they did

The team ran Structura's load path analysis on the first ETABS scheme model, and again after every layout revision. The analysis traced each ward column and shear wall down through the transfer level and flagged:

- three columns landing within 500 mm of a slab opening for imaging equipment risers;
- two shear walls terminating at the transfer level without a supporting element designed for the wall's overturning forces;
- two columns with eccentric transfers that introduced significant torsion into the transfer beams.

Each finding was reviewed with the architect in the 3D view, and the layout was adjusted while the scheme was still flexible. ACI 318-19 checks were then run on the revised transfer slab and beams.

## Results

All seven discontinuities were resolved at scheme stage. The team estimates this avoided around ten weeks of redesign had they been found during detailed design. Because the final layout gave a more direct load path, the transfer slab depth was reduced from 1,400 mm to 1,150 mm, saving concrete and reinforcement and adding usable ceiling void in the imaging suites.

Our article on [load path analysis for transfer structures](/blog/load-path-analysis-transfer-structures) explains the method in more detail.`,
  },
  {
    id: 'canalside-warehouse-retrofit',
    challenge: 'A 1930s riveted warehouse had to carry apartment loads without replacing the frame.',
    solution:
      'Members were re-assessed against Eurocode 3 with measured section properties, and only those that failed were strengthened.',
    seoTitle: '',
    seoDescription: '',
    views: 388,
    slug: 'canalside-warehouse-retrofit',
    title: 'Canalside Warehouse: Checking a 1930s Steel Frame for Residential Conversion',
    client: 'Fenwick Hale Structures',
    industry: 'Residential retrofit',
    excerpt:
      'Fenwick Hale used Structura to re-assess a 1930s riveted steel warehouse against Eurocode 3 for conversion to 84 apartments, keeping 91% of the original frame.',
    coverImage: '/images/case-studies/canalside-warehouse-retrofit.svg',
    coverDecorative: true,
    author: 'Mei Chen',
    tags: ['steel', 'retrofit', 'eurocode-3', 'embodied-carbon'],
    results: [
      { metric: 'Original steel frame retained', value: '91%' },
      { metric: 'Existing members re-assessed with measured sections', value: '2,300' },
      { metric: 'Members needing strengthening, found in the first run', value: '204' },
    ],
    published: false,
    publishedAt: null,
    createdAt: daysAgo(9, 11),
    updatedAt: daysAgo(3, 14),
    body: `## The project

A five-storey riveted steel warehouse built in the 1930s is being converted into 84 apartments. Fenwick Hale Structures were asked to keep as much of the original frame as possible, both for its heritage value and to reduce embodied carbon.

## The challenge

The original drawings were incomplete, and historic steel sections do not match modern section tables. The team measured representative members on site and needed to assess around 2,300 members for new residential loads, using material strengths derived from coupon tests.

## What they did

Custom section profiles and a project-specific steel grade were added to Structura's library, and the frame was checked against Eurocode 3 with the UK National Annex. Members that failed were grouped by failure mode so that strengthening details could be standardised.

## Results

- 91% of the original frame retained without strengthening;
- strengthening limited to 204 members, most of them with a single repeated plate detail;
- assessment of the whole frame completed in the first week of the appointment.

*Draft: awaiting client approval of figures and quotes before publication.*`,
  },
];
