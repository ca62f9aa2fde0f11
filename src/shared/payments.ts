import { z } from "zod";
import { message } from "./i18n/zod.ts";
import { text } from "./text.ts";

export const paymentGateways = ["stripe"] as const;

/** Storing credentials: each named secret (e.g. publishableKey, secretKey, webhookSecret). */
export const storeCredentialsSchema = z.object({
  credentials: z
    .record(
      z.string().regex(
        /^[A-Za-z][A-Za-z0-9_]{0,49}$/,
        message((m) => m.payments.credentialName),
      ),
      text()
        .min(
          1,
          message((m) => m.payments.credentialEmpty),
        )
        .max(4096),
    )
    .refine(
      (c) => Object.keys(c).length > 0 && Object.keys(c).length <= 10,
      message((m) => m.payments.credentialCount),
    ),
});

/** What the API tells about stored credentials: never the secrets, only their last four characters. */
export const credentialsStatusSchema = z.object({
  gateway: z.enum(paymentGateways),
  configured: z.boolean(),
  hints: z.record(z.string(), z.string()),
  updatedAt: z.string().nullable(),
});
export type CredentialsStatus = z.infer<typeof credentialsStatusSchema>;

export const gatewaySettingsSchema = z.object({
  provider: z.enum(paymentGateways),
  testMode: z.boolean(),
});

/** "sk_live_abcd1234" → "…1234"; short values show only the ellipsis. */
export function lastFour(value: string): string {
  return value.length > 8 ? `…${value.slice(-4)}` : "…";
}
