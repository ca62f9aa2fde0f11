import { localeHelpers } from "../../../shared/i18n/plural.ts";

const { plural } = localeHelpers("en");

/*
 * The starter sheet (issue 34): the printed page of one course's day that the starter keeps at the first tee.
 * Dates and times come written in the club's format; course, member and guest names are data.
 */
export default {
  title: "Starter sheet",
  fileName: "starter-sheet",
  heading: (course: string, day: string) => `${course} · ${day}`,
  printed: (moment: string) => `Printed ${moment}`,
  legend: "Guests are marked (guest) · tick the box when the player checks in",
  columns: {
    time: "Time",
    player: (n: number) => `Player ${n}`,
    notes: "Notes",
  },
  guestMark: "guest",
  noShow: "no-show",
  waiting: (n: number) => plural(n, { one: "# group waiting", other: "# groups waiting" }),
  blockReasons: {
    maintenance: "Maintenance",
    competition: "Competition",
    shotgun: "Shotgun start",
    other: "Blocked",
  },
  closed: "The course has no tee times this day.",
  notFound: "Course not found",
  denied: "Only the club's staff can print the starter sheet.",
};
