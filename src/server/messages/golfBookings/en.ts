export default {
  /** Refusals of placing players on a tee time (src/server/modules/golf/placement.ts). */
  placement: {
    full: "This tee time is full.",
    onlyFree: (free: number) =>
      free === 1 ? "This tee time has only 1 free place." : `This tee time has only ${free} free places.`,
    /** A member who would play two rounds at once: their name, and the date and time of the other round. */
    overlap: (name: string, date: string, time: string) =>
      `${name} already plays a round at ${time} on ${date} that would overlap this one.`,
    overlapSomeone: "A player already plays a round that would overlap this one.",
  },
};
