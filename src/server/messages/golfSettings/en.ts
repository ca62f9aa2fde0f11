/*
 * Golf settings, courses and blocks (src/server/modules/golf/golf-settings.*, blocks.*): the refusals of the
 * API. The e-mail to a booker whose tee time a block cancels is the bookings module's (golfBookings).
 */
export default {
  settings: {
    /** A role without golfSettings.manage (managers, members). */
    denied: "You do not have permission to change golf settings. Only owners and admins can.",
  },
  prices: {
    notFound: "Price class not found",
    courseNotFound: "This course is not one of the club's.",
    tooMany: (max: number) => `A club has at most ${max} price classes: delete one you no longer use first.`,
  },
  courses: {
    notFound: "Course not found",
    /** Another course of the club has this name, whatever its case. */
    duplicate: (name: string) => `This club already has a course named "${name}". Choose another name.`,
    /** A course with bookings (even cancelled ones: they are the club's record of its rounds). */
    hasBookings: (name: string) =>
      `The course "${name}" has bookings, so it cannot be deleted. Make it inactive instead: its bookings stay and members no longer see it.`,
    /** A new order that leaves out a course of the club or names one twice. */
    orderIncomplete: "List each of the club's courses once, in the new order.",
  },
  tees: {
    notFound: "Tee not found",
    /** Another tee of the course has this name, whatever its case. */
    duplicate: (name: string) => `This course already has a tee named "${name}". Choose another name.`,
    /** A competition of the club plays from the tee. */
    inUse: (name: string, competition: string) =>
      `The tee "${name}" is used by the competition "${competition}", so it cannot be deleted. Choose another tee in the competition first.`,
    /** A new order that leaves out a tee of the course or names one twice. */
    orderIncomplete: "List each of the course's tees once, in the new order.",
  },
  blocks: {
    /** A role without bookings.manage (members). */
    denied: "You do not have permission to block tee times. Only owners, admins and managers can.",
    notFound: "Block not found",
  },
};
