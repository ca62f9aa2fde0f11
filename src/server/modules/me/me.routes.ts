import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../../shared/errors.ts";
import { meSchema } from "../../../shared/me.ts";
import type { Auth } from "../../auth/auth.ts";
import { requireSession, type SessionVariables } from "../../auth/session.ts";

const meRoute = createRoute({
  method: "get",
  path: "/api/me",
  tags: ["Account"],
  summary: "The signed-in user's profile",
  responses: {
    200: { description: "The profile", content: { "application/json": { schema: meSchema } } },
    401: { description: "No valid session", content: { "application/json": { schema: apiErrorSchema } } },
  },
});

export function meRoutes(auth: Auth) {
  const app = new OpenAPIHono<{ Variables: SessionVariables }>();
  app.use("/api/me", requireSession(auth));
  app.openapi(meRoute, (c) => {
    const u = c.get("user");
    const body = meSchema.parse({
      id: u.id,
      email: u.email,
      name: u.name,
      firstName: u.firstName ?? "",
      lastName: u.lastName ?? "",
      emailVerified: u.emailVerified,
      image: u.image ?? null,
    });
    return c.json(body, 200);
  });
  return app;
}
