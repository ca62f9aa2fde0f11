import { OpenAPIHono } from "@hono/zod-openapi";
import {
  BRANDING_IMAGE_MAX_BYTES,
  BRANDING_IMAGE_MAX_PIXELS,
  BRANDING_IMAGE_MAX_SIDE,
  type BrandingImageKind,
  brandingImageKinds,
} from "../../../shared/branding.ts";
import { clubSettingsSchema } from "../../../shared/clubs.ts";
import type { Denied } from "../../auth/access.ts";
import type { AppContext } from "../../http/app-context.ts";
import { ok, refusal, routesTagged } from "../../http/route.ts";
import { serve } from "../../http/serve.ts";
import { brandingDenied } from "../clubs/clubs.settings.ts";
import { removeBrandingImage, uploadBrandingImage } from "./branding.service.ts";
import { readUploadedFile } from "./branding.upload.ts";

const api = routesTagged("Club settings");

/** The upload routes, which app.ts exempts from the 1 MB limit of JSON bodies (they have their own). */
const UPLOAD_PATH = /^\/api\/clubs\/[^/]+\/branding\/(?:logo|favicon)$/;
export function isBrandingUpload(method: string, path: string): boolean {
  return method === "POST" && UPLOAD_PATH.test(path);
}

const saved = ok("The club's settings, with the new address", clubSettingsSchema);

/** Spec section 8 'Permissions': what the refused role was trying to do. */
const uploadDenied: Record<BrandingImageKind, Denied> = {
  logo: brandingDenied("uploadLogos"),
  favicon: brandingDenied("uploadFavicons"),
};

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
  return api
    .club({ permission: "settings.manage", denied: uploadDenied[kind] })
    .post(`/api/clubs/{clubId}/branding/${kind}`, {
      summary: `Upload the club's ${kind} (owner and admin)`,
      description: `Re-encoded in its own format without metadata, fitted within ${side} × ${side} pixels (never enlarged); its address is saved in the branding settings and the replaced ${kind} is deleted.`,
      request: { body: { content: { "multipart/form-data": { schema: uploadBody } }, required: true } },
      responses: {
        200: saved,
        422: refusal("Not an accepted image; the reason is on the field file"),
      },
    });
}

function removeRoute(kind: BrandingImageKind) {
  return api
    .club({ permission: "settings.manage", denied: brandingDenied("modifyBranding") })
    .delete(`/api/clubs/{clubId}/branding/${kind}`, {
      summary: `Remove the club's ${kind} (owner and admin)`,
      responses: { 200: saved },
    });
}

export function brandingRoutes(ctx: AppContext) {
  const app = new OpenAPIHono();

  for (const kind of brandingImageKinds) {
    serve(app, uploadRoute(kind), (c) => {
      const readUpload = () => readUploadedFile(c.req.raw);
      return uploadBrandingImage(ctx, c.get("access").clubId, kind, readUpload, c.get("audit"));
    });

    serve(app, removeRoute(kind), (c) =>
      removeBrandingImage(ctx, c.get("access").clubId, kind, c.get("audit")),
    );
  }
  return app;
}
