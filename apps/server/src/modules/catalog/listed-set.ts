import type { MatchFact } from './catalog.repository';
import { buildMatchSet, patchSet, preparations, type MatchSet } from './match-sets';

/**
 * Every listed goods as one match set (match-sets.ts), kept in memory while the lists are cached
 * (issue 15, the long tail): any list without a keyword, whatever its category, store, filters,
 * order and page, is then counted and paged in memory, and only its cards are read from the
 * database (none for a page past the last goods). A list's filters drawn at random rarely repeat,
 * so the list cache (one entry per page) seldom answers them; the set answers all of them.
 *
 * Kept as the lists are: fresh for three of the catalog's cache TTLs; for the stale window after it,
 * still answered while one reload runs. A reload is never awaited by a request: until the first load
 * is done (and after `clear`, which a store's or category's change calls), lists are read from the
 * database as before. It is read in slices of goods ids, one statement each, so that the embedded
 * database's one connection serves other statements between them; a load cleared while it runs
 * reads no more slices.
 *
 * Goods a seller or operator changed (`changed`: listed, taken off, re-priced, restocked) are read
 * again by id, one statement for all that changed meanwhile, and patched into the set (patchSet):
 * a goods edit costs a read of that goods, not a reload of the catalog, and edits as fast as sellers
 * make them keep the set answering. `changed` resolves once the patch is in, so the change's own
 * request answers after the lists of this instance show it; other requests meanwhile are answered
 * from the set as it was (a goods taken off a moment ago still counted, never shown: cards are read
 * as listed now). Goods changed while a load runs are read again once it has read everything. About
 * 80 bytes a goods: 6.5 MB at 80,000 listed goods, with room for a sixteenth more joining it before it
 * is read again.
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
  /** The facts of those of `ids` that are listed now. */
  readIds(ids: number[]): Promise<MatchFact[]>;
  /** A failed load: the set is loaded again at the next list. */
  failed(error: unknown): void;
  now?: () => number;
}

export interface ListedSet {
  /** The set when it is fresh, or stale within the window; undefined before the first load is done. A load starts when it is due. */
  current(): MatchSet | undefined;
  /**
   * These goods changed (listed, taken off, re-priced, restocked...): they are read again and patched
   * into the set; resolves once they are (or the set is forgotten, to be read again). `text`: their
   * names or descriptions changed too, so keywords' matches found in the set before are no longer
   * whole (MatchSet.textEpoch).
   */
  changed(goodsIds: readonly number[], text: boolean): Promise<void>;
  /** Forgets the set (stores or categories changed); a load that is running is not kept. */
  clear(): void;
  /** Resolves when no load and no patch is running. */
  settled(): Promise<void>;
}

/** Room for goods joining a set of `n` before it is read again. */
const roomFor = (n: number) => Math.max(1024, n >>> 4);

