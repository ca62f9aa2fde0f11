import { type OAuthProviderId, oauthProviderIds } from "../../../shared/oauth-providers.ts";
import type { PublicConfig } from "../../../shared/public-config.ts";

/** The id of the element by which the server writes the public configuration into the page (spa.ts). */
const ELEMENT_ID = "clubhouse-public-config";

/**
 * The public configuration as the server wrote it into the page, or null where the page has none (the
 * development server's page): read without a request or a schema library, so that the sign-in screens
 * need neither (decision 018). Values it does not know are left out.
 */
export function inlinePublicConfig(): PublicConfig | null {
  if (read === undefined) read = readElement();
  return read;
}

/** The page does not change its configuration: read once. */
let read: PublicConfig | null | undefined;

function readElement(): PublicConfig | null {
  const text = document.getElementById(ELEMENT_ID)?.textContent;
  if (!text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof raw !== "object" || raw === null) return null;
  const { oauthProviders, devMailbox } = raw as Record<string, unknown>;
  if (!Array.isArray(oauthProviders) || typeof devMailbox !== "boolean") return null;
  const known = oauthProviders.filter((id): id is OAuthProviderId =>
    (oauthProviderIds as readonly unknown[]).includes(id),
  );
  return { oauthProviders: known, devMailbox };
}
