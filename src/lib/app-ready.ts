let resolveReady: () => void = () => {};

/** Resolves once the page answers input: a prerendered page once its content has hydrated, the SPA
 *  shell once it has rendered (markAppReady). Live listeners of a visitor's prerendered page start
 *  after it (src/boot/state.ts): an update that reaches a part of the page still to hydrate makes
 *  React hydrate (or re-render) that part at once, in one long task. */
export const appReady = new Promise<void>((resolve) => (resolveReady = resolve));

/** Marks <html data-app="ready">: the page now answers input (for tools and tests that need to
 *  know; see src/app/AfterHydration.tsx). */
export function markAppReady() {
  document.documentElement.dataset.app = 'ready';
  resolveReady();
}
