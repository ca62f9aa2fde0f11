/*
 * A society's (a group's) request for tee times (issue 36 item 4, decision 084): sent on the club's public page,
 * answered by staff with a quote, which the organiser accepts or declines.
 */

export const societyRequestStatuses = ["new", "quoted", "accepted", "declined"] as const;
export type SocietyRequestStatus = (typeof societyRequestStatuses)[number];
