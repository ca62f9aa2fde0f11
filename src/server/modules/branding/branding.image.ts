import type { Sharp } from "sharp";
import {
  BRANDING_IMAGE_MAX_BYTES,
  BRANDING_IMAGE_MAX_PIXELS,
  BRANDING_IMAGE_MAX_SIDE,
  type BrandingImageKind,
  brandingImageMessages,
} from "../../../shared/branding.ts";
import { type AppError, fieldRefused } from "../../errors.ts";

export type ImageType = "png" | "jpeg" | "webp";

export interface PreparedImage {
  bytes: Buffer;
  type: ImageType;
  /** The extension of the stored name: the uploaded name's when it agrees with the content (jpg or jpeg). */
  extension: "png" | "jpg" | "jpeg" | "webp";
  contentType: string;
  width: number;
  height: number;
}

const contentTypes: Record<ImageType, string> = { png: "image/png", jpeg: "image/jpeg", webp: "image/webp" };

/**
 * A refused upload: 422 VALIDATION_FAILED with the message on the field `file` (and as the title). The
 * messages (`brandingImageMessages`) are read in the request's language.
 */
export function refuseFile(message: string): AppError {
  return fieldRefused("file", message);
}

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/**
 * The type of an upload, decided by its first bytes only (never by its name or declared type):
 * PNG, JPEG or WebP; 'svg' for an SVG document, null for anything else.
 */
export function detectImageType(bytes: Uint8Array): ImageType | "svg" | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  if (looksLikeSvg(bytes)) return "svg";
  return null;
}

/** An XML or HTML-like text whose beginning holds an <svg element. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder("utf-8", { fatal: false })
    .decode(bytes.subarray(0, 4096))
    .replace(/^\uFEFF/, "")
    .trimStart();
  return head.startsWith("<") && /<svg[\s>]/i.test(head);
}

/** Whether a WebP file holds a lossless (VP8L) image, so that it is re-encoded losslessly. */
function isLosslessWebp(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 12;
  while (at + 8 <= bytes.length) {
    const fourcc = String.fromCharCode(...bytes.subarray(at, at + 4));
    if (fourcc === "VP8L") return true;
    if (fourcc === "VP8 ") return false;
    const size = view.getUint32(at + 4, true);
    at += 8 + size + (size % 2);
  }
  return false;
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot < 0 ? "" : fileName.slice(dot + 1).toLowerCase();
}

let sharpModule: Promise<typeof import("sharp")> | undefined;
/** sharp loads native code: loaded on the first upload, not at start-up. */
function loadSharp() {
  sharpModule ??= import("sharp");
  return sharpModule;
}

const isPixelLimitError = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

/**
 * Checks an uploaded logo or favicon and re-encodes it so that nothing but the image survives: at most
 * 2 MB, PNG, JPEG or WebP by its content, at most 16,777,216 pixels by its header (read before any pixel
 * is decoded), then decoded, turned upright by its EXIF orientation, fitted within the kind's size (never
 * enlarged) and written anew in the same format without any metadata (EXIF, GPS, text chunks, trailing
 * data). Every refusal is a 422 on the field `file`.
 */
export async function prepareBrandingImage(
  bytes: Uint8Array,
  fileName: string,
  kind: BrandingImageKind,
): Promise<PreparedImage> {
  if (bytes.length === 0) throw refuseFile(brandingImageMessages.empty);
  if (bytes.length > BRANDING_IMAGE_MAX_BYTES) throw refuseFile(brandingImageMessages.tooLarge);
  const type = detectImageType(bytes);
  if (type === "svg") throw refuseFile(brandingImageMessages.svg);
  if (!type) throw refuseFile(brandingImageMessages.wrongType);

  const { default: sharp } = await loadSharp();
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

  // The header alone: its dimensions are checked against the limit before anything is decoded.
  let header: Awaited<ReturnType<Sharp["metadata"]>>;
  try {
    header = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw refuseFile(brandingImageMessages.unreadable);
  }
  if (header.format !== type || !header.width || !header.height) {
    throw refuseFile(brandingImageMessages.unreadable);
  }
  if (header.width * header.height > BRANDING_IMAGE_MAX_PIXELS) {
    throw refuseFile(brandingImageMessages.tooManyPixels(header.width, header.height));
  }

  const side = BRANDING_IMAGE_MAX_SIDE[kind];
  const pipeline = sharp(input, {
    limitInputPixels: BRANDING_IMAGE_MAX_PIXELS,
    failOn: "error",
    autoOrient: true,
  })
    .timeout({ seconds: 20 })
    .resize({ width: side, height: side, fit: "inside", withoutEnlargement: true });
  // No withMetadata/keep*: sharp writes no EXIF, XMP, ICC or text chunks (the colours become sRGB).
  const encoder =
    type === "png"
      ? pipeline.png({ compressionLevel: 9 })
      : type === "jpeg"
        ? pipeline.jpeg({ quality: 85, mozjpeg: true })
        : pipeline.webp(isLosslessWebp(bytes) ? { lossless: true } : { quality: 85 });

  let output: { data: Buffer; info: { width: number; height: number } };
  try {
    output = await encoder.toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (isPixelLimitError(error)) throw refuseFile(brandingImageMessages.tooManyPixels());
    throw refuseFile(brandingImageMessages.unreadable);
  }

  const original = extensionOf(fileName);
  const extension = type === "jpeg" ? (original === "jpeg" ? "jpeg" : "jpg") : type;
  return {
    bytes: output.data,
    type,
    extension,
    contentType: contentTypes[type],
    width: output.info.width,
    height: output.info.height,
  };
}
