/** The time as the server's rules see it (invitation expiry). Browser tests may move it: see test-hooks.ts. */
export class Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Moves the clock `offsetMs` ahead of the real time (0 puts it back). */
  setOffset(offsetMs: number): void {
    this.offsetMs = offsetMs;
  }
}
