/** A key's line of work: its last run, and what its runs tell each other while the line lasts. */
interface Line<Memo> {
  tail: Promise<void>;
  memo: Partial<Memo>;
}

/**
 * Work that runs one at a time per key, in this process: each `run` of a key starts when the one before it
 * has settled, whatever its outcome. Keys of no pending work take no memory.
 *
 * The runs of a key share a memo (empty for the first of them) for as long as the key has work running or
 * waiting: what one run learnt, the next may use instead of asking again. It goes with the key's
 * last pending work, so nothing is kept between requests (only the work in flight); what must hold across
 * processes is the database's to keep. It spares the process work that would only be refused: see
 * placement.ts and bookings.service.ts.
 */
export class KeyedQueue<Memo extends object = object> {
  readonly #lines = new Map<string, Line<Memo>>();

  run<T>(key: string, work: (memo: Partial<Memo>) => Promise<T>): Promise<T> {
    const line = this.#lines.get(key);
    const memo = line ? line.memo : {};
    const result = line ? line.tail.then(() => work(memo)) : work(memo);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    const next = { tail, memo };
    this.#lines.set(key, next);
    void tail.then(() => {
      if (this.#lines.get(key) === next) this.#lines.delete(key);
    });
    return result;
  }

  /** How many keys have work running or waiting (for tests). */
  get size(): number {
    return this.#lines.size;
  }
}
