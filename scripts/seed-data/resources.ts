import { daysAgo, daysFromNow } from './time';
import type { SeedResource } from './types';

/**
 * `resources/{id}`: 12 resources (guides, whitepapers, webinars, events, a tool and a video).
 * Three events: two upcoming (dates computed at seed time) and one past. One inactive resource
 * (a superseded plug-in guide), which signed-out visitors cannot read.
 * Most open in the details dialog on /resources; the whitepapers link their PDFs (public/downloads).
 */
export const resources: SeedResource[] = [
  {
    id: 'getting-started-automated-steel-design',
    title: 'Getting Started with Automated Steel Design',
    description:
      'A step-by-step guide to your first automated steel design in Structura: importing a frame from Revit or ETABS, choosing AISC 360-22 or Eurocode 3, setting deflection limits and utilisation targets, running the code checks and exporting a calculation package your checker can follow clause by clause.',
    type: 'guide',
    active: true,
    views: 4812,
    rating: 4.8,
    createdAt: daysAgo(212, 10),
    updatedAt: daysAgo(38, 14, 30),
  },
  {
    id: 'eurocode-2-rc-slab-checks',
    title: 'Eurocode 2 Flat Slab Checks: A Practical Workflow',
    description:
      'How Structura checks reinforced-concrete flat slabs to EN 1992-1-1: punching shear at columns and openings, span-to-depth deflection checks, crack-width control and minimum reinforcement. Includes the assumptions we make for effective widths and how to override them per panel.',
    type: 'guide',
    active: true,
    views: 2376,
    rating: 4.6,
    createdAt: daysAgo(168, 11),
    updatedAt: daysAgo(61, 9, 15),
  },
  {
    id: 'sap2000-v23-plugin-setup-legacy',
    title: 'Installing the SAP2000 v23 Plug-in (Legacy)',
    description:
      'Installation notes for the original SAP2000 v23 plug-in. Superseded by the unified CSi connector, which supports SAP2000 v24+ and ETABS 21+ from a single installer; kept for firms still on older licences.',
    type: 'guide',
    active: false,
    views: 913,
    rating: 3.9,
    createdAt: daysAgo(340, 8, 45),
    updatedAt: daysAgo(95, 16),
  },
  {
    id: 'member-size-optimisation-whitepaper',
    title: 'Member Size Optimisation: 12% Less Steel Across 38 Buildings',
    description:
      'Our study of 38 completed steel-framed buildings (offices, schools and warehouses) re-designed with Structura’s optimiser. Median structural steel tonnage fell by 12.1% with no member above 95% utilisation, while the number of distinct section sizes dropped by a third to keep fabrication simple.',
    type: 'whitepaper',
    fileUrl: '/downloads/structura-member-size-optimisation-whitepaper.pdf',
    active: true,
    views: 3154,
    rating: 4.7,
    createdAt: daysAgo(140, 9),
    updatedAt: daysAgo(140, 9),
  },
  {
    id: 'explainable-ai-code-compliance',
    title: 'Explainable AI for Structural Code Compliance',
    description:
      'Why an AI that proposes designs must never be the thing that approves them. This whitepaper describes Structura’s two-layer architecture: machine-learning models suggest framing and sizes, and a deterministic engine checks every member against the governing code and records the clause, load combination and utilisation behind each result.',
    type: 'whitepaper',
    fileUrl: '/downloads/structura-explainable-ai-code-compliance.pdf',
    active: true,
    views: 1987,
    rating: 4.5,
    createdAt: daysAgo(96, 13),
    updatedAt: daysAgo(90, 10),
  },
  {
    id: 'webinar-load-path-transfer-structures',
    title: 'Webinar: Load Path Analysis for Transfer Structures',
    description:
      'A 50-minute recorded session on tracing gravity and lateral load paths through transfer slabs and transfer girders. Sofia Lindqvist walks through a 14-storey residential tower with a podium transfer level, showing how Structura flags discontinuous columns and un-braced load paths before detailed design starts.',
    type: 'webinar',
    active: true,
    views: 1642,
    rating: 4.7,
    createdAt: daysAgo(120, 15),
    updatedAt: daysAgo(118, 11),
  },
  {
    id: 'webinar-mass-timber-design-checks',
    title: 'Webinar: Mass Timber Design Checks with NDS 2024 and Eurocode 5',
    description:
      'Recorded webinar on automating CLT floor and glulam beam design: vibration criteria, char-depth fire checks, connection capacity and moisture service classes. Includes a live Q&A on where automated checks stop and engineering judgement takes over.',
    type: 'webinar',
    active: true,
    views: 1208,
    rating: 4.4,
    createdAt: daysAgo(74, 16),
    updatedAt: daysAgo(72, 9),
  },
  {
    id: 'structura-live-london',
    title: 'Structura Live London: Automating Mid-Rise Steel Design',
    description:
      'A half-day in-person event for structural engineers and BIM managers. Customer talks on design automation in practice, a live demo of the Revit round-trip, and a panel on checking AI-assisted designs. Places are limited to 120 attendees; CPD certificates provided.',
    type: 'event',
    active: true,
    views: 736,
    rating: 4.6,
    createdAt: daysAgo(45, 10),
    updatedAt: daysAgo(12, 15, 20),
    eventDate: daysFromNow(24, 13, 30),
    location: 'Kings Place, 90 York Way, London N1 9AG',
  },
  {
    id: 'workshop-etabs-round-trip',
    title: 'Hands-on Workshop: The ETABS to Structura Round-Trip',
    description:
      'A two-hour online workshop. Bring an ETABS 21 or 22 model and leave with it sized, code-checked and synchronised back: mapping load patterns and combinations, keeping diaphragm and release assignments, and reviewing design changes before they are pushed back to the analysis model.',
    type: 'event',
    active: true,
    views: 412,
    rating: 4.5,
    createdAt: daysAgo(21, 11),
    updatedAt: daysAgo(21, 11),
    eventDate: daysFromNow(52, 16),
    location: 'Online (live, with recording for registered attendees)',
  },
  {
    id: 'nascc-steel-conference-booth',
    title: 'Structura at NASCC: The Steel Conference',
    description:
      'We exhibited at NASCC: The Steel Conference with live demonstrations of automated AISC 360-22 checks and connection-aware optimisation, and a technical session on fabrication-friendly member sizing. Slides from the session are available on request.',
    type: 'event',
    active: true,
    views: 1379,
    rating: 4.3,
    createdAt: daysAgo(130, 9, 30),
    updatedAt: daysAgo(38, 17),
    eventDate: daysAgo(40, 15),
    location: 'Exhibit hall, booth 1214',
  },
  {
    id: 'wind-load-calculator-asce-7-22',
    title: 'Wind Load Calculator (ASCE 7-22 Directional Procedure)',
    description:
      'A free browser tool that computes design wind pressures on the main wind-force resisting system of enclosed, rectangular buildings up to 160 ft using the ASCE 7-22 directional procedure: exposure, topographic and ground-elevation factors, gust effect factor and windward/leeward pressures per storey.',
    type: 'tool',
    active: true,
    views: 6920,
    rating: 4.6,
    createdAt: daysAgo(250, 12),
    updatedAt: daysAgo(33, 10, 45),
  },
  {
    id: 'video-revit-to-code-checked-design',
    title: 'Video: From Revit Model to Code-Checked Design in 6 Minutes',
    description:
      'A short screen recording of the complete workflow on a four-storey steel office: sync the analytical model from Revit, run AISC 360-22 checks, let the optimiser resize 312 beams and columns, review the changes and push the new sections back to Revit.',
    type: 'video',
    active: true,
    views: 5233,
    rating: 4.9,
    createdAt: daysAgo(58, 14),
    updatedAt: daysAgo(58, 14),
  },
];
