import type { PageContent } from '../types';
import { homeHero } from './home-hero';

export const home: PageContent = {
  lastUpdated: homeHero.lastUpdated,
  sections: {
    ...homeHero.sections,
    trustedBy: {
      title: 'Trusted by structural engineering teams worldwide',
      features: [
        { title: 'Halden & Marsh Structural', description: '' },
        { title: 'Northbeam Engineering', description: '' },
        { title: 'Keystone Frame Partners', description: '' },
        { title: 'Caldera Consulting Engineers', description: '' },
        { title: 'Ridgeline Structures Group', description: '' },
        { title: 'Brightwater Civil & Structural', description: '' },
      ],
    },
    solutionTypes: {
      title: 'Built for the structures you design every day',
      subtitle: 'One platform for gravity and lateral systems across materials, building types and design codes.',
      features: [
        {
          title: 'Commercial Offices',
          description:
            'Composite steel floors, moment and braced frames, and core walls sized and checked together, with floor vibration and drift verified alongside strength.',
        },
        {
          title: 'Residential & Mixed-Use',
          description:
            'Concrete flat plates, transfer levels and podium structures, with punching shear, deflection and long-term effects checked at every column.',
        },
        {
          title: 'Industrial & Warehouses',
          description:
            'Portal frames, crane runway girders and long-span roofs optimized for tonnage while meeting serviceability, fatigue and stability limits.',
        },
        {
          title: 'Mass Timber Buildings',
          description:
            'CLT and glulam floors, beams and columns designed for fire resistance, vibration and connection capacity under Eurocode 5 and NDS.',
        },
        {
          title: 'Healthcare & Education',
          description:
            'Stringent vibration criteria, higher risk categories and importance factors applied automatically to gravity and lateral design.',
        },
        {
          title: 'Parking Structures',
          description:
            'Post-tensioned and precast decks checked for durability, ramps and vehicle barrier loads, with repetitive bays optimized once and reused.',
        },
      ],
    },
    features: {
      title: 'Everything from analysis to issued calculations',
      subtitle:
        'Structura AI handles the repetitive engineering work so your team can focus on judgment, coordination and the decisions that matter.',
      features: [
        {
          title: 'Automated Code Checks',
          description:
            'Every member and connection checked against Eurocode, ACI 318, AISC 360 and ASCE 7 load combinations, with clause references on every result.',
        },
        {
          title: 'Load Path & Lateral Analysis',
          description:
            'Trace gravity loads from slab to foundation and evaluate wind and seismic lateral systems, including diaphragm behavior, drift and irregularities.',
        },
        {
          title: 'Member-Size Optimization',
          description:
            'Explore thousands of section and grade combinations to find the lightest, most economical design that satisfies every strength and serviceability check.',
        },
        {
          title: 'Drawings & Calculation Reports',
          description:
            'Generate framing plans, schedules and fully referenced calculation packages ready for checking, peer review and permit submission.',
        },
        {
          title: 'BIM & Analysis Integrations',
          description:
            'Round-trip models with Revit, Tekla, ETABS, SAP2000, Robot and IFC so design changes flow straight back into your coordinated model.',
        },
        {
          title: 'Team Review & Audit Trail',
          description:
            'Assign checkers, comment on members, approve revisions and keep a complete history of every design decision for QA and liability records.',
        },
      ],
    },
    stats: {
      title: 'Structural engineering at scale',
      stats: [
        { value: '10K+', label: 'Engineers' },
        { value: '1M+', label: 'Projects' },
        { value: '50+', label: 'Countries' },
        { value: '99.9%', label: 'Uptime' },
      ],
    },
    cta: {
      title: 'See your next project designed in an afternoon',
      subtitle:
        'Bring a model from Revit, ETABS or IFC and watch Structura AI size, check and document it live with one of our structural engineers.',
      buttonText: 'Get a Demo',
    },
  },
};
