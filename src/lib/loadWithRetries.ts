/**
 * Tries `load` up to 1 + `retries` times, waiting `firstDelayMs`, then twice as long, and so on.
 * For lazy chunks: webpack forgets a failed chunk and fetches it again on the next `import()`.
 */
export async function loadWithRetries<T>(load: () => Promise<T>, retries = 3, firstDelayMs = 400): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= retries) throw error;
      await new Promise((resolve) => setTimeout(resolve, firstDelayMs * 2 ** attempt));
    }
  }
}
