import { Hono } from "hono";
import { AppError } from "../errors.ts";
import type { AppContext } from "./app-context.ts";
import { isLocalRequest } from "./local-only.ts";

const DAY_MS = 86_400_000;

/**
 * Hooks for the browser tests, mounted only when E2E_TEST_HOOKS is set (playwright.config.ts sets it) and
 * answering only requests from the machine itself, never through a proxy (`isLocalRequest`, as the
 * development mailbox). `POST /api/test/clock {offsetMs}` moves the clock of invitation expiry, so that a
 * test can show an expired invitation; 0 puts it back.
 */
export function testHookRoutes(ctx: Pick<AppContext, "clock" | "trustProxy">) {
  const { clock, trustProxy } = ctx;
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
  return app;
}
