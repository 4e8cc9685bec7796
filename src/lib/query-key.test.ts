import { defaultSerializeQueryArgs } from '@reduxjs/toolkit/query';
import fc from 'fast-check';
import { queryKey } from './query-key';

describe('queryKey', () => {
  it('is RTK Query’s cache key for the arguments the app passes', () => {
    for (const arg of [
      undefined,
      null,
      'public',
      'mass-timber-design-automation',
      'uid-1',
      3,
      { b: 1, a: [2, { d: 1, c: 2 }] },
    ])
      expect(queryKey('getThings', arg)).toBe(
        defaultSerializeQueryArgs({ endpointName: 'getThings', queryArgs: arg, endpointDefinition: {} as never }),
      );
  });

  it('agrees with RTK Query on any JSON-like argument', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.jsonValue(), { nil: undefined }), (name, arg) => {
        expect(queryKey(name, arg)).toBe(
          defaultSerializeQueryArgs({ endpointName: name, queryArgs: arg, endpointDefinition: {} as never }),
        );
      }),
      { numRuns: 2000 },
    );
  });
});
