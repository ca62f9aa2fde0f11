/*
 * Big jobs work in short transactions (decision 037): a batch of JOB_BATCH_ROWS rows per transaction, then
 * `yieldToRequests()` before the next. On PGlite the app has one connection, and a query's promise resolves
 * without the event loop ever reaching its I/O phase: a job that goes from one statement to the next never
 * lets a waiting HTTP request be read, whatever the size of its transactions. One turn of the event loop
 * lets the requests that arrived meanwhile in; then, on PGlite, the job waits until the requests under way
 * have answered: a request runs several queries one after the other, and without the wait each of them would
 * queue behind another batch of the job. It waits twice as long as its last batch took at most (and never
 * more than MAX_YIELD_MS): under a steady stream of requests, they have the connection two thirds of the
 * time and the job the other third.
 */

/** Rows a job's batch takes in one short transaction: a few hundred, some tens of milliseconds on PGlite. */
export const JOB_BATCH_ROWS = 250;
/** The longest a job waits for the requests under way before its next batch. */
const MAX_YIELD_MS = 500;

let inFlight = 0;
let idle: (() => void)[] = [];

/**
 * Counts a request under way on the one connection (PGlite; app.ts): the jobs' batches wait for it. Answers
 * the function to call when it has answered.
 */
export function requestStarted(): () => void {
  inFlight++;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    inFlight--;
    if (inFlight === 0) {
      const waiting = idle;
      idle = [];
      for (const resolve of waiting) resolve();
    }
  };
}

/** When a job last went on after yielding: what it did since is its batch. */
let resumedAt = performance.now();

/** Lets the requests waiting for the event loop run, and answer, before the job's next batch. */
export async function yieldToRequests(): Promise<void> {
  const batchMs = performance.now() - resumedAt;
  await new Promise((resolve) => setImmediate(resolve));
  if (inFlight > 0) {
    let timer: NodeJS.Timeout | undefined;
    await new Promise<void>((resolve) => {
      idle.push(resolve);
      timer = setTimeout(resolve, Math.min(MAX_YIELD_MS, Math.max(1, 2 * batchMs)));
    });
    clearTimeout(timer);
  }
  resumedAt = performance.now();
}
