import { REVISION_HISTORY } from '../../lib/listRevision';

/**
 * The id under which a tab remembers the merge of two versions that left each other out: their
 * ids, each split into its own parts, sorted and joined with `+`. Any version whose stamp
 * includes every part includes that merge.
 */
export const forkId = (a: string, b: string): string => [...new Set([...a.split('+'), ...b.split('+')])].sort().join('+');

/** Whether a stamp's ids (`seen`) include the version `id`, a fork's id included part by part. */
export const includes = (seen: readonly string[], id: string): boolean =>
  seen.includes(id) || id.split('+').every((part) => seen.includes(part));

/**
 * The versions of a list one tab knows (it wrote, read or merged them), by id, in the order it
 * came to know them, at most REVISION_HISTORY: the candidates to merge from when another tab's
 * write started from an older one. Each includes the ones before it, so the newest one a stamp
 * includes is the best.
 */
export class KnownVersions<T> {
  private readonly versions = new Map<string, readonly T[]>();

  remember(id: string, items: readonly T[]): void {
    if (this.versions.has(id)) return;
    this.versions.set(id, items);
    if (this.versions.size > REVISION_HISTORY) this.versions.delete(this.versions.keys().next().value!);
  }

  has(id: string): boolean {
    return this.versions.has(id);
  }

  get(id: string): readonly T[] | undefined {
    return this.versions.get(id);
  }

  /** Their ids, newest first: what a new version includes (its stamp hands them on). */
  idsNewestFirst(): string[] {
    return [...this.versions.keys()].reverse();
  }

  /** The newest version a stamp's ids include: the one to merge its list from. */
  newestIncludedIn(seen: readonly string[]): string | undefined {
    return this.idsNewestFirst().find((id) => includes(seen, id));
  }
}
