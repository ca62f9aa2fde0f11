/*
 * Big jobs work in short transactions (decision 037): a batch per transaction (JOB_BATCH_ROWS rows, or on PGlite `batchRows`: about 100 ms of them), then
 * `yieldToRequests()` before the next. On PGlite the app has one connection, and a query's promise resolves
 * without the event loop ever reaching its I/O phase: a job that goes from one statement to the next never
 * lets a waiting HTTP request be read, whatever the size of its transactions. One turn of the event loop
 * lets the requests that arrived meanwhile in; then, on PGlite, the job waits until the requests under way
 * have answered: a request runs several queries one after the other, and without the wait each of them would
 * queue behind another batch of the job. It waits twice as long as its last batch took at most (and never
 * more than MAX_YIELD_MS): under a steady stream of requests, they have the connection two thirds of the
 * time and the job the other third.
 *
 * On PGlite the jobs also take turns (`runAsJob` with `oneTurn`): one job's batch at a time, handed on in
 * the order they asked, each time after the requests under way have answered. Without it, four jobs that
 * run together (the billing mail of four clubs, the outbox, a message) each yielded between their own
 * batches while the others ran theirs, and a request waited behind three batches: 10–17 s at p99 in the
 * mixed load (decision 043).
 *
 * A server that stops ends its jobs at their next batch (`JobStopped`): what they committed stays, the rest
 * is done by the run that pg-boss starts again, instead of a batch still running when the database closes.
 */
import { AsyncLocalStorage } from "node:async_hooks";

/** Rows a job's batch takes in one short transaction: the most, and all of them on PostgreSQL. */
export const JOB_BATCH_ROWS = 250;
/**
 * On PGlite a batch is as many rows as take about this long, by the pace of the last batch of its kind: its
 * queries run on the event loop's thread, so no request is even read while a batch runs. 250 renewal
 * invoices or late fees took 1.0–1.7 s there, and under a steady load the requests that came meanwhile
 * queued up to 20 s (decision 043).
 */
export const BATCH_TARGET_MS = 100;
/** The fewest rows a paced batch takes, and the first batch of a kind. */
const MIN_BATCH_ROWS = 5;
const FIRST_BATCH_ROWS = 25;
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

/** Thrown by `yieldToRequests` in a job whose server is stopping: the job ends between two batches. */
export class JobStopped extends Error {
  constructor() {
    super("The server is stopping: the job ends after its last batch and runs again later");
    this.name = "JobStopped";
  }
}

interface JobContext {
  /** True once the queue that runs the job is stopping. */
  stopping(): boolean;
  /** Whether this job takes turns with the others (one connection), and holds the turn now. */
  oneTurn: boolean;
  holds: boolean;
}

const jobContext = new AsyncLocalStorage<JobContext>();

/** Whether a job's batch has the turn, and the jobs waiting for it, first first. */
let turnTaken = false;
const turnQueue: (() => void)[] = [];

function takeTurn(): Promise<void> {
  if (!turnTaken) {
    turnTaken = true;
    return Promise.resolve();
  }
  // Handed on by passTurn: the turn stays taken.
  return new Promise((resolve) => turnQueue.push(resolve));
}

function passTurn(): void {
  const next = turnQueue.shift();
  if (next) next();
  else turnTaken = false;
}

/** Waits for the requests under way to answer, for at most `ms`. */
async function requestsAnswered(ms: number): Promise<void> {
  if (inFlight === 0) return;
  let timer: NodeJS.Timeout | undefined;
  await new Promise<void>((resolve) => {
    idle.push(resolve);
    timer = setTimeout(resolve, ms);
  });
  clearTimeout(timer);
}

/** Rows the next batch of each kind takes on one connection, by the pace of the last one. */
const paces = new Map<string, number>();

/**
 * How many rows the next batch of `kind` takes: JOB_BATCH_ROWS on PostgreSQL (and outside a job); on PGlite,
 * as many as its last batch's pace fits into BATCH_TARGET_MS. Tell the batch's time with `batchTook`.
 */
export function batchRows(kind: string): number {
  if (!jobContext.getStore()?.oneTurn) return JOB_BATCH_ROWS;
  return paces.get(kind) ?? FIRST_BATCH_ROWS;
}

/** Records that a batch of `kind` did `rows` rows in `ms`: the pace of the next one (at most twice as many). */
export function batchTook(kind: string, rows: number, ms: number): void {
  if (!jobContext.getStore()?.oneTurn || rows <= 0) return;
  const asked = paces.get(kind) ?? FIRST_BATCH_ROWS;
  const fits = Math.floor((BATCH_TARGET_MS * rows) / Math.max(ms, 1));
  paces.set(kind, Math.max(MIN_BATCH_ROWS, Math.min(JOB_BATCH_ROWS, 2 * asked, fits)));
}

/** When a job last went on after yielding: what it did since is its batch. */
let resumedAt = performance.now();

/**
 * Runs a job's run (jobs/queue.ts). With `oneTurn` (PGlite) it waits for its turn: the jobs' batches run one
 * at a time. A run inside a run (a job that runs another's due runs) goes on in the turn it has.
 */
export async function runAsJob<T>(
  options: { oneTurn: boolean; stopping(): boolean },
  work: () => Promise<T>,
): Promise<T> {
  const outer = jobContext.getStore();
  if (outer) return work();
  const context: JobContext = { stopping: options.stopping, oneTurn: options.oneTurn, holds: false };
  if (context.oneTurn) {
    await takeTurn();
    context.holds = true;
    resumedAt = performance.now();
  }
  try {
    return await jobContext.run(context, work);
  } finally {
    if (context.holds) {
      context.holds = false;
      passTurn();
    }
  }
}

/**
 * Lets the requests waiting for the event loop run, and answer, before the job's next batch; in turns, the
 * other jobs' batches go first. Throws JobStopped when the job's server is stopping.
 */
export async function yieldToRequests(): Promise<void> {
  const context = jobContext.getStore();
  if (context?.stopping()) throw new JobStopped();
  const batchMs = performance.now() - resumedAt;
  await new Promise((resolve) => setImmediate(resolve));
  await requestsAnswered(Math.min(MAX_YIELD_MS, Math.max(1, 2 * batchMs)));
  // Two branches of one run that both yield hand the turn on once.
  if (context?.holds) {
    context.holds = false;
    passTurn();
    await takeTurn();
    context.holds = true;
    if (context.stopping()) throw new JobStopped();
  }
  resumedAt = performance.now();
}
