import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const booleanText = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .optional()
  .transform((v) => v === "true" || v === "1" || v === "yes");

/** The S3 settings that go together: all four name a bucket, none keeps files in the data folder. */
const S3_REQUIRED = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

function listOf(names: readonly string[]): string {
  return names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce
      .number({ message: "must be a whole number between 1 and 65535" })
      .int("must be a whole number between 1 and 65535")
      .min(1, "must be a whole number between 1 and 65535")
      .max(65535, "must be a whole number between 1 and 65535")
      .default(3000),
    HOST: z.string().trim().min(1, "must not be empty").default("0.0.0.0"),
    APP_URL: optionalText.pipe(
      z
        .url({
          protocol: /^https?$/,
          message: "must be an http:// or https:// address, e.g. http://localhost:3000",
        })
        .optional(),
    ),
    DATA_DIR: z.string().trim().min(1, "must not be empty").default("./data"),
    DATABASE_URL: optionalText.pipe(
      z
        .url({
          protocol: /^postgres(ql)?$/,
          message: "must be a postgres:// or postgresql:// connection URL",
        })
        .optional(),
    ),
    AUTH_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters long").optional()),
    PAYMENT_ENCRYPTION_KEY: optionalText.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9+/_-]{43}=?$/, "must be 32 random bytes in base64 (e.g. openssl rand -base64 32)")
        .optional(),
    ),
    POSTMARK_SERVER_TOKEN: optionalText,
    /** Postmark's account token: registers a club's sending domain with Postmark (its Domains API). */
    POSTMARK_ACCOUNT_TOKEN: optionalText,
    /**
     * The DNS servers that verify a club's sending domain ("1.1.1.1, 8.8.8.8" or "127.0.0.1:5353"); the
     * system's resolvers when not set. Tests point it at a DNS server of their own.
     */
    DNS_SERVERS: optionalText.pipe(
      z
        .string()
        .regex(
          /^\s*[0-9A-Fa-f.:[\]]+(\s*[,\s]\s*[0-9A-Fa-f.:[\]]+)*\s*$/,
          "must be IP addresses separated by commas, each with an optional :port, e.g. 1.1.1.1, 8.8.8.8",
        )
        .optional(),
    ),
    /** The SPF mechanism of the SMTP relay a club's domain must allow (e.g. include:_spf.example.net). */
    MAIL_SPF_INCLUDE: optionalText.pipe(
      z
        .string()
        .regex(/^(include:|a:|ip4:|ip6:)\S+$/, "must be one SPF mechanism, e.g. include:_spf.example.net")
        .optional(),
    ),
    /** Stripe's API (its own by default); tests point it at a local server that speaks the same API. */
    STRIPE_API_URL: optionalText.pipe(
      z
        .url({
          protocol: /^https?$/,
          message: "must be an http:// or https:// address, e.g. http://127.0.0.1:12111",
        })
        .refine(
          (v) => /^https?:\/\/[^/?#]+\/?$/.test(v),
          "must be an address without a path, query or fragment",
        )
        .optional(),
    ),
    POSTMARK_API_URL: z.url({ message: "must be a URL" }).default("https://api.postmarkapp.com"),
    /** Postmark's message stream for bulk mail (a club's messages); the rest goes through "outbound". */
    POSTMARK_BROADCAST_STREAM: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{1,100}$/i, "must be a Postmark message stream's ID, e.g. broadcast")
      .default("broadcast"),
    /** The secret Postmark's webhooks send (basic auth password, or ?token=); webhooks are refused without it. */
    POSTMARK_WEBHOOK_TOKEN: optionalText.pipe(
      z.string().min(16, "must be at least 16 characters long").optional(),
    ),
    /** Bulk mail delivered per minute at most, so that transactional mail is never stuck behind a big message. */
    MAIL_BULK_PER_MINUTE: z.coerce
      .number({ message: "must be a whole number of e-mails per minute, from 1" })
      .int("must be a whole number of e-mails per minute, from 1")
      .min(1, "must be a whole number of e-mails per minute, from 1")
      .default(3000),
    SMTP_URL: optionalText.pipe(
      z.url({ protocol: /^smtps?$/, message: "must be an smtp:// or smtps:// URL" }).optional(),
    ),
    MAIL_FROM: optionalText,
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    GITHUB_CLIENT_ID: optionalText,
    GITHUB_CLIENT_SECRET: optionalText,
    MICROSOFT_CLIENT_ID: optionalText,
    MICROSOFT_CLIENT_SECRET: optionalText,
    S3_ENDPOINT: optionalText.pipe(
      z
        .url({
          protocol: /^https?$/,
          message: "must be an http:// or https:// address, e.g. https://s3.eu-central-1.amazonaws.com",
        })
        .optional(),
    ),
    S3_BUCKET: optionalText.pipe(
      z
        .string()
        .regex(
          /^[A-Za-z0-9][A-Za-z0-9._-]{1,61}[A-Za-z0-9]$/,
          "must be a bucket name: 3 to 63 letters, digits, dots, hyphens or underscores",
        )
        .optional(),
    ),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_REGION: optionalText
      .pipe(
        z
          .string()
          .regex(/^[A-Za-z0-9_-]+$/, "must be a region name such as us-east-1 or eu-central-1")
          .optional(),
      )
      .transform((v) => v ?? "us-east-1"),
    S3_FORCE_PATH_STYLE: booleanText,
    TRUST_PROXY: booleanText,
    /** Browser tests only: mounts /api/test (see src/server/http/test-hooks.ts). */
    E2E_TEST_HOOKS: booleanText,
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    LOG_FORMAT: z.enum(["auto", "json", "pretty"]).default("auto"),
  })
  .superRefine((env, ctx) => {
    if (env.POSTMARK_SERVER_TOKEN && env.SMTP_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["SMTP_URL"],
        message: "set either POSTMARK_SERVER_TOKEN or SMTP_URL, not both",
      });
    }
    // The endpoint signs nothing itself: credentials in it would end up in messages and logs.
    if (env.S3_ENDPOINT) {
      const endpoint = new URL(env.S3_ENDPOINT);
      if (endpoint.username || endpoint.password) {
        ctx.addIssue({
          code: "custom",
          path: ["S3_ENDPOINT"],
          message: "must not hold credentials: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY instead",
        });
      }
      if (endpoint.search || endpoint.hash) {
        ctx.addIssue({
          code: "custom",
          path: ["S3_ENDPOINT"],
          message: "must not have a query or a fragment",
        });
      }
    }
    const s3Given = S3_REQUIRED.filter((name) => env[name]);
    if (s3Given.length > 0) {
      const given = s3Given.length === 1 ? `${s3Given[0]} is` : `${listOf(s3Given)} are`;
      for (const name of S3_REQUIRED) {
        if (!env[name]) {
          ctx.addIssue({ code: "custom", path: [name], message: `is required when ${given} set` });
        }
      }
    }
    for (const p of ["GOOGLE", "GITHUB", "MICROSOFT"] as const) {
      const id = env[`${p}_CLIENT_ID`];
      const secret = env[`${p}_CLIENT_SECRET`];
      if (Boolean(id) !== Boolean(secret)) {
        ctx.addIssue({
          code: "custom",
          path: [id ? `${p}_CLIENT_SECRET` : `${p}_CLIENT_ID`],
          message: `is required when ${id ? `${p}_CLIENT_ID` : `${p}_CLIENT_SECRET`} is set`,
        });
      }
    }
  });

