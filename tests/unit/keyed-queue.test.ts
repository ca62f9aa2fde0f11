import { describe, expect, it } from "vitest";
import { KeyedQueue } from "../../src/server/keyed-queue.ts";

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe("KeyedQueue", () => {
  it("runs the work of one key one at a time, in the order it came, and other keys alongside", async () => {
    const queue = new KeyedQueue();
    const log: string[] = [];
    let running = 0;
    let most = 0;
    const work = (name: string) => async () => {
      running++;
      most = Math.max(most, running);
      log.push(`start ${name}`);
      await tick();
      log.push(`end ${name}`);
      running--;
      return name;
    };
    const results = await Promise.all([
      queue.run("a", work("a1")),
      queue.run("a", work("a2")),
      queue.run("b", work("b1")),
      queue.run("a", work("a3")),
    ]);
    expect(results).toEqual(["a1", "a2", "b1", "a3"]);
    const ofA = log.filter((line) => line.endsWith("a1") || line.endsWith("a2") || line.endsWith("a3"));
    expect(ofA).toEqual(["start a1", "end a1", "start a2", "end a2", "start a3", "end a3"]);
    // b1 ran while a1 did.
    expect(log.indexOf("start b1")).toBeLessThan(log.indexOf("end a1"));
    expect(most).toBe(2);
  });

  it("goes on after a failure, which reaches only its own caller, and forgets keys with nothing pending", async () => {
    const queue = new KeyedQueue();
    const failed = queue.run("k", async () => {
      await tick();
      throw new Error("refused");
    });
    const next = queue.run("k", async () => "booked");
    expect(queue.size).toBe(1);
    await expect(failed).rejects.toThrow("refused");
    await expect(next).resolves.toBe("booked");
    await tick();
    expect(queue.size).toBe(0);
  });

  it("shares one memo among the runs of a key while it has work pending, and starts afresh after", async () => {
    const queue = new KeyedQueue<{ seen: string[] }>();
    const memos = new Set<object>();
    const note = (name: string) => async (memo: { seen?: string[] }) => {
      memos.add(memo);
      await tick();
      const before = [...(memo.seen ?? [])];
      memo.seen = [...before, name];
      return before;
    };
    // While a1 runs, a2 and a3 wait: each finds what the runs before it noted; b has a memo of its own.
    const [a1, a2, b1, a3] = await Promise.all([
      queue.run("a", note("a1")),
      queue.run("a", note("a2")),
      queue.run("b", note("b1")),
      queue.run("a", note("a3")),
    ]);
    expect([a1, a2, a3]).toEqual([[], ["a1"], ["a1", "a2"]]);
    expect(b1).toEqual([]);
    expect(memos.size).toBe(2);
    await tick();
    expect(queue.size).toBe(0);
    // A failed run's caller alone sees the failure; the memo lasts for the runs behind it.
    const failed = queue.run("a", async (memo) => {
      memos.add(memo);
      memo.seen = [...(memo.seen ?? []), "failed"];
      await tick();
      throw new Error("refused");
    });
    const after = queue.run("a", note("a5"));
    await expect(failed).rejects.toThrow("refused");
    await expect(after).resolves.toEqual(["failed"]);
    // Nothing pending: the memo went with the last run (no state between requests).
    await tick();
    expect(queue.size).toBe(0);
    await expect(queue.run("a", note("a6"))).resolves.toEqual([]);
    expect(memos.size).toBe(4);
  });
});
