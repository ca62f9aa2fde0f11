import { emailOTPClient, inferAdditionalFields } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";
import { currentLocale } from "./i18n.ts";

/** The better-auth client for our server's identity endpoints at /api/auth. */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  basePath: "/api/auth",
  // No automatic full-page redirects after a call: the app decides where to go (redirect rules).
  // OAuth sign-in follows the provider's URL itself (features/auth/OAuthButtons.tsx).
  disableDefaultFetchPlugins: true,
  // Its e-mails (verification, password reset, one-time code) and errors in the language on screen.
  fetchOptions: {
    onRequest: (context) => {
      context.headers.set("Accept-Language", currentLocale());
      return context;
    },
  },
  plugins: [
    emailOTPClient(),
    inferAdditionalFields({
      user: {
        firstName: { type: "string", required: false },
        lastName: { type: "string", required: false },
        language: { type: "string", required: false },
      },
    }),
  ],
});

export type SessionData = NonNullable<(typeof authClient.$Infer)["Session"]>;
export type SessionUser = SessionData["user"];