export type Env = z.infer<typeof envSchema> & {
  APP_URL: string;
  DATA_DIR: string;
  AUTH_SECRET: string;
  PAYMENT_ENCRYPTION_KEY: string;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Validates the configuration; a bad setting throws a ConfigError whose message names it. */
export function parseEnv(source: Record<string, string | undefined>): z.infer<typeof envSchema> {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".") || "configuration"}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

/**
 * Completes the configuration with what is derived or kept in the data folder: the absolute data folder,
 * the public URL, and AUTH_SECRET and PAYMENT_ENCRYPTION_KEY, each generated once and kept in the data folder
 * (`auth-secret`, `payment-key`) when not given.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = parseEnv(source);
  const dataDir = path.resolve(parsed.DATA_DIR);
  const appUrl = (parsed.APP_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, "");
  return {
    ...parsed,
    DATA_DIR: dataDir,
    APP_URL: appUrl,
    AUTH_SECRET: parsed.AUTH_SECRET ?? keptSecret(dataDir, "auth-secret", "AUTH_SECRET"),
    PAYMENT_ENCRYPTION_KEY:
      parsed.PAYMENT_ENCRYPTION_KEY ?? keptSecret(dataDir, "payment-key", "PAYMENT_ENCRYPTION_KEY"),
  };
}

/** A secret of 32 random bytes (base64url), generated once and kept in `<DATA_DIR>/<name>`. */
function keptSecret(dataDir: string, name: string, setting: string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) {
    const kept = readFileSync(file, "utf8").trim();
    if (kept.length >= 32) return kept;
    throw new ConfigError(
      `The kept secret in ${file} is shorter than 32 characters; delete it or set ${setting}.`,
    );
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
  return secret;
}

/** Where the Stripe SDK sends its requests (host, port, protocol); undefined for Stripe's own API. */
export function stripeApiAddress(
  url: string | undefined,
): { host: string; port: number; protocol: "http" | "https" } | undefined {
  if (!url) return undefined;
  const { hostname, port, protocol } = new URL(url);
  const scheme = protocol === "http:" ? "http" : "https";
  // An IPv6 address is written in brackets in a URL, and without them for a connection.
  const host = hostname.replace(/^\[(.*)\]$/, "$1");
  return { host, port: port ? Number(port) : scheme === "http" ? 80 : 443, protocol: scheme };
}

export function configuredOAuthProviders(env: Env): ("google" | "github" | "microsoft")[] {
  const out: ("google" | "github" | "microsoft")[] = [];
  if (env.GOOGLE_CLIENT_ID) out.push("google");
  if (env.GITHUB_CLIENT_ID) out.push("github");
  if (env.MICROSOFT_CLIENT_ID) out.push("microsoft");
  return out;
}
