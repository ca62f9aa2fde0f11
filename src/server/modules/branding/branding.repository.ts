import type { BrandingImageKind } from "../../../shared/branding.ts";
import type { Branding } from "../../../shared/clubs.ts";
import type { Db } from "../../db/client.ts";
import { findClubForUpdate, updateClub } from "../clubs/clubs.repository.ts";
import type { ClubRow } from "../clubs/clubs.settings.ts";

const urlField = { logo: "logoUrl", favicon: "faviconUrl" } as const satisfies Record<
  BrandingImageKind,
  keyof Branding
>;

/**
 * Sets the club's logo or favicon address in `branding_settings` (null removes it), with the club's row
 * locked so that two uploads at once each see the address they replace. Returns the saved row and the
 * replaced address; undefined when the club is gone. Setting the same address again writes nothing.
 */
export async function setBrandingImageUrl(
  tx: Db,
  clubId: string,
  kind: BrandingImageKind,
  url: string | null,
): Promise<{ row: ClubRow; previousUrl: string | null } | undefined> {
  const current = await findClubForUpdate(tx, clubId);
  if (!current) return undefined;
  const branding = current.brandingSettings as Partial<Branding>;
  const previousUrl = branding[urlField[kind]] ?? null;
  if (previousUrl === url) return { row: current, previousUrl };
  const row = await updateClub(tx, clubId, { brandingSettings: { ...branding, [urlField[kind]]: url } });
  return row ? { row, previousUrl } : undefined;
}
