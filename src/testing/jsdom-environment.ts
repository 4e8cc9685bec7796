// jsdom environment with the web platform globals Node 20 has and jsdom lacks (fetch and
// friends, TextEncoder, structuredClone). MessageChannel is deliberately not passed through:
// with Node's implementation React's scheduler keeps jest from exiting.
import { TestEnvironment } from 'jest-environment-jsdom';

const PASS_THROUGH = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
  'AbortController',
  'AbortSignal',
] as const;

export default class JsdomWithWebGlobals extends TestEnvironment {
  constructor(...args: ConstructorParameters<typeof TestEnvironment>) {
    super(...args);
    const target = this.global as unknown as Record<string, unknown>;
    const source = globalThis as unknown as Record<string, unknown>;
    for (const name of PASS_THROUGH) {
      if (source[name] !== undefined) target[name] = source[name];
    }
  }
}
