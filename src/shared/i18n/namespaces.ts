import type billingValidation from "../messages/billingValidation/en.ts";
import type communicationsValidation from "../messages/communicationsValidation/en.ts";
import type competitionsValidation from "../messages/competitionsValidation/en.ts";
import type errors from "../messages/errors/en.ts";
import type golfValidation from "../messages/golfValidation/en.ts";
import type labels from "../messages/labels/en.ts";
import type templateValidation from "../messages/templateValidation/en.ts";
import type validation from "../messages/validation/en.ts";

/**
 * The catalogs that the server and the web app both read (in `src/shared/messages/<namespace>/<locale>.ts`),
 * each typed by its English catalog: a key or parameter that English does not have is a type error.
 */
export interface SharedNamespaces {
  /** The sentences the API answers with (`title` of an error, spec section 8). */
  errors: typeof errors;
  /** Names of roles, statuses, periods and other values that screens and e-mails show. */
  labels: typeof labels;
  /** The messages of the shared schemas' checks. */
  validation: typeof validation;
  /** The messages of the golf schemas' checks (only the golf screens download them). */
  golfValidation: typeof golfValidation;
  /** The messages of the billing schemas' checks (only the billing screens download them). */
  billingValidation: typeof billingValidation;
  /** The messages of the communication templates' checks (only the communications screens download them). */
  templateValidation: typeof templateValidation;
  /** The messages of the communications schemas' checks (only the communications screens download them). */
  communicationsValidation: typeof communicationsValidation;
  /** The messages of the competitions schemas' checks (only the competitions screens download them). */
  competitionsValidation: typeof competitionsValidation;
}
export type SharedNamespace = keyof SharedNamespaces;
export const sharedNamespaces = [
  "errors",
  "labels",
  "validation",
  "golfValidation",
  "billingValidation",
  "templateValidation",
  "communicationsValidation",
  "competitionsValidation",
] as const satisfies readonly SharedNamespace[];
