// `npm run seed -- --scale N`: N extra resources and N extra leads for measuring the back office at
// scale (scripts/bench-admin.mjs). Deterministic (a seeded PRNG, ids `scale-res-00001`,
// `scale-lead-00001`), so re-runs overwrite the same documents; dates spread over the last year.
// Addresses use the reserved .example domain: none of these people or companies exist.
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { daysAgo } from './time';
import { LEAD_STATUSES, RESOURCE_TYPES, type SeedLead, type SeedResource } from './types';
import { COLLECTIONS } from '../../src/domain/collections.ts';

/** mulberry32: a small, fast, seedable PRNG (same data on every run). */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick };
}

const FIRST = [
  'Amara',
  'Lukas',
  'Sofía',
  'Daniel',
  'Mei',
  'Priya',
  'Jonas',
  'Chiara',
  'Tomás',
  'Aisha',
  'Henrik',
  'Yuki',
  'Olivia',
  'Mateo',
  'Fatima',
  'Liam',
  'Ingrid',
  'Kwame',
  'Elena',
  'Rahul',
  'Noor',
  'Pieter',
  'Camille',
  'Diego',
  'Hannah',
  'Oskar',
  'Leila',
  'Marco',
  'Zanele',
  'Ethan',
  'Anouk',
  'Ravi',
] as const;
const LAST = [
  'Okafor',
  'Brenner',
  'Martínez',
  'Whitfield',
  'Chen',
  'Sharma',
  'Lindqvist',
  'Rossi',
  'Novák',
  'Haddad',
  'Johansson',
  'Tanaka',
  'Murphy',
  'García',
  'Rahman',
  "O'Neill",
  'Berg',
  'Mensah',
  'Popescu',
  'Iyer',
  'Khalil',
  'de Vries',
  'Laurent',
  'Fernández',
  'Schmidt',
  'Nowak',
  'Farouk',
  'Bianchi',
  'Dlamini',
  'Walker',
  'Jansen',
  'Patel',
] as const;
const FIRM_A = [
  'Harbour',
  'Summit',
  'Northgate',
  'Keystone',
  'Riverside',
  'Granite',
  'Meridian',
  'Atlas',
  'Cedar',
  'Ironbridge',
  'Coastal',
  'Highline',
  'Pioneer',
  'Lattice',
  'Truss',
  'Beacon',
  'Crown',
  'Vantage',
  'Alder',
  'Span',
] as const;
const FIRM_B = [
  'Structures',
  'Engineering',
  'Consulting Engineers',
  'Structural Design',
  'Building Solutions',
  'Civil & Structural',
  'Design Partners',
  'Timber Systems',
  'Steelworks',
  'Infrastructure',
] as const;
const FIRM_C = ['Ltd', 'GmbH', 'LLC', 'S.L.', 'B.V.', 'Pty Ltd', 'Inc.', 'AB', 'S.r.l.', ''] as const;
const PROJECTS = [
  'Twelve-storey reinforced concrete residential tower',
  'Portal frame warehouse, 42 m clear span',
  'CLT primary school with glulam roof trusses',
  'Steel footbridge over a river, 30 m single span',
  'Hospital extension on a post-tensioned transfer slab',
  'Multi-storey car park in precast concrete',
  'Retrofit of a 1960s office block for seismic loads',
  'Mixed-use podium with a steel-framed hotel above',
  'Data centre with heavy plant on the roof',
  'Stadium roof cantilever in tubular steel',
] as const;
const NEEDS = [
  'We want to compare run times against our spreadsheets.',
  'Interested in automated connection checks.',
  'Looking for code checks to Eurocode and a calculation report our checker can follow.',
  'Main concern is vibration serviceability.',
  'Would like to see the Revit round trip.',
  'Need punching shear and deflection checks on flat slabs.',
] as const;
const TOPICS = [
  'Steel Connection Design',
  'Flat Slab Punching Shear',
  'Wind Load Combinations',
  'Timber Fire Design',
  'Seismic Retrofit',
  'Foundation Raft Sizing',
  'Member Size Optimisation',
  'BIM Round Trips',
  'Vibration Serviceability',
  'Composite Beam Design',
  'Load Takedown Automation',
  'Calculation Reports',
] as const;
const KINDS: Record<(typeof RESOURCE_TYPES)[number], string> = {
  guide: 'A Practical Guide',
  whitepaper: 'Whitepaper',
  webinar: 'Webinar Recording',
  event: 'Workshop',
  tool: 'Calculator',
  video: 'Walkthrough Video',
};
const CITIES = ['London', 'Berlin', 'Madrid', 'Lagos', 'Singapore', 'Toronto', 'Sydney', 'Milan'] as const;

