import type { BrandingImageKind } from "../../../shared/branding.ts";
import type { Branding, ClubSettings } from "../../../shared/clubs.ts";
import { type AuditContext, withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import type { AppContext } from "../../http/app-context.ts";
import { t } from "../../i18n.ts";
import { clubOfFileKey } from "../../storage/keys.ts";
import { findClubForUpdate, updateClub } from "../clubs/clubs.service.ts";
import { type ClubRow, toSettings } from "../clubs/clubs.settings.ts";
import { prepareBrandingImage } from "./branding.image.ts";

export type BrandingDeps = Pick<AppContext, "db" | "files" | "logger">;

/** The uploaded file as the request carried it. */
export interface Upload {
  name: string;
  bytes: Uint8Array;
}

const folder: Record<BrandingImageKind, string> = { logo: "club-logos", favicon: "club-favicons" };

/** The store's key of one of this club's images from its public address; undefined for anything else. */
export function keyOfUrl(url: string | null, clubId: string): string | undefined {
  if (!url) return undefined;
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return undefined;
  }
  const at = pathname.lastIndexOf("/files/");
  const key = at < 0 ? "" : pathname.slice(at + "/files/".length);
  return clubOfFileKey(key) === clubId ? key : undefined;
}

/** Best effort: a file left behind costs disk space, never the request. */
async function discard(deps: BrandingDeps, key: string, why: string): Promise<void> {
  try {
    await deps.files.delete(key);
  } catch (err) {
    deps.logger.warn({ err, key }, `could not delete ${why}`);
  }
}

/**
 * Uploads a club's logo or favicon (owner and admin; the route checked it before the body is read): the image
 * is checked and re-encoded (branding.image.ts), written to the store, then its address is saved in
 * `branding_settings` with the audit context. If saving fails the new file is deleted; once saved, the
 * replaced file is deleted.
 */
export async function uploadBrandingImage(
  deps: BrandingDeps,
  clubId: string,
  kind: BrandingImageKind,
  readUpload: () => Promise<Upload>,
  audit: AuditContext,
): Promise<ClubSettings> {
  const { db, files } = deps;
  const upload = await readUpload();
  const image = await prepareBrandingImage(upload.bytes, upload.name, kind);

  const key = `${folder[kind]}/${clubId}-${kind}-${Date.now()}.${image.extension}`;
  await files.put(key, image.bytes, image.contentType);
  let saved: Awaited<ReturnType<typeof saveImageUrl>>;
  try {
    saved = await saveImageUrl(db, audit, clubId, kind, files.publicUrl(key));
  } catch (error) {
    await discard(deps, key, "an image whose address was not saved");
    throw error;
  }
  if (!saved) {
    await discard(deps, key, "an image of a club deleted meanwhile");
    throw new AppError("NOT_FOUND", t("errors").clubNotFound);
  }
  const replaced = keyOfUrl(saved.previousUrl, clubId);
  if (replaced && replaced !== key) await discard(deps, replaced, `the replaced ${kind}`);
  return saved.settings;
}

const urlField = { logo: "logoUrl", favicon: "faviconUrl" } as const satisfies Record<
  BrandingImageKind,
  keyof Branding
>;

/**
 * Sets the club's logo or favicon address in `branding_settings` (null removes it), with the club's row
 * locked so that two uploads at once each see the address they replace. Returns the saved row and the
 * replaced address; undefined when the club is gone. Setting the same address again writes nothing.
 */
async function setBrandingImageUrl(
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

/**
 * Saves the image's address (null removes it) and forms the answer inside the transaction: a change whose
 * answer cannot be formed is not kept (decision 021). Undefined when the club is gone.
 */
function saveImageUrl(
  db: Db,
  audit: AuditContext,
  clubId: string,
  kind: BrandingImageKind,
  url: string | null,
): Promise<{ previousUrl: string | null; settings: ClubSettings } | undefined> {
  return withAudit(db, audit, async (tx) => {
    const saved = await setBrandingImageUrl(tx, clubId, kind, url);
    return saved && { previousUrl: saved.previousUrl, settings: toSettings(saved.row) };
  });
}

/** Removes a club's logo or favicon (owner and admin): the address becomes null, then the file is deleted. */
export async function removeBrandingImage(
  deps: BrandingDeps,
  clubId: string,
  kind: BrandingImageKind,
  audit: AuditContext,
): Promise<ClubSettings> {
  const { db } = deps;
  const saved = await saveImageUrl(db, audit, clubId, kind, null);
  if (!saved) throw new AppError("NOT_FOUND", t("errors").clubNotFound);
  const removed = keyOfUrl(saved.previousUrl, clubId);
  if (removed) await discard(deps, removed, `the removed ${kind}`);
  return saved.settings;
}
