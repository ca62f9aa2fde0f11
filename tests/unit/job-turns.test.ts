import { describe, expect, it } from "vitest";
import {
  BATCH_TARGET_MS,
  batchRows,
  batchTook,
  JOB_BATCH_ROWS,
  JobStopped,
  requestStarted,
  runAsJob,
  yieldToRequests,
} from "../../src/server/jobs/yield.ts";

/*
 * On PGlite the jobs' batches take turns on the one connection, each after the requests under way have
 * answered (decision 043): a request waits behind one batch, not behind one batch of every job that runs.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What happened, in order: "A1+" a batch began, "A1-" it ended, "r+"/"r-" a request. */
function timeline() {
  const events: string[] = [];
  const job =
    (name: string, batches: number, ms = 15) =>
    async () => {
      for (let i = 1; i <= batches; i++) {
        if (i > 1) await yieldToRequests();
        events.push(`${name}${i}+`);
        await sleep(ms);
        events.push(`${name}${i}-`);
      }
      return name;
    };
  return { events, job };
}

const inTurns = { oneTurn: true, stopping: () => false };

describe("jobs on one connection", () => {
  it("run one batch at a time, the jobs taking turns in the order they asked", async () => {
    const { events, job } = timeline();
    const done = await Promise.all([
      runAsJob(inTurns, job("A", 3)),
      runAsJob(inTurns, job("B", 3)),
      runAsJob(inTurns, job("C", 2)),
    ]);
    expect(done).toEqual(["A", "B", "C"]);
    expect(events).toEqual([
      "A1+",
      "A1-",
      "B1+",
      "B1-",
      "C1+",
      "C1-",
      "A2+",
      "A2-",
      "B2+",
      "B2-",
      "C2+",
      "C2-",
      "A3+",
      "A3-",
      "B3+",
      "B3-",
    ]);
  });

  it("let a request that came during a batch answer before any job's next batch", async () => {
    const { events, job } = timeline();
    const jobs = Promise.all([runAsJob(inTurns, job("A", 2, 20)), runAsJob(inTurns, job("B", 2, 20))]);
    await sleep(5);
    const ended = requestStarted();
    events.push("r+");
    // The request's queries take longer than a batch; the jobs wait for it (up to twice their batch).
    await sleep(30);
    events.push("r-");
    ended();
    await jobs;
    expect(events.slice(0, 4)).toEqual(["A1+", "r+", "A1-", "r-"]);
    expect(events.indexOf("B1+")).toBeGreaterThan(events.indexOf("r-"));
  });

  it("on PostgreSQL (no turns) run side by side", async () => {
    const { events, job } = timeline();
    const side = { oneTurn: false, stopping: () => false };
    await Promise.all([runAsJob(side, job("A", 2)), runAsJob(side, job("B", 2))]);
    expect(events.slice(0, 2)).toEqual(["A1+", "B1+"]);
  });

  it("go on in their turn when a run runs another (no wait for itself)", async () => {
    const { events, job } = timeline();
    const outer = runAsJob(inTurns, async () => {
      events.push("outer");
      return runAsJob(inTurns, job("N", 2));
    });
    await expect(outer).resolves.toBe("N");
    expect(events).toEqual(["outer", "N1+", "N1-", "N2+", "N2-"]);
  });

  it("end at the next batch when the server stops, and hand the turn on", async () => {
    const { events, job } = timeline();
    let stopping = false;
    const stopped = runAsJob({ oneTurn: true, stopping: () => stopping }, job("A", 5));
    const next = runAsJob(inTurns, job("B", 1));
    await sleep(5);
    stopping = true;
    await expect(stopped).rejects.toBeInstanceOf(JobStopped);
    await expect(next).resolves.toBe("B");
    expect(events).toEqual(["A1+", "A1-", "B1+", "B1-"]);
  });

  it("take batches of as many rows as fit in a short time, by the last batch's pace (PostgreSQL: all of them)", async () => {
    const sizes = await runAsJob(inTurns, async () => {
      const seen: number[] = [batchRows("test.pace")];
      // 25 rows in 500 ms: 20 ms a row, 5 fit in 100 ms.
      batchTook("test.pace", 25, 500);
      seen.push(batchRows("test.pace"));
      // Quick rows: at most twice as many as the last batch asked, then up to what fits.
      batchTook("test.pace", 5, 5);
      seen.push(batchRows("test.pace"));
      batchTook("test.pace", 10, 10);
      seen.push(batchRows("test.pace"));
      batchTook("test.pace", 20, 1);
      seen.push(batchRows("test.pace"));
      return seen;
    });
    expect(BATCH_TARGET_MS).toBe(100);
    expect(sizes).toEqual([25, 5, 10, 20, 40]);
    const onPostgres = await runAsJob({ oneTurn: false, stopping: () => false }, async () => {
      batchTook("test.pace.pg", 25, 5_000);
      return batchRows("test.pace.pg");
    });
    expect(onPostgres).toBe(JOB_BATCH_ROWS);
    expect(batchRows("test.pace")).toBe(JOB_BATCH_ROWS);
  });
});
