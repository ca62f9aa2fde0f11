import { OpenAPIHono } from "@hono/zod-openapi";
import type { GolfDeps } from "./golf-deps.ts";

export function golfSettingsRoutes(_deps: GolfDeps) {
  const app = new OpenAPIHono();
  return app;
}
