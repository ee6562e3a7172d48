import { lazy, type ComponentType } from 'react';

type PageModule = { default: ComponentType };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A route's lazily loaded chunk. `React.lazy` caches a rejection, so retries happen inside
 * the loader (webpack forgets a failed chunk and fetches it again on the next `import()`).
 */
export function lazyPage(load: () => Promise<PageModule>, retries = 3, firstDelayMs = 400) {
  return lazy(async () => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await load();
      } catch (error) {
        if (attempt >= retries) throw error;
        await wait(firstDelayMs * 2 ** attempt);
      }
    }
  });
}
