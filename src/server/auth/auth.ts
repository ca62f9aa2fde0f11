import { type BetterAuthOptions, betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { emailOTP } from "better-auth/plugins/email-otp";
import {
  OTP_EXPIRES_IN_SECONDS,
  OTP_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "../../shared/auth.ts";
import type { Db } from "../db/client.ts";
import * as authSchema from "../db/schema/auth.ts";
import type { Env } from "../env.ts";
import { t } from "../i18n.ts";
import type { Logger } from "../logger.ts";
import type { Mailer } from "../mail/mailer.ts";
import { accountLanguage, requesterEmailLocale } from "../mail/recipient-locale.ts";
import {
  existingAccountEmail,
  oneTimeCodeEmail,
  resetPasswordEmail,
  verificationEmail,
} from "../mail/templates.ts";
import { markAddressProved } from "./accounts.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import type { SessionHooks } from "./session-hooks.ts";

/** The header our server sets (replacing any client value) with the caller's address, for rate limits. */
export const CLIENT_IP_HEADER = "x-clubhouse-client-ip";
const NAME_MAX = 100;

function splitName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/);
  return { firstName: parts[0] ?? "", lastName: parts.slice(1).join(" ") };
}

/** A new session: who signed in, from where. */
export interface SignInEvent {
  userId: string;
  ipAddress: string | null;
  userAgent: string | null;
}

type AuthLogger = NonNullable<BetterAuthOptions["logger"]>;
type AuthLogLevel = NonNullable<AuthLogger["level"]>;

/** better-auth's levels for pino's: its lines pass the same threshold as the server's own. */
function authLogLevel(level: string): AuthLogLevel {
  if (level === "trace" || level === "debug") return "debug";
  if (level === "info") return "info";
  if (level === "warn") return "warn";
  return "error";
}

/**
 * better-auth's log through the server's pino logger: JSON lines (or the pretty ones of LOG_FORMAT), marked
 * `source: "better-auth"`, instead of its own coloured text on the console. An Error among its arguments is
 * pino's `err`; the other arguments are kept as `details`.
 */
function authLogger(logger: Logger): AuthLogger {
  return {
    disabled: logger.level === "silent",
    disableColors: true,
    level: authLogLevel(logger.level),
    log(level, message, ...args) {
      const err = args.find((a) => a instanceof Error);
      const details = args.filter((a) => !(a instanceof Error));
      const fields = {
        source: "better-auth",
        ...(err ? { err } : {}),
        ...(details.length ? { details: details.length === 1 ? details[0] : details } : {}),
      };
      logger[level](fields, message);
    },
  };
}

