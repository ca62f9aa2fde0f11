import { OpenAPIHono } from "@hono/zod-openapi";
import { publicConfigSchema } from "../../../shared/public-config.ts";
import { healthSchema } from "../../../shared/system.ts";
import type { AppContext } from "../../http/app-context.ts";
import { ok, routesTagged } from "../../http/route.ts";
import { serve } from "../../http/serve.ts";
import { failingJobs } from "../../jobs/health.ts";

const systemApi = routesTagged("System");

const healthRoute = systemApi.public.get("/api/health", {
  summary: "Whether the server and its database answer, and which background jobs keep failing",
  description:
    "503 when the database does not answer. A job that failed three times in a row or more is listed under " +
    "`jobs.failing` and makes the status `degraded`, but the answer stays 200: the instance still serves.",
  responses: {
    200: ok("The database answers", healthSchema),
    503: ok("The database does not answer", healthSchema),
  },
});

const publicConfigRoute = systemApi.public.get("/api/public-config", {
  summary: "What the web app needs before anyone signs in",
  responses: { 200: ok("Public configuration", publicConfigSchema) },
});

export function systemRoutes(ctx: AppContext) {
  const { database, publicConfig } = ctx;
  const app = new OpenAPIHono();
  app.openapi(healthRoute, async (c) => {
    const up = await database.ping();
    if (!up) return c.json(healthSchema.parse({ status: "degraded", database: "down" }), 503);
    const failing = await failingJobs(database.db);
    const body = healthSchema.parse({
      status: failing.length ? "degraded" : "ok",
      database: "up",
      jobs: {
        status: failing.length ? "failing" : "ok",
        failing: failing.map((f) => ({ ...f, lastFailedAt: f.lastFailedAt.toISOString() })),
      },
    });
    return c.json(body, 200);
  });
  serve(app, publicConfigRoute, () => publicConfig);
  return app;
}
