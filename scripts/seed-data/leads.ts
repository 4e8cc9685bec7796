import { daysAgo } from './time';
import type { SeedLead } from './types';

// `demo_requests/{id}`: demo requests from the public dialog over the last few weeks, so the back
// office's Leads page and dashboard have something to show locally. Dates are relative to today
// (the newest arrived yesterday); most are still 'new', a few have been worked. Addresses use the
// reserved .example domain: none of these people or companies exist.

export const leads: SeedLead[] = [
  {
    id: 'lead-harbour-tower',
    name: 'Amara Okafor',
    email: 'amara.okafor@okafor-partners.example',
    phone: '+234 1 555 0142',
    company: 'Okafor & Partners Consulting Engineers',
    projectDescription:
      'Twelve-storey reinforced concrete residential tower on reclaimed land in Lagos. We would like to see how the platform handles raft foundation design and wind load combinations to BS EN 1991-1-4.',
    source: 'Get a Demo',
    status: 'new',
    notes: '',
    assignee: '',
    createdAt: daysAgo(1, 15, 42),
  },
  {
    id: 'lead-timber-school',
    name: 'Lukas Brenner',
    email: 'l.brenner@holzbau-brenner.example',
    phone: '',
    company: 'Holzbau Brenner GmbH',
    projectDescription:
      'Three-storey CLT primary school with glulam roof trusses. Interested in automated connection checks and fire design of timber members to EC5.',
    source: 'Start Free',
    status: 'new',
    notes: '',
    assignee: '',
    createdAt: daysAgo(2, 8, 17),
  },
  {
    id: 'lead-cold-store',
    name: 'Sofía Martínez',
    email: 'sofia.martinez@estructuras-levante.example',
    phone: '+34 96 555 0188',
    company: 'Estructuras Levante',
    projectDescription:
      'Portal frame cold store, 48 m clear span, 9 m eaves, with a mezzanine for plant. We currently size frames in spreadsheets and want to compare run times and report output.',
    source: 'Get a Demo',
    status: 'new',
    notes: '',
    assignee: 'Site Admin',
    createdAt: daysAgo(4, 13, 5),
  },
  {
    id: 'lead-footbridge',
    name: 'Daniel Whitfield',
    email: 'dwhitfield@whitfield-structures.example',
    phone: '+44 161 555 0109',
    company: 'Whitfield Structures Ltd',
    projectDescription:
      'Steel box-girder footbridge over a canal, 36 m single span. Vibration serviceability under pedestrian loading is our main concern.',
    source: 'Get a Demo',
    status: 'new',
    notes: '',
    assignee: '',
    createdAt: daysAgo(6, 10, 30),
  },
  {
    id: 'lead-retrofit-hospital',
    name: 'Mei Lin Tan',
    email: 'meilin.tan@tan-seismic.example',
    phone: '+65 6555 0123',
    company: 'Tan Seismic Engineering',
    projectDescription:
      'Seismic retrofit assessment of a 1970s hospital block (RC frame with masonry infill). Looking for help with pushover analysis workflows and member capacity checks.',
    source: 'Start Free',
    status: 'new',
    notes: '',
    assignee: '',
    createdAt: daysAgo(9, 4, 55),
  },
  {
    id: 'lead-warehouse-mezz',
    name: 'Grace Mitchell',
    email: 'grace@mitchell-engineering.example',
    phone: '+61 2 5550 1177',
    company: 'Mitchell Engineering Group',
    projectDescription:
      'Distribution centre in Western Sydney: 22,000 m² of steel framing, pallet racking loads on a composite mezzanine. Team of six engineers.',
    source: 'Get a Demo',
    status: 'contacted',
    notes: 'Called on the day it arrived; demo booked for next week. Wants to see the composite slab checks.',
    assignee: 'Site Admin',
    createdAt: daysAgo(13, 22, 10),
    updatedAt: daysAgo(12, 9, 40),
  },
  {
    id: 'lead-parking-deck',
    name: 'Rahul Mehta',
    email: 'rahul.mehta@mehta-associates.example',
    phone: '+91 22 5550 4410',
    company: 'Mehta Associates',
    projectDescription:
      'Post-tensioned flat-slab multi-storey car park, five decks, about 600 spaces. Punching shear and crack control are where our checks take longest.',
    source: 'Get a Demo',
    status: 'qualified',
    notes: 'Demo done. Firm of 25 engineers, budget approved for Q3. Sending a pilot proposal.',
    assignee: 'Content Editor',
    createdAt: daysAgo(19, 7, 25),
    updatedAt: daysAgo(15, 16, 0),
  },
  {
    id: 'lead-modular-housing',
    name: 'Hannah Keller',
    email: 'h.keller@modulbau-keller.example',
    phone: '',
    company: 'Modulbau Keller',
    projectDescription:
      'Volumetric modular housing, light-gauge steel modules stacked six high. We need repeatable design checks across many near-identical units.',
    source: 'Start Free',
    status: 'won',
    notes: 'Signed a 12-month team plan after the pilot.',
    assignee: 'Site Admin',
    createdAt: daysAgo(24, 11, 50),
    updatedAt: daysAgo(8, 14, 20),
  },
  {
    id: 'lead-student-project',
    name: 'Tom Fischer',
    email: 'tom.fischer@student.example',
    phone: '',
    company: 'University design studio',
    projectDescription: 'Final-year project on a timber pavilion; wanted to try the software for coursework.',
    source: 'Start Free',
    status: 'lost',
    notes: 'Student project, no budget. Pointed to the free learning paths.',
    assignee: 'Content Editor',
    createdAt: daysAgo(27, 18, 5),
    updatedAt: daysAgo(26, 10, 15),
  },
];
