// The browser app's entry. The built shell loads it after the first paint (scripts/lib/boot-plugin.ts,
// which also preloads every stage below at once, so no stage waits on the network).
//
// Evaluating the landing page's ~185 kB of modules in one go is one long task (~350 ms on a
// mid-range phone), during which a tap goes unanswered. The modules load in four stages instead,
// each evaluated in a task of its own, with the browser free to handle input between them: React,
// then emotion and MUI, then the Redux store and the router's history, then the app's modules, then
// the page's data and hydration (React hydrates in short slices from there).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void import('./boot/react')
  .then(nextTask)
  .then(() => import('./boot/ui'))
  .then(nextTask)
  .then(() => import('./boot/state'))
  .then(nextTask)
  .then(() => import('./boot/app'))
  .then(async ({ startApp }) => {
    await nextTask();
    startApp();
  });
