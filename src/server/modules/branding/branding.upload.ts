import { BRANDING_IMAGE_MAX_BYTES, brandingImageMessages } from "../../../shared/branding.ts";
import { readBodyUpTo } from "../../http/read-body.ts";
import { refuseFile } from "./branding.image.ts";
import type { Upload } from "./branding.service.ts";

/**
 * The most bytes an upload request may carry: the 2 MB image and the multipart framing around it. The
 * global 1 MB limit of /api/* does not apply to the upload routes; this one does, with the 2 MB message.
 */
export const UPLOAD_BODY_MAX_BYTES = BRANDING_IMAGE_MAX_BYTES + 64 * 1024;

/** The one file of the field `file` of a multipart/form-data request; every problem is a 422 on `file`. */
export async function readUploadedFile(request: Request): Promise<Upload> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw refuseFile(brandingImageMessages.missing);
  const body = await readBodyUpTo(request, UPLOAD_BODY_MAX_BYTES, () =>
    refuseFile(brandingImageMessages.tooLarge),
  );
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw refuseFile(brandingImageMessages.missing);
  }
  const entries = form.getAll("file");
  if (entries.length > 1) throw refuseFile(brandingImageMessages.tooMany);
  const file = entries[0];
  if (file === undefined || typeof file === "string") throw refuseFile(brandingImageMessages.missing);
  if (file.size > BRANDING_IMAGE_MAX_BYTES) throw refuseFile(brandingImageMessages.tooLarge);
  return { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
}
