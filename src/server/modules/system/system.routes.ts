import { createRoute, OpenAPIHono, type z } from "@hono/zod-openapi";
import { publicConfigSchema } from "../../../shared/public-config.ts";
import { healthSchema } from "../../../shared/system.ts";
import type { Database } from "../../db/client.ts";

const healthRoute = createRoute({
  method: "get",
  path: "/api/health",
  tags: ["System"],
  summary: "Whether the server and its database answer",
  responses: {
    200: { description: "Healthy", content: { "application/json": { schema: healthSchema } } },
    503: {
      description: "The database does not answer",
      content: { "application/json": { schema: healthSchema } },
    },
  },
});

const publicConfigRoute = createRoute({
  method: "get",
  path: "/api/public-config",
  tags: ["System"],
  summary: "What the web app needs before anyone signs in",
  responses: {
    200: {
      description: "Public configuration",
      content: { "application/json": { schema: publicConfigSchema } },
    },
  },
});

export function systemRoutes(database: Database, publicConfig: z.infer<typeof publicConfigSchema>) {
  const app = new OpenAPIHono();
  app.openapi(healthRoute, async (c) => {
    const up = await database.ping();
    const body = healthSchema.parse({ status: up ? "ok" : "degraded", database: up ? "up" : "down" });
    return up ? c.json(body, 200) : c.json(body, 503);
  });
  app.openapi(publicConfigRoute, (c) => c.json(publicConfigSchema.parse(publicConfig), 200));
  return app;
}
