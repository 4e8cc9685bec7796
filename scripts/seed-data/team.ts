import type { SeedTeamMember } from './types';

/** `team/{id}`: the leadership and engineering team shown on the About / Company pages. */
export const team: SeedTeamMember[] = [
  {
    id: 'helena-voss',
    name: 'Dr. Helena Voss',
    role: 'Co-founder & CEO',
    bio: 'Chartered structural engineer (CEng MIStructE) with 15 years designing commercial and healthcare buildings at a multidisciplinary consultancy. Helena started Structura AI after watching senior engineers spend their evenings re-running member checks for every architectural change.',
    image: '',
    order: 1,
  },
  {
    id: 'marcus-adeyemi',
    name: 'Marcus Adeyemi',
    role: 'Co-founder & CTO',
    bio: 'PhD in computational mechanics. Marcus built finite-element solvers for offshore structures before leading the team that turned Structura’s design engine into a service that checks thousands of members in minutes, with every result traceable to a code clause.',
    image: '',
    order: 2,
  },
  {
    id: 'sofia-lindqvist',
    name: 'Sofia Lindqvist',
    role: 'Head of Structural Engineering',
    bio: 'Licensed structural engineer (PE, SE) and mass-timber specialist. Sofia owns the design-code library: every AISC 360, ACI 318, NDS and Eurocode check in Structura is verified against hand calculations and worked examples by her team before release.',
    image: '',
    order: 3,
  },
  {
    id: 'daniel-okafor',
    name: 'Daniel Okafor',
    role: 'Lead Engineer, BIM Integrations',
    bio: 'Daniel leads the Revit, ETABS and SAP2000 connectors. Ten years of writing plug-ins against the Revit API and the CSi OAPI taught him that a round-trip is only useful if it never silently loses a release, a diaphragm or a load case.',
    image: '',
    order: 4,
  },
  {
    id: 'rahul-mehta',
    name: 'Rahul Mehta',
    role: 'Principal Machine Learning Engineer',
    bio: 'Rahul designs the optimisation models that propose member sizes and framing options. He previously worked on surrogate models for aerospace structures and insists that every AI suggestion in Structura is re-checked by the deterministic code-check engine.',
    image: '',
    order: 5,
  },
  {
    id: 'mei-chen',
    name: 'Mei Chen',
    role: 'Head of Customer Success',
    bio: 'A former project engineer at a steel fabricator, Mei runs onboarding and support. Her team answers paid-plan tickets within two hours and helps firms set up their first automated design workflow, from template selection to the first signed-off calculation package.',
    image: '',
    order: 6,
  },
];
