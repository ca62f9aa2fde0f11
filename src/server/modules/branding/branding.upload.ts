import { BRANDING_IMAGE_MAX_BYTES, brandingImageMessages } from "../../../shared/branding.ts";
import { refuseFile } from "./branding.image.ts";
import type { Upload } from "./branding.service.ts";

/**
 * The most bytes an upload request may carry: the 2 MB image and the multipart framing around it. The
 * global 1 MB limit of /api/* does not apply to the upload routes; this one does, with the 2 MB message.
 */
export const UPLOAD_BODY_MAX_BYTES = BRANDING_IMAGE_MAX_BYTES + 64 * 1024;

/** The request body, refused with the 2 MB message as soon as it passes `max` bytes. */
async function readBody(request: Request, max: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > max) throw refuseFile(brandingImageMessages.tooLarge);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      throw refuseFile(brandingImageMessages.tooLarge);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

/** The one file of the field `file` of a multipart/form-data request; every problem is a 422 on `file`. */
export async function readUploadedFile(request: Request): Promise<Upload> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw refuseFile(brandingImageMessages.missing);
  const body = await readBody(request, UPLOAD_BODY_MAX_BYTES);
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
