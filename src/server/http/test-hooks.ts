import { Hono } from "hono";
import { isUuid } from "../../shared/ids.ts";
import { golfSettings } from "../db/schema/golf.ts";
import { AppError } from "../errors.ts";
import type { AppContext } from "./app-context.ts";
import { isLocalRequest } from "./local-only.ts";

const DAY_MS = 86_400_000;

/**
 * Hooks for the browser tests, mounted only when E2E_TEST_HOOKS is set (playwright.config.ts sets it) and
 * answering only requests from the machine itself, never through a proxy (`isLocalRequest`, as the
 * development mailbox). `POST /api/test/clock {offsetMs}` moves the clock of invitation expiry, so that a
 * test can show an expired invitation; 0 puts it back. `POST /api/test/visitor-booking {clubId, enabled}` opens
 * (or closes) a club's public visitors' page, which the societies' requests need (issue 36 item 4), as the
 * golf settings keep it (`visitor_booking_enabled`).
 */
export function testHookRoutes(ctx: Pick<AppContext, "clock" | "trustProxy" | "db">) {
  const { clock, trustProxy, db } = ctx;
  const app = new Hono();
  app.use("*", async (c, next) => {
    if (!isLocalRequest(c, trustProxy)) {
      throw new AppError("FORBIDDEN", "Test hooks answer only requests from this machine.");
    }
    await next();
  });
  app.post("/clock", async (c) => {
    const body = (await c.req.json().catch(() => null)) as { offsetMs?: unknown } | null;
    const offset = body?.offsetMs;
    if (typeof offset !== "number" || !Number.isFinite(offset) || Math.abs(offset) > 365 * DAY_MS) {
      throw new AppError("BAD_REQUEST", "offsetMs must be a number of milliseconds within a year.");
    }
    clock.setOffset(offset);
    return c.body(null, 204);
  });
  app.post("/visitor-booking", async (c) => {
    const body = (await c.req.json().catch(() => null)) as { clubId?: unknown; enabled?: unknown } | null;
    const clubId = body?.clubId;
    const enabled = body?.enabled;
    if (typeof clubId !== "string" || !isUuid(clubId) || typeof enabled !== "boolean") {
      throw new AppError("BAD_REQUEST", "clubId must be a club's id and enabled true or false.");
    }
    await db
      .insert(golfSettings)
      .values({ clubId, visitorBookingEnabled: enabled })
      .onConflictDoUpdate({ target: golfSettings.clubId, set: { visitorBookingEnabled: enabled } });
    return c.body(null, 204);
  });
  return app;
}
