/** Club logo and favicon uploads: the limits the server enforces, for the web form to show beforehand. */
import { sharedMessages } from "./i18n/current.ts";
import { liveTexts } from "./i18n/live.ts";

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

const refusals = ["missing", "tooMany", "empty", "tooLarge", "svg", "wrongType", "unreadable"] as const;

/**
 * The messages of a refused upload, on the field `file` of a 422 VALIDATION_FAILED answer: each read gives
 * the message in the language in use (the "validation" catalog's `brandingImage`).
 */
export const brandingImageMessages = liveTexts(
  refusals,
  (key) => sharedMessages("validation").brandingImage[key],
  {
    /** An image of more pixels than BRANDING_IMAGE_MAX_PIXELS; its size when its header says it. */
    tooManyPixels: (width?: number, height?: number): string => {
      const texts = sharedMessages("validation").brandingImage;
      return width && height ? texts.tooManyPixelsSized(width, height) : texts.tooManyPixels;
    },
  },
);
