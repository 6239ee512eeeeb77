import type { MatchFact } from './catalog.repository';
import { buildMatchSet, preparations, type MatchSet } from './match-sets';

/**
 * Every listed goods as one match set (match-sets.ts), kept in memory while the lists are cached
 * (issue 15, the long tail): any list without a keyword, whatever its category, store, filters,
 * order and page, is then counted and paged in memory, and only its cards are read from the
 * database (none for a page past the last goods). A list's filters drawn at random rarely repeat,
 * so the list cache (one entry per page) seldom answers them; the set answers all of them.
 *
 * Kept as the lists are: fresh for the catalog's cache TTL; for the stale window after it, still
 * answered while one reload runs. A reload is never awaited by a request: until the first load is
 * done (and after `clear`, which a seller's or operator's change calls), lists are read from the
 * database as before. It is read in slices of goods ids, one statement each, so that the embedded
 * database's one connection serves other statements between them; a load cleared while it runs
 * reads no more slices. Goods changed faster than a load takes (a whole catalog re-priced, one
 * goods a second) keep the set from landing: the lists are then read from the database, as
 * without it. About 80 bytes a goods: 6.5 MB at 80,000 listed goods.
 */
export interface ListedSetOptions {
  ttlMs: number;
  staleMs: number;
  /** Goods read per statement. */
  slice: number;
  /** With more listed goods than this, no set is kept, and none is read again for a hundred TTLs (the lists are read from the database). */
  most: number;
  /** Listed goods' facts with ids above `afterId`, at most `most` of them (in any order). */
  read(afterId: number, most: number): Promise<MatchFact[]>;
  /** A failed load: the set is loaded again at the next list. */
  failed(error: unknown): void;
  now?: () => number;
}

export interface ListedSet {
  /** The set when it is fresh, or stale within the window; undefined before the first load is done. A load starts when it is due. */
  current(): MatchSet | undefined;
  /** Forgets the set (goods changed); a load that is running is not kept. */
  clear(): void;
  /** Resolves when no load is running. */
  settled(): Promise<void>;
}

export function createListedSet(options: ListedSetOptions): ListedSet {
  const now = options.now ?? Date.now;
  let kept: { set: MatchSet; at: number } | undefined;
  let loading: Promise<void> | undefined;
  let generation = 0;
  /** When a set may be read again after one was found too big. */
  let tooBigUntil = 0;

  /** The set, or null when it was cleared while it was read (the rest is not read). */
  async function load(started: number): Promise<MatchSet | null> {
    const facts: MatchFact[] = [];
    let after = 0;
    for (;;) {
      if (started !== generation) return null;
      const slice = await options.read(after, options.slice);
      for (const fact of slice) {
        facts.push(fact);
        if (fact.id > after) after = fact.id;
      }
      if (facts.length > options.most) {
        tooBigUntil = now() + options.ttlMs * 100;
        return null;
      }
      if (slice.length < options.slice) break;
    }
    const set = buildMatchSet(facts);
    // Its orders and index made here, between turns of the event loop, rather than by the first pages asked.
    for (const step of preparations(set)) {
      await new Promise((resolve) => setImmediate(resolve));
      if (started !== generation) return null;
      step();
    }
    return set;
  }

  return {
    current() {
      if (options.ttlMs <= 0) return undefined;
      const at = now();
      const age = kept ? at - kept.at : Number.POSITIVE_INFINITY;
      if (age >= options.ttlMs && !loading && at >= tooBigUntil) {
        const started = generation;
        loading = load(started)
          .then(
            (set) => {
              if (set && started === generation) kept = { set, at };
            },
            (error: unknown) => options.failed(error),
          )
          .finally(() => (loading = undefined));
      }
      return kept && age < options.ttlMs + options.staleMs ? kept.set : undefined;
    },
    clear() {
      generation++;
      kept = undefined;
    },
    settled: () => loading ?? Promise.resolve(),
  };
}
