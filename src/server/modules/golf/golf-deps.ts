import type { Clock } from "../../clock.ts";
import type { Db } from "../../db/client.ts";
import type { Logger } from "../../logger.ts";
import type { Mailer } from "../../mail/mailer.ts";

/** What the golf routes and services need. */
export interface GolfDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  /** The app's public address, for links in e-mails and the calendar feed's URL. */
  appUrl: string;
  logger: Logger;
  trustProxy: boolean;
  /**
   * The server's secret (AUTH_SECRET), from which the members' calendar-feed tokens are derived
   * (calendar.service.ts). Only the feed's routes need it.
   */
  calendarSecret?: string;
}
