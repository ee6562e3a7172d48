import { nextTask } from './lib/nextTask';

/**
 * Starts the shop in several tasks instead of one. Everything is in this file's chunk ("eager"),
 * but an import runs its modules only when reached, so the steps are: evaluate the store's code
 * (Redux Toolkit, redux-persist, the slices); make the store and load the saved cart; evaluate the
 * pages' frame (the router, the layout's styled components); evaluate React DOM and the
 * providers; render (renderApp.tsx splits that further). Between steps the browser
 * may handle a tap or paint. All at once it was one 110–136 ms task at Lighthouse's 4× CPU
 * slowdown, most of the mobile Total Blocking Time left after the previews.
 */
async function boot() {
  const { startStore } = await import(/* webpackMode: "eager" */ './app/startStore');
  await nextTask();
  const store = await startStore();
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/AppRoutes');
  await nextTask();
  const { renderApp } = await import(/* webpackMode: "eager" */ './app/renderApp');
  await nextTask();
  await renderApp(store);
}

void boot();
