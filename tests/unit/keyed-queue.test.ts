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
});