export function createAuth(
  db: Db,
  env: Env,
  mailer: Mailer,
  options: {
    /** Each session's user_sessions record (issue 17): made with the session, ended when it is deleted. */
    sessions: SessionHooks;
    /** Where better-auth's log goes (its own coloured console lines without it). */
    logger?: Logger;
    /** Extra origins allowed to call the auth API (the Vite dev server in development). */
    extraTrustedOrigins?: string[];
    /**
     * Runs after every sign-in, before it answers (completes an invitation's pending club membership, links the
     * member records of a verified address).
     */
    onSignIn?: (event: SignInEvent) => Promise<void>;
    /**
     * Runs when an account confirms its e-mail address (the link of the confirmation e-mail, or a one-time
     * code), before it answers: the address is now the account's (links its member records).
     */
    onEmailVerified?: (event: SignInEvent) => Promise<void>;
  },
) {
  const { extraTrustedOrigins = [], onSignIn, onEmailVerified, sessions } = options;
  const secure = env.APP_URL.startsWith("https://");
  const send = (to: string, content: { subject: string; html: string; text: string }, tag: string) =>
    mailer.send({ to, ...content, tag }).then(() => undefined);
  /**
   * The language of an e-mail that a request asked for (decision 022): the account's own choice, else the
   * language of the screen that asked (the request's Accept-Language; better-auth calls these senders inside
   * the request, and passes it), else English. better-auth hands the senders the account's whole row, which
   * has `language` (its `User` type leaves the additional fields out): no query of ours.
   */
  const readerLocale = (user: object, request?: Request) => {
    const language = (user as { language?: unknown }).language;
    return requesterEmailLocale(typeof language === "string" ? language : null, request);
  };

  return betterAuth({
    appName: "Clubhouse",
    baseURL: env.APP_URL,
    basePath: "/api/auth",
    secret: env.AUTH_SECRET,
    trustedOrigins: [env.APP_URL, ...extraTrustedOrigins],
    database: drizzleAdapter(db, { provider: "pg", schema: authSchema }),
    user: {
      additionalFields: {
        firstName: { type: "string", required: false, input: true },
        lastName: { type: "string", required: false, input: true },
        // Set only through PUT /api/me/language, never at sign-up: an account follows its club's language
        // until its user chooses one (decision 022).
        language: { type: "string", required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 3600,
      sendResetPassword: async ({ user, url }, request) => {
        const locale = readerLocale(user, request);
        await send(user.email, resetPasswordEmail(locale, user.name, url), "reset-password");
      },
      // The reset's link or code went to the address: an account whose address a join page took as given
      // (decision 032) now owns it, and claims its member records at its next sign-in (issue 32 §5).
      onPasswordReset: async ({ user }) => {
        await markAddressProved(db, user.id);
      },
      onExistingUserSignUp: async ({ user }, request) => {
        const locale = readerLocale(user, request);
        await send(user.email, existingAccountEmail(locale, `${env.APP_URL}/sign-in`), "existing-account");
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 3600,
      sendVerificationEmail: async ({ user, url }, request) => {
        const locale = readerLocale(user, request);
        await send(user.email, verificationEmail(locale, user.name, url), "verify-email");
      },
      // Also after a change of address is confirmed, and after a one-time code proved an unconfirmed address.
      afterEmailVerification: async (user, request) => {
        if (!user.emailVerified) return;
        await onEmailVerified?.({
          userId: user.id,
          ipAddress: request?.headers.get(CLIENT_IP_HEADER) ?? null,
          userAgent: request?.headers.get("user-agent") ?? null,
        });
      },
    },
    socialProviders: {
      ...(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { google: { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET } }
        : {}),
      ...(env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET
        ? { github: { clientId: env.GITHUB_CLIENT_ID, clientSecret: env.GITHUB_CLIENT_SECRET } }
        : {}),
      ...(env.MICROSOFT_CLIENT_ID && env.MICROSOFT_CLIENT_SECRET
        ? { microsoft: { clientId: env.MICROSOFT_CLIENT_ID, clientSecret: env.MICROSOFT_CLIENT_SECRET } }
        : {}),
    },
    plugins: [
      emailOTP({
        otpLength: OTP_LENGTH,
        expiresIn: OTP_EXPIRES_IN_SECONDS,
        disableSignUp: true,
        allowedAttempts: 3,
        storeOTP: "hashed",
        sendVerificationOTP: async ({ email, otp }, ctx) => {
          // Only the address here: the account's choice is looked up by it.
          const locale = requesterEmailLocale(await accountLanguage(db, email), ctx?.request ?? ctx?.headers);
          const minutes = Math.round(OTP_EXPIRES_IN_SECONDS / 60);
          await send(email, oneTimeCodeEmail(locale, otp, minutes), "one-time-code");
        },
      }),
    ],
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 300,
      customRules: {
        "/sign-in/*": { window: 60, max: 30 },
        // A club signs its members up at an event from one connection: 30 a minute per address.
        "/sign-up/*": { window: 60, max: 30 },
        "/request-password-reset": { window: 60, max: 5 },
        "/email-otp/*": { window: 60, max: 10 },
        // Reading one's own session guesses nothing, and a clubhouse full of members behind one address
        // reads it often: it is not limited per address (a refusal here would look like a server error).
        "/get-session": false,
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    databaseHooks: {
      session: {
        create: {
          after: async (session, context) => {
            await sessions.started(session, context);
            await onSignIn?.({
              userId: session.userId,
              ipAddress: session.ipAddress ?? null,
              userAgent: session.userAgent ?? null,
            });
          },
        },
        // Sign-out (normal_logout), a password reset (password_reset, for each of the user's sessions), an
        // expired session read (expired). A revoke has already ended the record: the shared rule changes
        // nothing then.
        delete: {
          after: async (session, context) => {
            await sessions.ended(session, context);
          },
        },
      },
      user: {
        create: {
          // OAuth sign-ups bring only a full name: keep first and last names filled.
          before: async (user) => {
            const u = user as typeof user & { firstName?: string | null; lastName?: string | null };
            if (u.firstName || u.lastName) return { data: u };
            return { data: { ...u, ...splitName(u.name ?? "") } };
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-up/email") return;
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const first = typeof body.firstName === "string" ? body.firstName.trim() : "";
        const last = typeof body.lastName === "string" ? body.lastName.trim() : "";
        if (!first || !last) {
          // The request's language: better-auth runs its hooks inside the request (app.ts sets it).
          throw new APIError("BAD_REQUEST", {
            message: t("server").auth.nameRequired,
            code: "NAME_REQUIRED",
          });
        }
        if (first.length > NAME_MAX || last.length > NAME_MAX) {
          throw new APIError("BAD_REQUEST", {
            message: t("server").auth.nameTooLong(NAME_MAX),
            code: "NAME_TOO_LONG",
          });
        }
        return {
          context: { ...ctx, body: { ...body, firstName: first, lastName: last, name: `${first} ${last}` } },
        };
      }),
    },
    advanced: {
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure },
      database: { generateId: "uuid" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    telemetry: { enabled: false },
    ...(options.logger ? { logger: authLogger(options.logger) } : {}),
  });
}

export type Auth = ReturnType<typeof createAuth>;
