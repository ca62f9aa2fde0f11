/** The OAuth providers the server can be configured with (a module without zod: the first screen reads it). */
export const oauthProviderIds = ["google", "github", "microsoft"] as const;
export type OAuthProviderId = (typeof oauthProviderIds)[number];
