import { OpenAPIHono } from "@hono/zod-openapi";
import { meSchema } from "../../../shared/me.ts";
import { ok, signedInRoute } from "../../http/route.ts";

const meRoute = signedInRoute({
  method: "get",
  path: "/api/me",
  tags: ["Account"],
  summary: "The signed-in user's profile",
  responses: { 200: ok("The profile", meSchema) },
});

export function meRoutes() {
  const app = new OpenAPIHono();
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
