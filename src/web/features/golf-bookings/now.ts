import type { TeeTime } from "../../../shared/golf.ts";

/*
 * "Now" on today's tee sheet, for the starter at the first tee: the current tee time is the last one that has
 * started (the server says which have, by the club's clock and time zone), else the first of the day. The
 * times before it are "earlier" and folded away until asked for.
 */

/** The index of the current tee time of a day's times (today's): the last started, else the first. */
export function currentIndex(times: readonly TeeTime[]): number {
  let index = 0;
  times.forEach((x, i) => {
    if (x.past) index = i;
  });
  return index;
}

/** The id of a tee time's row or card on the sheet, for the "Now" button to scroll to. */
export function teeTimeId(time: string): string {
  return `tee-time-${time.replace(":", "")}`;
}
