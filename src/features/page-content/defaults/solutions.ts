import type { PageContent } from '../types';

export const solutions: PageContent = {
  lastUpdated: '2025-01-15',
  sections: {
    hero: {
      title: 'Solutions for every stage of structural design',
      subtitle:
        'From concept framing to issued calculation packages, Structura AI automates the analysis, code checks and documentation that slow engineering teams down.',
      buttonText: 'Get a Demo',
    },
    solutions: {
      title: 'One platform, four connected products',
      subtitle: 'Use them together or start with the one that removes your biggest bottleneck.',
      features: [
        {
          title: 'Automation Engine',
          description:
            'The core design engine runs analysis, generates load combinations and checks every beam, column, wall, slab and connection against Eurocode, ACI 318, AISC 360 and ASCE 7. It resizes failing members automatically, optimizes for weight, cost or embodied carbon, and re-runs the full model in minutes whenever the architecture changes.',
        },
        {
          title: 'Workflow Designer',
          description:
            'Encode your firm’s standards once: preferred sections, deflection limits, connection types, checking procedures and report templates. Build repeatable design workflows with review and approval steps so junior and senior engineers follow the same proven process on every job.',
        },
        {
          title: 'Analytics Suite',
          description:
            'Compare design options side by side on tonnage, concrete volume, rebar density, embodied carbon and utilization. Portfolio dashboards show where projects are over-designed, how long checks take and where your team spends its engineering hours.',
        },
        {
          title: 'Integrations',
          description:
            'Bidirectional links with Revit, Tekla Structures, ETABS, SAP2000, Autodesk Robot and IFC keep analytical and physical models in sync. Member sizes, loads and results flow back into your BIM model without manual re-entry, and an open API connects in-house tools.',
        },
      ],
    },
    useCases: {
      title: 'How engineering teams use Structura AI',
      features: [
        {
          title: 'Rapid Concept Studies',
          description:
            'Compare steel, concrete and timber framing schemes for a new building in a single day, with quantities and costs to support early client decisions.',
        },
        {
          title: 'Design Development Under Change',
          description:
            'When grids move or loads change, re-run sizing and code checks across the whole model instead of chasing changes member by member.',
        },
        {
          title: 'Independent Checking & Peer Review',
          description:
            'Run an automated second check on a consultant’s model to flag overstressed members, missing load cases and drift exceedances before issue.',
        },
        {
          title: 'Contractor Value Engineering',
          description:
            'Optimize member sizes and standardize sections to cut steel tonnage and fabrication effort while keeping every check fully documented.',
        },
      ],
    },
    cta: {
      title: 'Find the right starting point for your team',
      subtitle: 'Tell us about your projects and tools, and we will show you the fastest path to automated design.',
      buttonText: 'Talk to an Engineer',
    },
  },
};
