import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { LiveParser } from '@/lib/data/live-parser';
import { LIVE_PARSERS } from './live-parsers';

// The live-data worker finds a listener's parser by name: one a feature declares but the list
// lacks would fail that listener for every visitor.
it('lists every parser the features declare, each under its own name', async () => {
  const features = path.resolve(__dirname, '../features');
  const declared: LiveParser<never, unknown>[] = [];
  for (const feature of readdirSync(features)) {
    const file = path.join(features, feature, 'parsers.ts');
    if (existsSync(file)) declared.push(...(Object.values(await import(file)) as LiveParser<never, unknown>[]));
  }
  // The shared layer's own (the article translations every article page reads).
  declared.push(
    ...(Object.values(await import('@/lib/data/article-translations-parser')) as LiveParser<never, unknown>[]),
  );
  expect(declared.map((p) => p.name).sort()).toEqual([...LIVE_PARSERS.keys()].sort());
  for (const parser of declared) expect(LIVE_PARSERS.get(parser.name)).toBe(parser);
});
