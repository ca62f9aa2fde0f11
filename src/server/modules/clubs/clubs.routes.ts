import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import {
  clubAccessSchema,
  clubSummarySchema,
  createClubSchema,
  myClubsSchema,
} from "../../../shared/clubs.ts";
import { apiErrorSchema } from "../../../shared/errors.ts";
import type { Auth } from "../../auth/auth.ts";
import { requireSession, type SessionVariables } from "../../auth/session.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { requestAuditContext } from "../../http/audit-context.ts";
import { clubAccess, createClub, myClubs } from "./clubs.service.ts";

const errors = {
  401: { description: "No valid session", content: { "application/json": { schema: apiErrorSchema } } },
  422: { description: "Invalid input", content: { "application/json": { schema: apiErrorSchema } } },
} as const;

const createRouteDef = createRoute({
  method: "post",
  path: "/api/clubs",
  tags: ["Clubs"],
  summary: "Create a club; the caller becomes its owner",
  request: { body: { content: { "application/json": { schema: createClubSchema } }, required: true } },
  responses: {
    201: { description: "The new club", content: { "application/json": { schema: clubSummarySchema } } },
    ...errors,
  },
});

const listRoute = createRoute({
  method: "get",
  path: "/api/clubs",
  tags: ["Clubs"],
  summary: "The clubs the signed-in user owns, administers or belongs to",
  responses: {
    200: { description: "Clubs", content: { "application/json": { schema: myClubsSchema } } },
    ...errors,
  },
});

const accessRoute = createRoute({
  method: "get",
  path: "/api/clubs/{clubId}/access",
  tags: ["Clubs"],
  summary: "The signed-in user's effective role in a club and its permissions",
  request: { params: z.object({ clubId: z.string() }) },
  responses: {
    200: {
      description: "Role and permissions",
      content: { "application/json": { schema: clubAccessSchema } },
    },
    404: {
      description: "Not a club of the user",
      content: { "application/json": { schema: apiErrorSchema } },
    },
    ...errors,
  },
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A club id from the URL: anything that is not one of the user's clubs answers 404 alike. */
export function clubIdParam(value: string): string {
  if (!UUID.test(value)) throw new AppError("NOT_FOUND", "Club not found");
  return value.toLowerCase();
}

export function clubsRoutes(auth: Auth, db: Db, trustProxy: boolean) {
  const app = new OpenAPIHono<{ Variables: SessionVariables }>();
  app.use("/api/clubs", requireSession(auth));
  app.use("/api/clubs/*", requireSession(auth));

  app.openapi(createRouteDef, async (c) => {
    const user = c.get("user");
    const club = await createClub(db, user, c.req.valid("json"), requestAuditContext(c, trustProxy));
    const [summary] = (await myClubs(db, user.id)).filter((s) => s.id === club.id);
    return c.json(clubSummarySchema.parse(summary), 201);
  });

  app.openapi(listRoute, async (c) => {
    const clubs = await myClubs(db, c.get("user").id);
    return c.json(myClubsSchema.parse({ clubs }), 200);
  });

  app.openapi(accessRoute, async (c) => {
    const access = await clubAccess(db, clubIdParam(c.req.valid("param").clubId), c.get("user").id);
    return c.json(clubAccessSchema.parse(access), 200);
  });
  return app;
}
