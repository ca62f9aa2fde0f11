import { OpenAPIHono } from "@hono/zod-openapi";
import { isLocale } from "../../../shared/i18n/locales.ts";
import { languageChoiceSchema, meSchema } from "../../../shared/me.ts";
import type { AppContext } from "../../http/app-context.ts";
import { jsonBody, ok, signedInRoute } from "../../http/route.ts";
import { setUserLanguage } from "./me.repository.ts";

const meRoute = signedInRoute({
  method: "get",
  path: "/api/me",
  tags: ["Account"],
  summary: "The signed-in user's profile",
  responses: { 200: ok("The profile", meSchema) },
});

const languageRoute = signedInRoute({
  method: "put",
  path: "/api/me/language",
  tags: ["Account"],
  summary: "Choose the language the user reads Clubhouse in (null: the club's language)",
  request: { body: jsonBody(languageChoiceSchema) },
  responses: { 200: ok("The choice as kept", languageChoiceSchema) },
});

export function meRoutes(ctx: AppContext) {
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
      language: isLocale(u.language) ? u.language : null,
    });
    return c.json(body, 200);
  });
  app.openapi(languageRoute, async (c) => {
    const { language } = c.req.valid("json");
    await setUserLanguage(ctx.db, c.get("user").id, language, ctx.clock.now());
    return c.json(languageChoiceSchema.parse({ language }), 200);
  });
  return app;
}
