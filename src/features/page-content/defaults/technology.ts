import type { PageContent } from '../types';

export const technology: PageContent = {
  lastUpdated: '2025-01-15',
  sections: {
    hero: {
      title: 'Engineering-grade technology you can check by hand',
      subtitle:
        'Structura AI combines verified physics-based solvers with machine learning and a codified rules engine, so every result is fast, traceable and defensible.',
      buttonText: 'Read the Technical Overview',
    },
    pillars: {
      title: 'The technical pillars behind every design',
      subtitle: 'Machine learning accelerates the search; proven structural mechanics makes the decision.',
      features: [
        {
          title: 'Physics-Based Solvers',
          description:
            'Linear, P-Delta, modal and response-spectrum analysis built on the finite element method and verified against textbook hand calculations and published benchmark problems before every release.',
        },
        {
          title: 'ML Surrogate Models',
          description:
            'Surrogate models trained on millions of verified designs predict promising member sizes and framing layouts instantly, narrowing the search before the full solver confirms each candidate.',
        },
        {
          title: 'Code-Compliance Engine',
          description:
            'Design provisions from Eurocode, ACI 318, AISC 360 and ASCE 7 are encoded clause by clause, including national annexes and load combinations, and version-controlled as codes are updated.',
        },
        {
          title: 'Explainable Results',
          description:
            'Every utilization ratio links to its governing load combination, code clause, inputs and intermediate values, so checkers can follow and reproduce each calculation step.',
        },
        {
          title: 'Enterprise-Grade Security',
          description:
            'Models are encrypted in transit and at rest, isolated per customer, and protected by SSO, role-based access and audit logging, with regional data hosting available.',
        },
      ],
    },
    stack: {
      title: 'How the platform fits together',
      content:
        'A model enters Structura AI from Revit, Tekla, ETABS, SAP2000, Robot or IFC and is converted into a clean analytical model, with supports, releases, diaphragms and load patterns validated before analysis. Our solver runs on elastic cloud compute, so large buildings with thousands of members and hundreds of load combinations are analyzed in parallel rather than queued overnight.\n\nThe optimization layer uses ML surrogate models to propose candidate member sizes, then passes each candidate back through the full physics-based solver and code-compliance engine. Nothing reaches a drawing or calculation report unless it has passed the deterministic checks, and every result carries the full chain of inputs, clauses and assumptions that produced it.\n\nResults flow back to your BIM and analysis tools through bidirectional connectors and an open REST API, while the reporting service assembles drawings, schedules and calculation packages in your firm’s own templates.',
    },
    cta: {
      title: 'Put our solver to the test',
      subtitle:
        'Send us a benchmark model or a hand-calculated example, and we will walk you through the results line by line.',
      buttonText: 'Request a Technical Demo',
    },
  },
};
