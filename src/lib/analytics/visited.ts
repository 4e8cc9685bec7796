// This document's page views, oldest first: [performance.now(), path as routed]. Noted by
// ./queue.ts (in the first script) for every visitor; read by ./session.ts for the pages a demo
// request carries and the route a Web Vital belongs to. Memory only.
export const visited: [number, string][] = [];

/** Notes a page view now (the first one and the last 199 kept). */
export function noteVisit(path: string): void {
  visited.push([typeof performance === 'undefined' ? 0 : performance.now(), path]);
  if (visited.length > 200) visited.splice(1, 1);
}
