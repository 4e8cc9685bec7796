// The browser app's entry. The built shell loads it after the first paint (scripts/lib/boot-plugin.ts,
// which also preloads every stage below at once, so no stage waits on the network).
//
// Evaluating the landing page's ~185 kB of modules in one go is one long task (~350 ms on a
// mid-range phone), during which a tap goes unanswered. The modules load in four stages instead,
// each evaluated in a task of its own, with the browser free to handle input between them: React;
// emotion and MUI, then (its own task) the page's theme; Redux Toolkit and RTK Query, then (its own
// task) the store and the router's history; the app's modules; then the page's data and hydration
// (React hydrates in short slices from there).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void import('./boot/react')
  .then(nextTask)
  .then(() => import('./boot/ui'))
  .then(async ({ prepareTheme }) => {
    await nextTask();
    prepareTheme();
    await nextTask();
  })
  .then(() => import('./boot/state'))
  .then(async ({ createAppState }) => {
    await nextTask();
    const state = createAppState();
    await nextTask();
    return state;
  })
  .then(async (state) => {
    const { startApp } = await import('./boot/app');
    await nextTask();
    await startApp(state, nextTask);
  });
