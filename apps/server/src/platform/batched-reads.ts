/**
 * Reads by key, made together when they come together. A read asked while none is under way
 * goes at once, alone; the reads asked while one is under way wait for it and then go in one
 * query, up to `max` keys at a time. At rest that is one query per read, as without it; under a
 * burst (a flash sale's thousands of refused checkouts, each signed in and each with its request
 * key) it is a handful of queries instead of a round trip each.
 *
 * `read` gets distinct keys and answers what it found by key; a key it did not find is answered
 * undefined. A failed query fails every read of its batch. Only for reads made outside any
 * transaction: a batch's query runs on the executor given here, not in the caller's transaction.
 */
export function batchedReads<R>(read: (keys: string[]) => Promise<Map<string, R>>, max = 200): (key: string) => Promise<R | undefined> {
  let waiting: { key: string; resolve: (row: R | undefined) => void; reject: (error: unknown) => void }[] = [];
  let reading = false;

  async function drain() {
    reading = true;
    try {
      while (waiting.length > 0) {
        const batch: typeof waiting = [];
        const keys = new Set<string>();
        while (waiting.length > 0 && (keys.size < max || keys.has(waiting[0]!.key))) {
          const next = waiting.shift()!;
          keys.add(next.key);
          batch.push(next);
        }
        try {
          const found = await read([...keys]);
          for (const { key, resolve } of batch) resolve(found.get(key));
        } catch (error) {
          for (const { reject } of batch) reject(error);
        }
      }
    } finally {
      reading = false;
    }
  }

  return (key) =>
    new Promise((resolve, reject) => {
      waiting.push({ key, resolve, reject });
      if (!reading) void drain();
    });
}
