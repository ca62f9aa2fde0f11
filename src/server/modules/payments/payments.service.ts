import { type CredentialsStatus, lastFour } from "../../../shared/payments.ts";
import type { SecretBox } from "../../crypto/secret-box.ts";
import { type AuditContext, withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { t } from "../../i18n.ts";
import { findClub, updateClub } from "../clubs/clubs.service.ts";
import { deleteCredentials, findCredentials, upsertCredentials } from "./payments.repository.ts";

/** The refusal of a role other than the owner's (the routes' `denied`), in the request's language. */
export const PAYMENTS_DENIED = () => t("errors").payments.denied;
const aad = (clubId: string, gateway: string) => `payment-credentials:${clubId}:${gateway}`;

function status(gateway: "stripe", row: Awaited<ReturnType<typeof findCredentials>>): CredentialsStatus {
  return {
    gateway,
    configured: Boolean(row),
    hints: (row?.hints as Record<string, string> | undefined) ?? {},
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** The spec's store_payment_credentials: sealed at rest, bound to club and gateway; owner only. */
export async function storePaymentCredentials(
  db: Db,
  box: SecretBox,
  clubId: string,
  gateway: "stripe",
  credentials: Record<string, string>,
  audit: AuditContext,
  now: Date,
): Promise<CredentialsStatus> {
  let sealed: string;
  try {
    sealed = box.seal(JSON.stringify(credentials), aad(clubId, gateway));
  } catch {
    throw new AppError("INTERNAL", t("errors").payments.storeFailed);
  }
  const hints = Object.fromEntries(Object.entries(credentials).map(([k, v]) => [k, lastFour(v)]));
  const row = await withAudit(db, audit, (tx) => upsertCredentials(tx, clubId, gateway, sealed, hints, now));
  return status(gateway, row);
}

/** The spec's get_payment_credentials, as a status: which credentials are set and their last four characters. */
export async function getPaymentCredentials(db: Db, clubId: string, gateway: "stripe") {
  return status(gateway, await findCredentials(db, clubId, gateway));
}

/** The whole credentials, for the server's own calls to the gateway (never for a response). */
export async function openPaymentCredentials(db: Db, box: SecretBox, clubId: string, gateway: "stripe") {
  const row = await findCredentials(db, clubId, gateway);
  return row
    ? (JSON.parse(box.open(row.encryptedCredentials, aad(clubId, gateway))) as Record<string, string>)
    : null;
}

export async function removePaymentCredentials(
  db: Db,
  clubId: string,
  gateway: "stripe",
  audit: AuditContext,
): Promise<void> {
  const removed = await withAudit(db, audit, (tx) => deleteCredentials(tx, clubId, gateway));
  if (!removed) throw new AppError("NOT_FOUND", t("errors").payments.noCredentials);
}

/** The spec's update_payment_gateway_settings: provider and test mode in the financial settings. */
export async function updatePaymentGateway(
  db: Db,
  clubId: string,
  settings: { provider: "stripe"; testMode: boolean },
  audit: AuditContext,
) {
  const club = await findClub(db, clubId);
  if (!club) throw new AppError("NOT_FOUND", t("errors").clubNotFound);
  const financial = { ...(club.financialSettings as object), paymentGateway: settings };
  await withAudit(db, audit, (tx) => updateClub(tx, clubId, { financialSettings: financial }));
  return settings;
}
