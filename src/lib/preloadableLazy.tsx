import { lazy, useState, type ComponentType } from 'react';

/** A lazily loaded component that can also be loaded ahead of its first render. */
export type Preloadable<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/** How each preloadableLazy whose load failed starts over: see forgetFailedLoads. */
const forgetters = new Set<() => void>();

/**
 * Lets every failed preloadableLazy load again at its next mount. React.lazy keeps a rejection for
 * good, so without this an error boundary's 'Coba lagi' met the same failure at once, however
 * well the network had recovered. Called by the boundary as it retries, not when the load
 * fails: React renders a failing part more than once before the boundary shows the error, and
 * each of those renders would otherwise load again.
 */
export function forgetFailedLoads(): void {
  for (const forget of forgetters) forget();
  forgetters.clear();
}

/**
 * `React.lazy` plus `preload()`. React.lazy suspends on its first render even when the module
 * has already arrived, which would flash the Suspense fallback; an instance mounted after the
 * module is in renders it at once. (Each instance keeps the component it started with, so a
 * later load never remounts it.) Preloading and rendering share one load: a failure reaches
 * the page's error boundary as it is, without the retries running a second time.
 */
export function preloadableLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        forgetters.add(() => {
          pending = undefined;
          Lazy = lazy(loadOnce);
        });
        throw error;
      },
    ));
  let Lazy = lazy(loadOnce);
  function PreloadableComponent(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(PreloadableComponent, { preload: loadOnce });
}
