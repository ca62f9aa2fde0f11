import { OpenAPIHono } from "@hono/zod-openapi";
import { isLocale } from "../../../shared/i18n/locales.ts";
import { languageChoiceSchema, meSchema } from "../../../shared/me.ts";
import type { AppContext } from "../../http/app-context.ts";
import { jsonBody, ok, routesTagged } from "../../http/route.ts";
import { serve } from "../../http/serve.ts";
import { setUserLanguage } from "./me.repository.ts";

const accountApi = routesTagged("Account");

const meRoute = accountApi.signedIn.get("/api/me", {
  summary: "The signed-in user's profile",
  responses: { 200: ok("The profile", meSchema) },
});

const languageRoute = accountApi.signedIn.put("/api/me/language", {
  summary: "Choose the language the user reads Clubhouse in (null: the club's language)",
  request: { body: jsonBody(languageChoiceSchema) },
  responses: { 200: ok("The choice as kept", languageChoiceSchema) },
});

export function meRoutes(ctx: AppContext) {
  const app = new OpenAPIHono();
  serve(app, meRoute, (c) => {
    const u = c.get("user");
    return {
      id: u.id,
      email: u.email,
      name: u.name,
      firstName: u.firstName ?? "",
      lastName: u.lastName ?? "",
      emailVerified: u.emailVerified,
      image: u.image ?? null,
      language: isLocale(u.language) ? u.language : null,
    };
  });
  serve(app, languageRoute, async (c) => {
    const { language } = c.req.valid("json");
    await setUserLanguage(ctx.db, c.get("user").id, language, ctx.clock.now());
    return { language };
  });
  return app;
}
