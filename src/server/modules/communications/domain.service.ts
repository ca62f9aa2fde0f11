import { generateKeyPairSync } from "node:crypto";
import {
  type ClubDomain,
  type DomainRecord,
  type DomainRecordKind,
  type DomainRemoval,
  type DomainVerification,
  zoneFileValue,
} from "../../../shared/communication-domain.ts";
import type { DomainRecordStatus } from "../../../shared/communications.ts";
import { type AuditContext, withAudit } from "../../db/audit.ts";
import { AppError } from "../../errors.ts";
import type { AppContext } from "../../http/app-context.ts";
import { t } from "../../i18n.ts";
import { dkimKeyAad } from "../../mail/club-sender.ts";
import {
  type PostmarkDomains,
  PostmarkDomainsError,
  postmarkDkimRecord,
} from "../../mail/postmark-domains.ts";
import type { TxtLookup, TxtLookupFn } from "./domain.dns.ts";
import {
  type ClubDomainRow,
  deleteDomain,
  findDomain,
  findDomainForUpdate,
  replaceDomain,
  updateDomain,
  writeDomainSettings,
} from "./domain.repository.ts";

/** What the domain setup needs of the server. */
export type DomainDeps = Pick<AppContext, "db" | "box" | "logger" | "clock"> & {
  lookup: TxtLookupFn;
  /**
   * How mail goes out: SMTP or the development mailbox (the server signs with the club's own key), or
   * Postmark (Postmark signs; its Domains API, null when POSTMARK_ACCOUNT_TOKEN is not set).
   */
  transport: { kind: "own"; spfInclude?: string } | { kind: "postmark"; domains: PostmarkDomains | null };
};

/** Postmark's SPF include (its documentation). */
const POSTMARK_SPF = "include:spf.mtasv.net";
const DMARC_VALUE = "v=DMARC1; p=none; adkim=r; aspf=r";

/** Why a record is pending or failed (kept in last_results, written in the reader's language when read). */
type RecordReason = "missing" | "wrong" | "multipleSpf" | "lookupFailed";
interface RecordResult {
  status: DomainRecordStatus;
  found: string | null;
  reason: RecordReason | null;
}
type Results = Partial<Record<DomainRecordKind, RecordResult>>;

function spfValue(deps: DomainDeps): string {
  const include = deps.transport.kind === "postmark" ? POSTMARK_SPF : deps.transport.spfInclude;
  return `v=spf1 a mx${include ? ` ${include}` : ""} ~all`;
}

/** The three records to publish for a domain row. */
function recordsToPublish(
  row: ClubDomainRow,
  deps: DomainDeps,
): Record<DomainRecordKind, { host: string; value: string }> {
  return {
    spf: { host: row.domain, value: spfValue(deps) },
    dkim: {
      host: `${row.dkimSelector}._domainkey.${row.domain}`,
      // With Postmark the stored public key is Postmark's whole record value.
      value: row.postmarkDomainId ? row.dkimPublicKey : `v=DKIM1; k=rsa; p=${row.dkimPublicKey}`,
    },
    dmarc: { host: `_dmarc.${row.domain}`, value: DMARC_VALUE },
  };
}

function recordMessage(result: RecordResult | undefined): string | null {
  if (!result?.reason) return null;
  return t("errors").domain.record[result.reason];
}

