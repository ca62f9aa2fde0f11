import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import {
  BRANDING_IMAGE_MAX_BYTES,
  BRANDING_IMAGE_MAX_PIXELS,
  BRANDING_IMAGE_MAX_SIDE,
  type BrandingImageKind,
  brandingImageKinds,
} from "../../../shared/branding.ts";
import { clubSettingsSchema } from "../../../shared/clubs.ts";
import { apiErrorSchema } from "../../../shared/errors.ts";
import type { Auth } from "../../auth/auth.ts";
import { requireSession, type SessionVariables } from "../../auth/session.ts";
import { requestAuditContext } from "../../http/audit-context.ts";
import { clubIdParam } from "../clubs/clubs.routes.ts";
import { type BrandingDeps, removeBrandingImage, uploadBrandingImage } from "./branding.service.ts";
import { readUploadedFile } from "./branding.upload.ts";

/** The upload routes, which app.ts exempts from the 1 MB limit of JSON bodies (they have their own). */
const UPLOAD_PATH = /^\/api\/clubs\/[^/]+\/branding\/(?:logo|favicon)$/;
export function isBrandingUpload(method: string, path: string): boolean {
  return method === "POST" && UPLOAD_PATH.test(path);
}

const json = (schema: z.ZodType) => ({ "application/json": { schema } });
const params = z.object({ clubId: z.string() });
const responses = {
  200: {
    description: "The club's settings, with the new address",
    content: { "application/json": { schema: clubSettingsSchema } },
  },
  401: { description: "No valid session", content: json(apiErrorSchema) },
  403: { description: "Only owners and admins", content: json(apiErrorSchema) },
  404: { description: "Not a club of the user", content: json(apiErrorSchema) },
} as const;

const uploadResponses = {
  ...responses,
  422: {
    description: "Not an accepted image; the reason is on the field file",
    content: json(apiErrorSchema),
  },
} as const;

// Described for the OpenAPI document only: the form is read and checked by the handler (branding.upload.ts),
// so that the size limit, the single file and every refusal answer as the other upload refusals do.
const uploadBody = {
  type: "object" as const,
  properties: {
    file: {
      type: "string" as const,
      format: "binary",
      description: `A PNG, JPEG or WebP image (decided by its content) of at most ${BRANDING_IMAGE_MAX_BYTES} bytes and ${BRANDING_IMAGE_MAX_PIXELS} pixels`,
    },
  },
  required: ["file"],
};

function uploadRoute(kind: BrandingImageKind) {
  const side = BRANDING_IMAGE_MAX_SIDE[kind];
  return createRoute({
    method: "post",
    path: `/api/clubs/{clubId}/branding/${kind}`,
    tags: ["Club settings"],
    summary: `Upload the club's ${kind} (owner and admin)`,
    description: `Re-encoded in its own format without metadata, fitted within ${side} × ${side} pixels (never enlarged); its address is saved in the branding settings and the replaced ${kind} is deleted.`,
    request: {
      params,
      body: { content: { "multipart/form-data": { schema: uploadBody } }, required: true },
    },
    responses: uploadResponses,
  });
}

function removeRoute(kind: BrandingImageKind) {
  return createRoute({
    method: "delete",
    path: `/api/clubs/{clubId}/branding/${kind}`,
    tags: ["Club settings"],
    summary: `Remove the club's ${kind} (owner and admin)`,
    request: { params },
    responses,
  });
}

export function brandingRoutes(auth: Auth, deps: BrandingDeps, trustProxy: boolean) {
  const app = new OpenAPIHono<{ Variables: SessionVariables }>();
  app.use("/api/clubs/*", requireSession(auth));

  for (const kind of brandingImageKinds) {
    app.openapi(uploadRoute(kind), async (c) => {
      const clubId = clubIdParam(c.req.valid("param").clubId);
      const audit = requestAuditContext(c, trustProxy);
      const readUpload = () => readUploadedFile(c.req.raw);
      const settings = await uploadBrandingImage(deps, clubId, c.get("user").id, kind, readUpload, audit);
      return c.json(clubSettingsSchema.parse(settings), 200);
    });

    app.openapi(removeRoute(kind), async (c) => {
      const clubId = clubIdParam(c.req.valid("param").clubId);
      const audit = requestAuditContext(c, trustProxy);
      const settings = await removeBrandingImage(deps, clubId, c.get("user").id, kind, audit);
      return c.json(clubSettingsSchema.parse(settings), 200);
    });
  }
  return app;
}
