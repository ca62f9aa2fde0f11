import { z } from "zod";
import { oauthProviderIds } from "./oauth-providers.ts";

/** What the web app needs to know about the server before anyone signs in (GET /api/public-config). */
export const publicConfigSchema = z.object({
  /** OAuth providers that have a client id and secret configured; the sign-in screen shows only these. */
  oauthProviders: z.array(z.enum(oauthProviderIds)),
  /** True when e-mail is kept in the development mailbox at /dev/mailbox instead of being delivered. */
  devMailbox: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