/** The domain row as the API answers it. */
export function toClubDomain(row: ClubDomainRow, deps: DomainDeps): ClubDomain {
  const publish = recordsToPublish(row, deps);
  const results = (row.lastResults ?? {}) as Results;
  const status: Record<DomainRecordKind, DomainRecordStatus> = {
    spf: row.spfStatus,
    dkim: row.dkimStatus,
    dmarc: row.dmarcStatus,
  };
  const records: DomainRecord[] = (["spf", "dkim", "dmarc"] as const).map((kind) => ({
    kind,
    host: publish[kind].host,
    type: "TXT",
    value: publish[kind].value,
    zoneValue: zoneFileValue(publish[kind].value),
    status: status[kind],
    found: results[kind]?.found ?? null,
    message: status[kind] === "verified" ? null : recordMessage(results[kind]),
  }));
  return {
    domain: row.domain,
    signedBy: row.postmarkDomainId ? "postmark" : "clubhouse",
    dkimSelector: row.dkimSelector,
    verified: row.verified,
    records,
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The spec's get-records: the club's domain with its records, or null. */
export async function getDomain(deps: DomainDeps, clubId: string): Promise<ClubDomain | null> {
  const row = await findDomain(deps.db, clubId);
  return row ? toClubDomain(row, deps) : null;
}

/** A selector per key: clubhouse<yyyymm>, another letter when the domain's current key has that name. */
function newSelector(now: Date, current: string | undefined): string {
  const base = `clubhouse${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
  return current === base ? `${base}b` : base;
}

/**
 * The spec's setup: a DKIM key pair for the domain (RSA 2048: an ed25519 key sends the mail unsigned,
 * silently), the private key sealed at rest, and the records to publish. Setting up again (the same domain
 * or another) replaces the key: the spec's "regenerating DNS records". With Postmark as the transport,
 * the domain is registered with Postmark and its DKIM record is shown instead.
 */
export async function setupDomain(
  deps: DomainDeps,
  clubId: string,
  domain: string,
  audit: AuditContext,
): Promise<ClubDomain> {
  const errors = t("errors").domain;
  const now = deps.clock.now();
  const current = await findDomain(deps.db, clubId);
  let values: {
    dkimSelector: string;
    dkimPublicKey: string;
    privateKey: string;
    postmarkDomainId: string | null;
  };
  if (deps.transport.kind === "postmark") {
    const domains = deps.transport.domains;
    if (!domains) {
      throw new AppError(
        "UNAVAILABLE",
        errors.setupFailedBecause("the POSTMARK_ACCOUNT_TOKEN environment setting is required"),
      );
    }
    let registered: Awaited<ReturnType<PostmarkDomains["create"]>>;
    try {
      registered =
        current?.postmarkDomainId && current.domain === domain
          ? await domains.verifyDkim(current.postmarkDomainId)
          : await domains.create(domain);
    } catch (error) {
      if (error instanceof PostmarkDomainsError) {
        throw new AppError("UNAVAILABLE", errors.setupFailedBecause(error.message));
      }
      throw error;
    }
    // The new domain is registered: the one it replaces goes (a failure leaves it at Postmark, logged).
    if (current?.postmarkDomainId && current.domain !== domain) {
      await domains.remove(current.postmarkDomainId).catch((error: unknown) => {
        deps.logger.warn({ err: error, clubId }, "The previous domain could not be removed at Postmark");
      });
    }
    const dkim = postmarkDkimRecord(registered);
    values = {
      dkimSelector: dkim.host.replace(/\._domainkey\..*$/i, ""),
      dkimPublicKey: dkim.value,
      privateKey: "",
      postmarkDomainId: String(registered.ID),
    };
  } else {
    const keys = generateKeyPairSync("rsa", {
      modulusLength: 2048,
      publicKeyEncoding: { type: "spki", format: "der" },
      privateKeyEncoding: { type: "pkcs8", format: "pem" },
    });
    values = {
      dkimSelector: newSelector(now, current?.domain === domain ? current.dkimSelector : undefined),
      dkimPublicKey: keys.publicKey.toString("base64"),
      privateKey: keys.privateKey,
      postmarkDomainId: null,
    };
  }
  let sealed: string;
  try {
    sealed = deps.box.seal(
      values.privateKey,
      dkimKeyAad({ clubId, domain, dkimSelector: values.dkimSelector }),
    );
  } catch {
    throw new AppError("INTERNAL", errors.setupFailed);
  }
  const row = await withAudit(deps.db, audit, async (tx) => {
    const saved = await replaceDomain(
      tx,
      {
        clubId,
        domain,
        dkimSelector: values.dkimSelector,
        dkimPublicKey: values.dkimPublicKey,
        dkimPrivateKeySealed: sealed,
        postmarkDomainId: values.postmarkDomainId,
      },
      now,
    );
    await writeDomainSettings(
      tx,
      clubId,
      {
        customDomain: domain,
        customDomainEnabled: true,
        domainVerified: false,
        spfRecordStatus: "pending",
        dkimRecordStatus: "pending",
        dmarcRecordStatus: "pending",
      },
      now,
    );
    return saved;
  });
  return toClubDomain(row, deps);
}

/** A record's mechanisms and modifiers (lower case), without "v=spf1" and the closing "all". */
function spfTerms(value: string): string[] {
  return value
    .toLowerCase()
    .split(/\s+/)
    .filter((term) => term && term !== "v=spf1" && !/^[-~+?]?all$/.test(term));
}

function nothing(lookup: TxtLookup): RecordResult | null {
  if (lookup.kind === "error") return { status: "pending", found: null, reason: "lookupFailed" };
  if (lookup.kind === "none") return { status: "pending", found: null, reason: "missing" };
  return null;
}

/** SPF: the domain's one v=spf1 record holds every term of ours (other senders' terms may stand beside). */
function checkSpf(lookup: TxtLookup, expected: string): RecordResult {
  const early = nothing(lookup);
  if (early || lookup.kind !== "found") return early ?? { status: "pending", found: null, reason: "missing" };
  const spf = lookup.records.filter((r) => /^v=spf1(\s|$)/i.test(r.trim()));
  const first = spf[0];
  if (first === undefined) return { status: "pending", found: null, reason: "missing" };
  if (spf.length > 1) return { status: "failed", found: spf.join(" | "), reason: "multipleSpf" };
  const have = new Set(spfTerms(first));
  const ok = spfTerms(expected).every((term) => have.has(term));
  return ok
    ? { status: "verified", found: first, reason: null }
    : { status: "failed", found: first, reason: "wrong" };
}

/** A DKIM or DMARC record's tags (k=v; …), names in lower case, whitespace dropped from the values. */
function tags(value: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of value.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0) out.set(part.slice(0, eq).trim().toLowerCase(), part.slice(eq + 1).replace(/\s+/g, ""));
  }
  return out;
}

/** DKIM: a record at the selector's host whose public key (p=) is the domain's. */
function checkDkim(lookup: TxtLookup, expected: string): RecordResult {
  const early = nothing(lookup);
  if (early || lookup.kind !== "found") return early ?? { status: "pending", found: null, reason: "missing" };
  const key = tags(expected).get("p");
  const match = lookup.records.find((r) => tags(r).get("p") === key);
  if (match) return { status: "verified", found: match, reason: null };
  return { status: "failed", found: lookup.records.join(" | "), reason: "wrong" };
}

/** DMARC: a v=DMARC1 record with a policy (none, quarantine or reject). */
function checkDmarc(lookup: TxtLookup): RecordResult {
  const early = nothing(lookup);
  if (early || lookup.kind !== "found") return early ?? { status: "pending", found: null, reason: "missing" };
  const dmarc = lookup.records.filter((r) => /^v=DMARC1\s*(;|$)/i.test(r.trim()));
  const first = dmarc[0];
  if (first === undefined) return { status: "failed", found: lookup.records.join(" | "), reason: "wrong" };
  const policy = tags(first).get("p")?.toLowerCase();
  const ok = dmarc.length === 1 && (policy === "none" || policy === "quarantine" || policy === "reject");
  return ok
    ? { status: "verified", found: first, reason: null }
    : { status: "failed", found: dmarc.join(" | "), reason: "wrong" };
}

/**
 * The spec's verify: looks each record up in DNS (and, with Postmark, asks Postmark to verify its DKIM
 * record), keeps pending / verified / failed per record, and marks the domain verified when all three pass.
 * The lookups run outside the transaction; the results are written under the row's lock, to the same key.
 */
export async function verifyDomain(
  deps: DomainDeps,
  clubId: string,
  audit: AuditContext,
): Promise<DomainVerification> {
  const errors = t("errors").domain;
  const row = await findDomain(deps.db, clubId);
  // The spec's 422 of verification: the server's message with the suggestion.
  if (!row) {
    throw new AppError("VALIDATION_FAILED", errors.verifyFailedBecause(errors.noDomain), {
      suggestion: errors.suggestion,
    });
  }
  const publish = recordsToPublish(row, deps);
  const [spfLookup, dkimLookup, dmarcLookup] = await Promise.all([
    deps.lookup(publish.spf.host),
    deps.lookup(publish.dkim.host),
    deps.lookup(publish.dmarc.host),
  ]);
  const results: Record<DomainRecordKind, RecordResult> = {
    spf: checkSpf(spfLookup, publish.spf.value),
    dkim: checkDkim(dkimLookup, publish.dkim.value),
    dmarc: checkDmarc(dmarcLookup),
  };
  if (row.postmarkDomainId && deps.transport.kind === "postmark" && deps.transport.domains) {
    // Postmark signs: its own check decides whether its DKIM key is in place.
    try {
      const checked = await deps.transport.domains.verifyDkim(row.postmarkDomainId);
      if (checked.DKIMVerified) results.dkim = { ...results.dkim, status: "verified", reason: null };
      else if (results.dkim.status === "verified")
        results.dkim = { ...results.dkim, status: "pending", reason: "missing" };
      await deps.transport.domains.verifyReturnPath(row.postmarkDomainId).catch((error: unknown) => {
        deps.logger.info({ err: error, clubId }, "Postmark's return path is not verified (optional)");
      });
    } catch (error) {
      if (error instanceof PostmarkDomainsError) {
        throw new AppError("UNAVAILABLE", errors.verifyFailedBecause(error.message));
      }
      throw error;
    }
  }
  const verified = Object.values(results).every((r) => r.status === "verified");
  const saved = await withAudit(deps.db, audit, async (tx) => {
    const locked = await findDomainForUpdate(tx, clubId);
    // Set up again while the lookups ran: these results are the old key's.
    if (
      !locked ||
      locked.id !== row.id ||
      locked.dkimSelector !== row.dkimSelector ||
      locked.domain !== row.domain
    ) {
      throw new AppError("CONFLICT", errors.verifyFailedBecause(errors.noDomain));
    }
    const now = deps.clock.now();
    const updated = await updateDomain(
      tx,
      clubId,
      row.id,
      {
        spfStatus: results.spf.status,
        dkimStatus: results.dkim.status,
        dmarcStatus: results.dmarc.status,
        verified,
        lastResults: results,
        lastCheckedAt: now,
      },
      now,
    );
    await writeDomainSettings(
      tx,
      clubId,
      {
        customDomain: row.domain,
        domainVerified: verified,
        spfRecordStatus: results.spf.status,
        dkimRecordStatus: results.dkim.status,
        dmarcRecordStatus: results.dmarc.status,
      },
      now,
    );
    return updated ?? locked;
  });
  const failed = Object.values(results).some((r) => r.status === "failed");
  return {
    domain: toClubDomain(saved, deps),
    verified,
    message: verified ? errors.verified(row.domain) : failed ? errors.verificationFailed : errors.waiting,
    suggestion: failed ? errors.suggestion : null,
  };
}

/** The spec's delete: removes the domain and its key; success false with a message when there is none. */
export async function removeDomain(
  deps: DomainDeps,
  clubId: string,
  audit: AuditContext,
): Promise<DomainRemoval> {
  const errors = t("errors").domain;
  const removed = await withAudit(deps.db, audit, async (tx) => {
    const row = await deleteDomain(tx, clubId);
    if (row) {
      await writeDomainSettings(
        tx,
        clubId,
        {
          customDomain: null,
          customDomainEnabled: false,
          domainVerified: false,
          spfRecordStatus: "pending",
          dkimRecordStatus: "pending",
          dmarcRecordStatus: "pending",
        },
        deps.clock.now(),
      );
    }
    return row;
  });
  if (!removed) return { success: false, message: errors.noDomain };
  if (removed.postmarkDomainId && deps.transport.kind === "postmark" && deps.transport.domains) {
    await deps.transport.domains.remove(removed.postmarkDomainId).catch((error: unknown) => {
      deps.logger.warn({ err: error, clubId }, "The domain could not be removed at Postmark");
    });
  }
  return { success: true, message: errors.removed(removed.domain) };
}
