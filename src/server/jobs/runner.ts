import type { Logger } from "../logger.ts";

interface Job {
  name: string;
  intervalMs: number;
  run: () => Promise<unknown>;
  timer?: NodeJS.Timeout;
  running?: Promise<void>;
  again: boolean;
}

/**
 * Runs background jobs on an interval inside the app process. Jobs keep their state in the database
 * (claimed with row locks), so any number of instances may run them side by side.
 */
export class JobRunner {
  private readonly jobs = new Map<string, Job>();
  private stopped = false;

  constructor(private readonly logger: Logger) {}

  every(name: string, intervalMs: number, run: () => Promise<unknown>): void {
    const job: Job = { name, intervalMs, run, again: false };
    this.jobs.set(name, job);
    this.schedule(job, intervalMs);
  }

  /** Runs a job now (after its current run, if one is under way) instead of waiting for its interval. */
  nudge(name: string): void {
    const job = this.jobs.get(name);
    if (!job || this.stopped) return;
    if (job.running) {
      job.again = true;
      return;
    }
    clearTimeout(job.timer);
    this.schedule(job, 0);
  }

  private schedule(job: Job, delay: number): void {
    if (this.stopped) return;
    job.timer = setTimeout(() => {
      job.running = this.execute(job);
    }, delay);
    job.timer.unref();
  }

  private async execute(job: Job): Promise<void> {
    try {
      await job.run();
    } catch (error) {
      this.logger.error({ err: error, job: job.name }, "background job failed");
    } finally {
      job.running = undefined;
      const again = job.again;
      job.again = false;
      this.schedule(job, again ? 0 : job.intervalMs);
    }
  }

  /** Stops scheduling and waits for runs under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const job of this.jobs.values()) clearTimeout(job.timer);
    await Promise.all([...this.jobs.values()].map((j) => j.running));
  }
}