const pad = (i: number) => String(i).padStart(5, '0');
const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** `n` resources: varied titles, types, views and ratings, created over the last year. */
export function scaleResources(n: number): SeedResource[] {
  const r = prng(0x5eed0001);
  return Array.from({ length: n }, (_, k): SeedResource => {
    const i = k + 1;
    const type = r.pick(RESOURCE_TYPES);
    const topic = r.pick(TOPICS);
    const created = 1 + r.int(365);
    const updated = r.int(created);
    const resource: SeedResource = {
      id: `scale-res-${pad(i)}`,
      title: `${topic}: ${KINDS[type]} #${i}`,
      description: `${topic} for ${r.pick(PROJECTS).toLowerCase()}. ${r.pick(NEEDS)}`,
      type,
      active: r.next() < 0.8,
      views: r.int(20000),
      rating: Math.round((2.5 + r.next() * 2.5) * 10) / 10,
      createdAt: daysAgo(created, r.int(24), r.int(60)),
      updatedAt: daysAgo(updated, r.int(24), r.int(60)),
    };
    if (type === 'event') {
      resource.eventDate = daysAgo(r.int(400) - 200, 9 + r.int(8));
      resource.location = r.pick(CITIES);
    }
    return resource;
  });
}

/** `n` leads: varied people and companies, every status, arriving over the last year. */
export function scaleLeads(n: number): SeedLead[] {
  const r = prng(0x5eed0002);
  return Array.from({ length: n }, (_, k): SeedLead => {
    const i = k + 1;
    const first = r.pick(FIRST);
    const last = r.pick(LAST);
    const firm = [r.pick(FIRM_A), r.pick(FIRM_B), r.pick(FIRM_C)].filter(Boolean).join(' ');
    const created = 1 + r.int(365);
    const status = created < 7 ? 'new' : r.pick(LEAD_STATUSES);
    return {
      id: `scale-lead-${pad(i)}`,
      name: `${first} ${last}`,
      email: `${slug(first)}.${slug(last)}${i}@${slug(firm)}.example`,
      phone: r.next() < 0.6 ? `+44 20 5550 ${String(r.int(10000)).padStart(4, '0')}` : '',
      company: firm,
      projectDescription: `${r.pick(PROJECTS)}. ${r.pick(NEEDS)}`,
      source: r.next() < 0.7 ? 'Get a Demo' : 'Start Free',
      status,
      notes:
        status === 'new'
          ? ''
          : `Called ${first}; ${r.pick(['follow up next week', 'sent pricing', 'booked a demo', 'no budget this year'])}.`,
      assignee: status === 'new' ? '' : r.pick(['Site Admin', 'Content Editor', '']),
      createdAt: daysAgo(created, r.int(24), r.int(60)),
      ...(status === 'new' ? {} : { updatedAt: daysAgo(r.int(created), r.int(24), r.int(60)) }),
    };
  });
}

/**
 * Writes `n` scale resources and `n` scale leads with the Admin SDK: batches of 500, a few in
 * flight at once. `ts` turns the seed's ISO strings into Timestamps (scripts/seed.ts's).
 */
export async function writeScale(
  db: Firestore,
  n: number,
  ts: (iso: string) => Timestamp,
): Promise<{ resources: number; leads: number }> {
  const docs: [string, Record<string, unknown>][] = [
    ...scaleResources(n).map(({ id, eventDate, ...r }): [string, Record<string, unknown>] => [
      `${COLLECTIONS.resources}/${id}`,
      {
        ...r,
        createdAt: ts(r.createdAt),
        updatedAt: ts(r.updatedAt),
        ...(eventDate === undefined ? {} : { eventDate: ts(eventDate) }),
      },
    ]),
    ...scaleLeads(n).map(({ id, updatedAt, ...l }): [string, Record<string, unknown>] => [
      `${COLLECTIONS.demoRequests}/${id}`,
      { ...l, createdAt: ts(l.createdAt), ...(updatedAt === undefined ? {} : { updatedAt: ts(updatedAt) }) },
    ]),
  ];
  const BATCH = 500;
  const IN_FLIGHT = 4;
  const chunks: (typeof docs)[] = [];
  for (let i = 0; i < docs.length; i += BATCH) chunks.push(docs.slice(i, i + BATCH));
  let next = 0;
  const worker = async () => {
    while (next < chunks.length) {
      const chunk = chunks[next++]!;
      const batch = db.batch();
      for (const [path, data] of chunk) batch.set(db.doc(path), data);
      await batch.commit();
    }
  };
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, chunks.length) }, worker));
  return { resources: n, leads: n };
}
