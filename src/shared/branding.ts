/** Club logo and favicon uploads: the limits the server enforces, for the web form to show beforehand. */

export const brandingImageKinds = ["logo", "favicon"] as const;
export type BrandingImageKind = (typeof brandingImageKinds)[number];

/** The largest file accepted: 2 MB. */
export const BRANDING_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** The most pixels an uploaded image may have (4096 × 4096), read from its header before it is decoded. */
export const BRANDING_IMAGE_MAX_PIXELS = 4096 * 4096;

/** Stored images fit within this many pixels on each side; smaller images are never enlarged. */
export const BRANDING_IMAGE_MAX_SIDE: Record<BrandingImageKind, number> = { logo: 1024, favicon: 256 };

/** The accepted types, decided by the file's content (not its name): for a file input's `accept`. */
export const BRANDING_IMAGE_ACCEPT = "image/png,image/jpeg,image/webp";

/** The messages of a refused upload, on the field `file` of a 422 VALIDATION_FAILED answer. */
export const brandingImageMessages = {
  missing: "Choose a PNG, JPEG or WebP image to upload.",
  tooMany: "Upload one image at a time.",
  empty: "The file is empty. Upload a PNG, JPEG or WebP image.",
  tooLarge: "The file is larger than 2 MB. Upload an image of at most 2 MB.",
  svg: "SVG images are not accepted: upload a PNG, JPEG or WebP image.",
  wrongType: "Upload a PNG, JPEG or WebP image.",
  unreadable: "The file is not a readable image.",
  tooManyPixels: (width?: number, height?: number) =>
    `${width && height ? `The image is ${width} × ${height} pixels, more than` : "The image has more than"} the limit of 16,777,216 pixels (4096 × 4096). Upload a smaller image.`,
} as const;
