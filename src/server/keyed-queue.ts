/**
 * Work that runs one at a time per key, in this process: each `run` of a key starts when the one before it
 * has settled, whatever its outcome. Keys of no pending work take no memory.
 *
 * It holds no state between requests (only the work in flight); what must hold across processes is the
 * database's to keep. It spares the process work that would only be refused: see placement.ts.
 */
export class KeyedQueue {
  readonly #tails = new Map<string, Promise<void>>();

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const before = this.#tails.get(key);
    const result = before ? before.then(work) : work();
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.#tails.set(key, tail);
    void tail.then(() => {
      if (this.#tails.get(key) === tail) this.#tails.delete(key);
    });
    return result;
  }

  /** How many keys have work running or waiting (for tests). */
  get size(): number {
    return this.#tails.size;
  }
}
