/**
 * Runs `work` over `items`, `limit` at a time: the catalogue build's files, photos and share
 * images, where all at once would open thousands of files or encoders together.
 */
export async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