export function createListedSet(options: ListedSetOptions): ListedSet {
  const now = options.now ?? Date.now;
  let kept: { set: MatchSet; at: number } | undefined;
  let loading: Promise<void> | undefined;
  /** Goods changed while the running load reads: read again before its set is kept. */
  let changedWhileLoading: Set<number> | undefined;
  let generation = 0;
  /** When a set may be read again after one was found too big. */
  let tooBigUntil = 0;
  /** Goods changed and not yet patched into the kept set; whether their texts changed. */
  const pending = new Set<number>();
  let pendingText = false;
  let patching: Promise<void> | undefined;
  /** Rounds of patching that took their goods, and that are over; callers waiting for a round to be over. */
  let roundsTaken = 0;
  let roundsOver = 0;
  const waiting: { round: number; resolve: () => void }[] = [];

  function roundOver() {
    roundsOver++;
    for (let k = waiting.length - 1; k >= 0; k--) {
      if (waiting[k]!.round > roundsOver) continue;
      waiting[k]!.resolve();
      waiting.splice(k, 1);
    }
  }

  /** Reads the facts of `ids` and patches them into `set`; false when the set is to be read again. */
  async function patch(set: MatchSet, ids: number[], text: boolean): Promise<boolean> {
    const facts = await options.readIds(ids);
    const listed = new Set(facts.map((f) => f.id));
    if (!patchSet(set, facts, ids.filter((id) => !listed.has(id)))) return false;
    if (text) set.textEpoch++;
    return true;
  }

  /** Patches the kept set until no change is pending; a failed read or a set out of room is forgotten (read again at the next list). */
  async function drain() {
    while (pending.size > 0) {
      const target = kept;
      const started = generation;
      const ids = [...pending];
      const text = pendingText;
      pending.clear();
      pendingText = false;
      roundsTaken++;
      try {
        if (!target) continue;
        let done: boolean;
        try {
          done = await patch(target.set, ids, text);
        } catch (error) {
          options.failed(error);
          done = false;
        }
        // Cleared, or replaced by a load (which read these goods after they changed, or again after it read them).
        if (started !== generation || kept !== target) continue;
        if (!done) forget();
      } finally {
        roundOver();
      }
    }
  }

  function patchAll() {
    // A change that came after the loop's last look (while its promise settled) is patched by the next.
    patching = drain().finally(() => {
      patching = undefined;
      if (pending.size > 0) patchAll();
    });
  }

  /** Forgets the set and what was to be patched into it (nobody waits for it any more). */
  function forget() {
    generation++;
    kept = undefined;
    pending.clear();
    for (const { resolve } of waiting.splice(0)) resolve();
  }

  /** Reads every listed goods and keeps the set, unless it was cleared meanwhile (the rest is then not read). */
  async function load(started: number, at: number): Promise<void> {
    const facts: MatchFact[] = [];
    let after = 0;
    for (;;) {
      if (started !== generation) return;
      const slice = await options.read(after, options.slice);
      for (const fact of slice) {
        facts.push(fact);
        if (fact.id > after) after = fact.id;
      }
      if (facts.length > options.most) {
        tooBigUntil = now() + options.ttlMs * 100;
        return;
      }
      if (slice.length < options.slice) break;
    }
    const set = buildMatchSet(facts, roomFor(facts.length));
    // Its orders and index made here, between turns of the event loop, rather than by the first pages asked.
    for (const step of preparations(set)) {
      await new Promise((resolve) => setImmediate(resolve));
      if (started !== generation) return;
      step();
    }
    // Goods changed while it was read: read again (a slice may have read them before they changed).
    for (;;) {
      if (started !== generation) return;
      const again = changedWhileLoading;
      if (!again || again.size === 0) break;
      changedWhileLoading = new Set();
      if (!(await patch(set, [...again], false))) return;
    }
    // Kept in the same turn as the last check: a change from now on patches it.
    kept = { set, at };
  }

  return {
    current() {
      if (options.ttlMs <= 0) return undefined;
      const at = now();
      const age = kept ? at - kept.at : Number.POSITIVE_INFINITY;
      if (age >= options.ttlMs && !loading && at >= tooBigUntil) {
        changedWhileLoading = new Set();
        loading = load(generation, at)
          .catch((error: unknown) => options.failed(error))
          .finally(() => {
            loading = undefined;
            changedWhileLoading = undefined;
          });
      }
      return kept && age < options.ttlMs + options.staleMs ? kept.set : undefined;
    },
    async changed(goodsIds, text) {
      if (options.ttlMs <= 0) return;
      for (const id of goodsIds) changedWhileLoading?.add(id);
      if (!kept) return;
      for (const id of goodsIds) pending.add(id);
      pendingText ||= text;
      // Resolved when the round that takes these goods is over (not when every change after them is in).
      const round = roundsTaken + 1;
      if (!patching) patchAll();
      await new Promise<void>((resolve) => waiting.push({ round, resolve }));
    },
    clear: forget,
    async settled() {
      while (loading || patching) await Promise.all([loading, patching]);
    },
  };
}
