import { refusal } from "./route.ts";

/** The answers of an export's download route besides the file itself (`file`: what the 200 holds). */
export function exportDownloadResponses(file: string) {
  return {
    200: { description: file },
    409: refusal("The export is not done yet, or failed"),
    410: refusal("The download link has expired (24 hours)"),
  };
}

/** A file answered as a download: an attachment named `fileName`, never cached. */
export function downloadResponse(bytes: Uint8Array, contentType: string, fileName: string): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": contentType,
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}
