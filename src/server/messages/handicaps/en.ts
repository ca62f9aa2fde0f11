/*
 * Members' golf profiles, Handicap Indexes and scoring records (src/server/modules/handicaps): the refusals of
 * the API.
 */
export default {
  /** A role without handicaps.manage (members), or a member asking for another's profile. */
  denied: "You do not have permission to manage handicaps. Only owners, admins and managers can.",
  /** A role without golfSettings.manage changing the club's handicap authority. */
  settingsDenied: "You do not have permission to change the handicap authority. Only owners and admins can.",
  recomputeNational: "Indexes are recomputed only when this club is the handicap authority.",
  memberNotFound: "Member not found",
  scoreNotFound: "Score not found",
  courseNotFound: "Course not found",
  teeNotFound: "Tee not found: choose a tee of the course.",
  /** The tee has no rating for the player's gender. */
  noRating: (tee: string) =>
    `The tee "${tee}" has no course rating and slope rating for the player's gender: add them in golf settings first.`,
  /** A date in the future. */
  futureDate: "A score cannot be posted for a day that has not come yet.",
};
