import type { AppContext } from "../../http/app-context.ts";

/**
 * What the golf routes and services need: the app's context (decision 052), and the server's secret (AUTH_SECRET)
 * from which the members' calendar-feed tokens are derived (calendar.service.ts; only the feed's routes need it).
 */
export type GolfDeps = Pick<AppContext, "db" | "clock" | "mailer" | "appUrl" | "logger"> & {
  calendarSecret?: string;
};

/** The golf module's deps, from the app's context. */
export function golfDepsOf(ctx: AppContext): GolfDeps {
  return { ...ctx, calendarSecret: ctx.env.AUTH_SECRET };
}
