import { createPrivateKey, createPublicKey, generateKeyPairSync } from "node:crypto";
import { createServer, type Server } from "node:http";
import { and, eq, sql } from "drizzle-orm";
import { dkimVerify } from "mailauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SecretBox } from "../../src/server/crypto/secret-box.ts";
import { invoices } from "../../src/server/db/schema/billing.ts";
import { clubs, members, membershipEvents } from "../../src/server/db/schema/clubs.ts";
import { clubDomains } from "../../src/server/db/schema/communications.ts";
import { devMailbox, mailOutbox } from "../../src/server/db/schema/mail.ts";
import { createLogger } from "../../src/server/logger.ts";
import { clubDkimKeys } from "../../src/server/mail/club-sender.ts";
import { DevMailboxTransport } from "../../src/server/mail/dev-mailbox.ts";
import { deliverDueMail } from "../../src/server/mail/outbox.ts";
import { SmtpTransport } from "../../src/server/mail/smtp.ts";
import { MESSAGE_SEND_JOB } from "../../src/server/modules/communications/messages.job.ts";
import type { ClubDomain, DomainVerification } from "../../src/shared/communication-domain.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { auditRows } from "../helpers/audit.ts";
import { dkimTags, dkimVerifies } from "../helpers/dkim-verify.ts";
import { dnsResolver, startDnsServer } from "../helpers/dns-server.ts";
import { freePort } from "../helpers/free-port.ts";
import { goLive } from "../helpers/go-live.ts";
import { giveRole } from "../helpers/roles.ts";
import { startSmtpSink } from "../helpers/smtp-sink.ts";
import { type Client, createTestApp, type TestApp, testEnv } from "../helpers/test-app.ts";

const DOMAIN = "mail.riverside.test";
const SUGGESTION = "Domain verification requires proper setup. Try regenerating DNS records for this domain";

let t: TestApp;
let dns: Awaited<ReturnType<typeof startDnsServer>>;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let owner: Client;
let admin: Client;
let manager: Client;
let clubId = "";
const box = new SecretBox(testEnv().PAYMENT_ENCRYPTION_KEY);

beforeAll(async () => {
  dns = await startDnsServer();
  smtp = await startSmtpSink();
  t = await createTestApp({ env: { DNS_SERVERS: dns.address } });
  owner = await signedInClient(t, "domain-owner@example.com");
  admin = await signedInClient(t, "domain-admin@example.com");
  manager = await signedInClient(t, "domain-manager@example.com");
  const res = await owner.post("/api/clubs", { name: "Riverside Golf", email: "office@riverside.example" });
  clubId = ((await res.json()) as { id: string }).id;
  await giveRole(t, clubId, "domain-admin@example.com", "admin");
  await giveRole(t, clubId, "domain-manager@example.com", "manager");
}, 60_000);
afterAll(async () => {
  await t?.close();
  await dns?.close();
  await smtp?.close();
});

const base = () => `/api/clubs/${clubId}/communications/domain`;
const settings = async () =>
  (
    (await (await owner.request(`/api/clubs/${clubId}/settings`)).json()) as {
      communication: Record<string, unknown>;
    }
  ).communication;
const record = (d: ClubDomain, kind: "spf" | "dkim" | "dmarc") => {
  const found = d.records.find((r) => r.kind === kind);
  if (!found) throw new Error(`no ${kind} record`);
  return found;
};
/** A TXT value as a DNS provider stores it: character-strings of at most 255 characters. */
const pieces = (value: string) => value.match(/.{1,255}/g) ?? [];

/** Delivers the outbox through SMTP to the sink, signing with the clubs' keys, as a server with SMTP_URL. */
async function deliverBySmtp() {
  const transport = new SmtpTransport(`smtp://127.0.0.1:${smtp.port}`, clubDkimKeys(t.database.db, box));
  return deliverDueMail(t.database.db, transport, createLogger("silent"), t.instance.number);
}
const headerOf = (data: string, name: string) => {
  const head = data.slice(0, data.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
  return new RegExp(`^${name}: (.*)$`, "im").exec(head)?.[1];
};

describe("the club's sending domain", () => {
  it("is none at first, and only owners and admins may see or set it up", async () => {
    expect(await (await owner.request(base())).json()).toEqual({ domain: null });
    expect((await admin.request(base())).status).toBe(200);
    const refused = await manager.post(`${base()}/setup`, { domain: DOMAIN });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { title: string }).title).toBe(
      "You do not have permission to update club settings. Only owners and admins can modify club information.",
    );
  });

  it("refuses a name that is not a domain, with the field's message", async () => {
    for (const domain of ["not a domain", "https://example.com", "localhost", "-bad.example.com"]) {
      const res = await owner.post(`${base()}/setup`, { domain });
      expect(res.status).toBe(422);
      expect(((await res.json()) as { fields: unknown[] }).fields).toEqual([
        { path: "domain", message: "Enter a domain such as mail.example.com." },
      ]);
    }
  });

  it("answers 422 with the spec's suggestion when verifying with no domain set up", async () => {
    const res = await owner.post(`${base()}/verify`, {});
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      code: "VALIDATION_FAILED",
      title: "Failed to verify domain: No sending domain is set up for this club.",
      suggestion: SUGGESTION,
    });
  });

  let domain: ClubDomain;

  it("sets up a domain: an RSA 2048 key, and the SPF, DKIM and DMARC records to publish, pending", async () => {
    const res = await owner.post(`${base()}/setup`, { domain: " Mail.Riverside.TEST. " });
    expect(res.status).toBe(200);
    domain = ((await res.json()) as { domain: ClubDomain }).domain;
    const month = new Date().toISOString().slice(0, 7).replace("-", "");
    expect(domain).toMatchObject({
      domain: DOMAIN,
      signedBy: "clubhouse",
      dkimSelector: `clubhouse${month}`,
      verified: false,
    });
    expect(domain.records.map((r) => [r.kind, r.host, r.type, r.status])).toEqual([
      ["spf", DOMAIN, "TXT", "pending"],
      ["dkim", `clubhouse${month}._domainkey.${DOMAIN}`, "TXT", "pending"],
      ["dmarc", `_dmarc.${DOMAIN}`, "TXT", "pending"],
    ]);
    expect(record(domain, "spf").value).toBe("v=spf1 a mx ~all");
    expect(record(domain, "dmarc").value).toBe("v=DMARC1; p=none; adkim=r; aspf=r");
    const dkim = record(domain, "dkim");
    expect(dkim.value).toMatch(/^v=DKIM1; k=rsa; p=[A-Za-z0-9+/]+=*$/);
    // The zone file's form: quoted strings of at most 255 characters that join into the value.
    const strings = [...dkim.zoneValue.matchAll(/"([^"]*)"/g)].map((m) => m[1] ?? "");
    expect(strings.length).toBeGreaterThan(1);
    expect(strings.every((s) => s.length <= 255)).toBe(true);
    expect(strings.join("")).toBe(dkim.value);

    expect(await settings()).toMatchObject({
      customDomain: DOMAIN,
      customDomainEnabled: true,
      domainVerified: false,
      spfRecordStatus: "pending",
      dkimRecordStatus: "pending",
      dmarcRecordStatus: "pending",
    });
    const audit = await auditRows(t.database.db, { tableName: "club_domains", clubId, action: "INSERT" });
    expect(audit).toHaveLength(1);
  });

  it("keeps the private key sealed at rest, never in an answer", async () => {
    const [row] = await t.database.db.select().from(clubDomains).where(eq(clubDomains.clubId, clubId));
    if (!row) throw new Error("no row");
    expect(row.dkimPrivateKeySealed).toMatch(/^v1\./);
    expect(row.dkimPrivateKeySealed).not.toContain("PRIVATE KEY");
    const pem = box.open(
      row.dkimPrivateKeySealed,
      `club-domain-dkim:${clubId}:${DOMAIN}:${row.dkimSelector}`,
    );
    const key = createPrivateKey(pem);
    expect(key.asymmetricKeyType).toBe("rsa");
    expect(key.asymmetricKeyDetails?.modulusLength).toBe(2048);
    const publicDer = createPublicKey(key).export({ type: "spki", format: "der" }).toString("base64");
    expect(record(domain, "dkim").value).toBe(`v=DKIM1; k=rsa; p=${publicDer}`);
    const answer = await (await owner.request(base())).text();
    expect(answer).not.toContain("PRIVATE");
    expect(answer).not.toContain(row.dkimPrivateKeySealed);
  });

  it("verifies with nothing published: every record pending, no suggestion", async () => {
    const res = await owner.post(`${base()}/verify`, {});
    expect(res.status).toBe(200);
    const result = (await res.json()) as DomainVerification;
    expect(result.verified).toBe(false);
    expect(result.suggestion).toBeNull();
    expect(result.message).toBe(
      "Some records were not found yet. DNS changes can take up to 48 hours to appear.",
    );
    expect(result.domain.records.map((r) => [r.kind, r.status, r.message])).toEqual([
      ["spf", "pending", "No record was found at this host yet."],
      ["dkim", "pending", "No record was found at this host yet."],
      ["dmarc", "pending", "No record was found at this host yet."],
    ]);
    // It asked the test's own DNS server.
    expect(dns.questions).toEqual(
      expect.arrayContaining([DOMAIN, record(domain, "dkim").host, `_dmarc.${DOMAIN}`]),
    );
  });

  it("sends the club's mail from the server's address before the domain is verified, unsigned", async () => {
    await owner.request(`/api/clubs/${clubId}/settings/communication`, {
      method: "PUT",
      json: {
        ...(await settings()),
        defaultSenderName: "Riverside Front Desk",
        defaultSenderEmail: "secretary@riverside.example",
        replyToEmail: "desk@riverside.example",
        emailSignature: "Riverside Golf\nThe secretary's office",
      },
    });
    const invite = await owner.post(`/api/clubs/${clubId}/invitations`, {
      email: "first@example.com",
      role: "member",
    });
    expect(invite.status).toBe(201);
    const before = smtp.received.length;
    expect((await deliverBySmtp()).sent).toBeGreaterThan(0);
    const mail = smtp.received.slice(before).find((m) => m.to.includes("first@example.com"));
    if (!mail) throw new Error("no mail");
    expect(headerOf(mail.data, "From")).toBe("Riverside Front Desk <no-reply@clubhouse.test>");
    expect(headerOf(mail.data, "Reply-To")).toBe("desk@riverside.example");
    expect(headerOf(mail.data, "DKIM-Signature")).toBeUndefined();
    expect(mail.data).toContain("The secretary's office");
  });

  it("finds wrong records failed, with the spec's texts and suggestion", async () => {
    const other = generateKeyPairSync("rsa", { modulusLength: 2048 }).publicKey.export({
      type: "spki",
      format: "der",
    });
    dns.zone.set(DOMAIN, [["v=spf1 include:_spf.elsewhere.example -all"], ["google-site-verification=abc"]]);
    dns.zone.set(record(domain, "dkim").host, [pieces(`v=DKIM1; k=rsa; p=${other.toString("base64")}`)]);
    dns.zone.set(`_dmarc.${DOMAIN}`, [["v=DMARC1; p=quarantine; rua=mailto:dmarc@riverside.example"]]);
    const result = (await (await owner.post(`${base()}/verify`, {})).json()) as DomainVerification;
    expect(result.verified).toBe(false);
    expect(result.message).toBe("Domain verification failed");
    expect(result.suggestion).toBe(SUGGESTION);
    expect(result.domain.records.map((r) => [r.kind, r.status, r.message])).toEqual([
      ["spf", "failed", "The record found does not match the value to publish."],
      ["dkim", "failed", "The record found does not match the value to publish."],
      ["dmarc", "verified", null],
    ]);
    expect(record(result.domain, "spf").found).toBe("v=spf1 include:_spf.elsewhere.example -all");
    expect(await settings()).toMatchObject({
      domainVerified: false,
      spfRecordStatus: "failed",
      dmarcRecordStatus: "verified",
    });
  });

  it("refuses two SPF records: a domain may have only one", async () => {
    dns.zone.set(DOMAIN, [["v=spf1 a mx ~all"], ["v=spf1 include:other.example ~all"]]);
    const result = (await (await owner.post(`${base()}/verify`, {})).json()) as DomainVerification;
    expect(record(result.domain, "spf")).toMatchObject({
      status: "failed",
      message: "More than one SPF record was found; a domain may have only one.",
    });
  });

  it("verifies the domain when all three records are right (the DKIM key in pieces, joined)", async () => {
    dns.zone.set(DOMAIN, [["v=spf1 a mx include:_spf.elsewhere.example ~all"]]);
    dns.zone.set(record(domain, "dkim").host, [pieces(record(domain, "dkim").value)]);
    const result = (await (await owner.post(`${base()}/verify`, {})).json()) as DomainVerification;
    expect(result.domain.records.map((r) => [r.kind, r.status, r.message])).toEqual([
      ["spf", "verified", null],
      ["dkim", "verified", null],
      ["dmarc", "verified", null],
    ]);
    expect(result).toMatchObject({
      verified: true,
      suggestion: null,
      message: `${DOMAIN} is verified: the club's e-mails are sent from it.`,
    });
    expect(result.domain.lastCheckedAt).not.toBeNull();
    expect(await settings()).toMatchObject({
      customDomain: DOMAIN,
      domainVerified: true,
      spfRecordStatus: "verified",
      dkimRecordStatus: "verified",
      dmarcRecordStatus: "verified",
    });
    const audit = await auditRows(t.database.db, { tableName: "club_domains", clubId, action: "UPDATE" });
    expect(audit.length).toBeGreaterThanOrEqual(4);
  });

  it("keeps the domain and its statuses when the settings screen saves the communication section", async () => {
    const current = await settings();
    const res = await owner.request(`/api/clubs/${clubId}/settings/communication`, {
      method: "PUT",
      json: {
        ...current,
        customDomain: "elsewhere.example",
        domainVerified: false,
        smsNotificationsEnabled: true,
      },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { communication: unknown }).communication).toMatchObject({
      customDomain: DOMAIN,
      customDomainEnabled: true,
      domainVerified: true,
      // SMS is not available: it stays off.
      smsNotificationsEnabled: false,
    });
  });

  it("sends the club's mail from its domain, DKIM-signed with its key, once verified", async () => {
    const invite = await owner.post(`/api/clubs/${clubId}/invitations`, {
      email: "second@example.com",
      role: "member",
    });
    expect(invite.status).toBe(201);
    const [queued] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, "second@example.com"));
    expect(queued).toMatchObject({ clubId, fromAddress: `Riverside Front Desk <secretary@${DOMAIN}>` });
    const before = smtp.received.length;
    await deliverBySmtp();
    const mail = smtp.received.slice(before).find((m) => m.to.includes("second@example.com"));
    if (!mail) throw new Error("no mail");
    expect(headerOf(mail.data, "From")).toBe(`Riverside Front Desk <secretary@${DOMAIN}>`);
    expect(headerOf(mail.data, "Reply-To")).toBe("desk@riverside.example");
    const signature = headerOf(mail.data, "DKIM-Signature");
    expect(signature).toBeDefined();
    const tags = dkimTags(signature ?? "");
    expect(tags.get("d")).toBe(DOMAIN);
    expect(tags.get("s")).toBe(domain.dkimSelector);
    expect(tags.get("a")).toBe("rsa-sha256");
    // What a receiver does with the key it reads from DNS.
    const p = record(domain, "dkim").value.replace(/^.*p=/, "");
    expect(dkimVerifies(mail.data, p)).toEqual({ bodyHash: true, signature: true });
  });

  it("sends a message to the members from the domain too, DKIM-signed, with the signature and its unsubscribe headers", async () => {
    await t.database.db
      .insert(members)
      .values({ clubId, firstName: "Mara", lastName: "Member", email: "mara@example.com" });
    const sent = await owner.post(`/api/clubs/${clubId}/communications/messages`, {
      subject: "Course news for {{first_name}}",
      bodyHtml: "<p>The greens are open.</p>",
      audience: { kind: "all", values: [] },
    });
    expect(sent.status).toBe(201);
    await t.jobs.runDue(MESSAGE_SEND_JOB);
    const before = smtp.received.length;
    await deliverBySmtp();
    const mail = smtp.received.slice(before).find((m) => m.to.includes("mara@example.com"));
    if (!mail) throw new Error("no mail");
    expect(headerOf(mail.data, "Subject")).toBe("Course news for Mara");
    expect(headerOf(mail.data, "From")).toBe(`Riverside Front Desk <secretary@${DOMAIN}>`);
    expect(headerOf(mail.data, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(mail.data).toContain("The secretary's office");
    const p = record(domain, "dkim").value.replace(/^.*p=/, "");
    expect(dkimVerifies(mail.data, p)).toEqual({ bodyHash: true, signature: true });
  });

  it("signs every e-mail of the club's domain so that a receiver's DKIM check passes, both unsubscribe headers of bulk mail included", async () => {
    const fromDomain = smtp.received.filter((m) => headerOf(m.data, "From")?.endsWith(`@${DOMAIN}>`));
    // The product's invitation and the club's message to its members, as the tests above sent them.
    expect(fromDomain.length).toBeGreaterThanOrEqual(2);
    let bulk = 0;
    for (const mail of fromDomain) {
      const result = await dkimVerify(mail.data, { resolver: dnsResolver(dns.address) });
      expect(result.results.map((r) => [r.signingDomain, r.status.result])).toEqual([[DOMAIN, "pass"]]);
      if (!headerOf(mail.data, "List-Unsubscribe")) continue;
      bulk++;
      // RFC 8058 section 4: one-click unsubscribe counts only when both headers are signed.
      const signed = (dkimTags(headerOf(mail.data, "DKIM-Signature") ?? "").get("h") ?? "")
        .toLowerCase()
        .split(":");
      expect(signed).toEqual(expect.arrayContaining(["list-unsubscribe", "list-unsubscribe-post"]));
    }
    expect(bulk).toBeGreaterThanOrEqual(1);
  });

  it("shows the club's mail in the development mailbox as SMTP sends it, its raw message passing DKIM", async () => {
    const invite = await owner.post(`/api/clubs/${clubId}/invitations`, {
      email: "third@example.com",
      role: "member",
    });
    expect(invite.status).toBe(201);
    await deliverDueMail(
      t.database.db,
      new DevMailboxTransport(t.database.db),
      createLogger("silent"),
      t.instance.number,
    );
    const [kept] = await t.database.db
      .select()
      .from(devMailbox)
      .where(eq(devMailbox.toAddress, "third@example.com"));
    const raw = await (await t.fetch(`/dev/mailbox/${kept?.id}/raw`, {}, "::1")).text();
    expect(headerOf(raw, "From")).toBe(`Riverside Front Desk <secretary@${DOMAIN}>`);
    expect(headerOf(raw, "Reply-To")).toBe("desk@riverside.example");
    const result = await dkimVerify(raw, { resolver: dnsResolver(dns.address) });
    expect(result.results.map((r) => [r.signingDomain, r.status.result])).toEqual([[DOMAIN, "pass"]]);
  });

  it("sets up again with a new key and selector: the records are pending until published", async () => {
    const res = await owner.post(`${base()}/setup`, { domain: DOMAIN });
    const again = ((await res.json()) as { domain: ClubDomain }).domain;
    expect(again.dkimSelector).not.toBe(domain.dkimSelector);
    expect(record(again, "dkim").value).not.toBe(record(domain, "dkim").value);
    expect(again.verified).toBe(false);
    expect(again.records.every((r) => r.status === "pending")).toBe(true);
    expect(await settings()).toMatchObject({ domainVerified: false, dkimRecordStatus: "pending" });
  });

  it("answers in the reader's language", async () => {
    const res = await owner.request(`${base()}/verify`, {
      method: "POST",
      headers: { "accept-language": "de" },
    });
    const result = (await res.json()) as DomainVerification;
    expect(record(result.domain, "dkim").message).toBe("Unter diesem Host wurde noch kein Eintrag gefunden.");
  });

  it("removes the domain; removing none answers success false with a message", async () => {
    const res = await owner.request(base(), { method: "DELETE" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: `The sending domain ${DOMAIN} was removed.` });
    expect(await (await owner.request(base())).json()).toEqual({ domain: null });
    expect(await settings()).toMatchObject({
      customDomain: null,
      customDomainEnabled: false,
      domainVerified: false,
    });
    const again = await owner.request(base(), { method: "DELETE" });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({
      success: false,
      message: "No sending domain is set up for this club.",
    });
    expect(
      await auditRows(t.database.db, { tableName: "club_domains", clubId, action: "DELETE" }),
    ).toHaveLength(1);
    const [club] = await t.database.db.select().from(clubs).where(eq(clubs.id, clubId));
    expect((club?.communicationSettings as { customDomain?: unknown } | undefined)?.customDomain).toBeNull();
  });
});

describe("the sending domain with Postmark as the transport", () => {
  let pt: TestApp;
  let server: Server;
  const calls: { method: string; url: string; token: string | undefined; body: string }[] = [];
  let dkimVerified = false;
  const POSTMARK_DKIM = "k=rsa;p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQCpostmarkkey";
  let club = "";
  let pOwner: Client;

  beforeAll(async () => {
    const port = await freePort();
    server = createServer((req, res) => {
      let body = "";
      req.on("data", (c) => {
        body += c;
      });
      req.on("end", () => {
        calls.push({
          method: req.method ?? "",
          url: req.url ?? "",
          token: req.headers["x-postmark-account-token"] as string,
          body,
        });
        const details = {
          ID: 4242,
          Name: "mail.lakeside.test",
          DKIMVerified: dkimVerified,
          DKIMHost: dkimVerified ? "20261127pm._domainkey.mail.lakeside.test" : "",
          DKIMTextValue: dkimVerified ? POSTMARK_DKIM : "",
          DKIMPendingHost: dkimVerified ? "" : "20261127pm._domainkey.mail.lakeside.test",
          DKIMPendingTextValue: dkimVerified ? "" : POSTMARK_DKIM,
          ReturnPathDomainVerified: false,
        };
        res.setHeader("content-type", "application/json");
        if (req.url === "/domains" && req.method === "POST" && body.includes("refused.test")) {
          res.statusCode = 422;
          res.end(JSON.stringify({ ErrorCode: 503, Message: "This domain already exists." }));
          return;
        }
        res.end(JSON.stringify(details));
      });
    });
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    pt = await createTestApp({
      env: {
        DNS_SERVERS: dns.address,
        POSTMARK_SERVER_TOKEN: "server-token",
        POSTMARK_ACCOUNT_TOKEN: "account-token",
        POSTMARK_API_URL: `http://127.0.0.1:${port}`,
      },
    });
    pOwner = await signedInClient(pt, "lakeside-owner@example.com");
    club = (
      (await (await pOwner.post("/api/clubs", { name: "Lakeside", email: "lake@example.com" })).json()) as {
        id: string;
      }
    ).id;
  }, 60_000);
  afterAll(async () => {
    await pt?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it("registers the domain with Postmark and shows Postmark's DKIM record", async () => {
    const res = await pOwner.post(`/api/clubs/${club}/communications/domain/setup`, {
      domain: "mail.lakeside.test",
    });
    expect(res.status).toBe(200);
    const d = ((await res.json()) as { domain: ClubDomain }).domain;
    expect(calls[0]).toMatchObject({ method: "POST", url: "/domains", token: "account-token" });
    expect(JSON.parse(calls[0]?.body ?? "{}")).toEqual({ Name: "mail.lakeside.test" });
    expect(d.signedBy).toBe("postmark");
    expect(record(d, "dkim")).toMatchObject({
      host: "20261127pm._domainkey.mail.lakeside.test",
      value: POSTMARK_DKIM,
    });
    expect(record(d, "spf").value).toBe("v=spf1 a mx include:spf.mtasv.net ~all");
  });

  it("verifies through Postmark's verifyDkim and verifyReturnPath", async () => {
    dns.zone.set("mail.lakeside.test", [["v=spf1 a mx include:spf.mtasv.net ~all"]]);
    dns.zone.set("20261127pm._domainkey.mail.lakeside.test", [[POSTMARK_DKIM]]);
    dns.zone.set("_dmarc.mail.lakeside.test", [["v=DMARC1; p=none"]]);
    let result = (await (
      await pOwner.post(`/api/clubs/${club}/communications/domain/verify`, {})
    ).json()) as DomainVerification;
    expect(record(result.domain, "dkim").status).toBe("pending");
    expect(result.verified).toBe(false);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(
      expect.arrayContaining(["PUT /domains/4242/verifyDkim", "PUT /domains/4242/verifyReturnPath"]),
    );
    dkimVerified = true;
    result = (await (
      await pOwner.post(`/api/clubs/${club}/communications/domain/verify`, {})
    ).json()) as DomainVerification;
    expect(result.verified).toBe(true);
  });

  it("says why when Postmark refuses the domain", async () => {
    const res = await pOwner.post(`/api/clubs/${club}/communications/domain/setup`, {
      domain: "refused.test",
    });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { title: string }).title).toBe(
      "Failed to setup domain: This domain already exists. (Error Code 503, Status 422)",
    );
  });

  it("removes the domain at Postmark too", async () => {
    const res = await pOwner.request(`/api/clubs/${club}/communications/domain`, { method: "DELETE" });
    expect(((await res.json()) as { success: boolean }).success).toBe(true);
    expect(calls.at(-1)).toMatchObject({ method: "DELETE", url: "/domains/4242" });
  });
});

describe("the communication settings take effect on the club's e-mails", () => {
  let club = "";
  const TZ = "UTC";
  const now = new Date();
  now.setUTCHours(12, 0, 0, 0);
  const inDays = (n: number) => new Date(now.getTime() + n * 86_400_000).toISOString().slice(0, 10);
  const outboxTo = (email: string) =>
    t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));

  async function setCommunication(values: Record<string, unknown>) {
    const current = (
      (await (await owner.request(`/api/clubs/${club}/settings`)).json()) as {
        communication: Record<string, unknown>;
      }
    ).communication;
    const res = await owner.request(`/api/clubs/${club}/settings/communication`, {
      method: "PUT",
      json: { ...current, ...values },
    });
    expect(res.status).toBe(200);
  }

  /** An invoice to a new member, issued (and e-mailed when `send`), due in `dueInDays`. */
  async function invoiceDue(email: string, dueInDays: number, send: boolean) {
    const member = await owner.post(`/api/clubs/${club}/members`, {
      firstName: "Nora",
      lastName: "Notice",
      email,
    });
    const memberId = ((await member.json()) as { id: string }).id;
    const res = await owner.post(`/api/clubs/${club}/billing/invoices`, {
      memberId,
      lines: [{ kind: "custom", description: "Lessons", unitMinor: 10_000, taxable: false }],
      issue: true,
      send,
    });
    expect(res.status).toBe(201);
    const invoiceId = ((await res.json()) as { id: string }).id;
    await t.database.db
      .update(invoices)
      .set({ issueDate: inDays(dueInDays - 30), dueDate: inDays(dueInDays) })
      .where(eq(invoices.id, invoiceId));
    return invoiceId;
  }

  beforeAll(async () => {
    const res = await owner.post("/api/clubs", { name: "Hilltop Tennis", email: "hello@hilltop.example" });
    club = ((await res.json()) as { id: string }).id;
    // Live, so that its daily jobs run for it (decision 061).
    await goLive(owner, club);
    await t.database.db.update(clubs).set({ timezone: TZ }).where(eq(clubs.id, club));
    await setCommunication({
      defaultSenderName: "Hilltop Office",
      replyToEmail: "office@hilltop.example",
      emailSignature: "Hilltop Tennis — see you on court",
    });
  });

  it("puts the sender name, reply-to and signature on an invoice's e-mail", async () => {
    await invoiceDue("paying@example.com", 30, true);
    await t.jobs.runDue("billing.mail");
    const [mail] = await outboxTo("paying@example.com");
    expect(mail).toMatchObject({
      clubId: club,
      fromAddress: "Hilltop Office <no-reply@clubhouse.test>",
      replyTo: "office@hilltop.example",
    });
    expect(mail?.text).toContain("-- \nHilltop Tennis — see you on court");
    expect(mail?.html).toContain("Hilltop Tennis — see you on court");
  });

  it("with e-mail notifications off, sends no payment reminder, but still the invoice itself", async () => {
    await setCommunication({ emailNotificationsEnabled: false });
    try {
      await invoiceDue("reminded@example.com", 5, false);
      await t.runDaily("billing.reminders", now);
      await t.jobs.runDue("billing.mail");
      expect(await outboxTo("reminded@example.com")).toEqual([]);
      await invoiceDue("invoiced@example.com", 30, true);
      await t.jobs.runDue("billing.mail");
      expect(await outboxTo("invoiced@example.com")).toHaveLength(1);
      // An invitation is asked for by a person: it goes too.
      await owner.post(`/api/clubs/${club}/invitations`, { email: "invited@example.com", role: "member" });
      expect(await outboxTo("invited@example.com")).toHaveLength(1);
    } finally {
      await setCommunication({ emailNotificationsEnabled: true });
    }
    // Switched on again, the next day's run reminds the member.
    await t.runDaily("billing.reminders", new Date(now.getTime() + 86_400_000));
    await t.jobs.runDue("billing.mail");
    expect(await outboxTo("reminded@example.com")).toHaveLength(1);
  });
});

describe("membership renewal reminders", () => {
  let club = "";
  const now = new Date();
  now.setUTCHours(12, 0, 0, 0);
  const day = (n: number, from = now) => new Date(from.getTime() + n * 86_400_000);
  const date = (n: number, from = now) => day(n, from).toISOString().slice(0, 10);
  const subjectsTo = async (email: string) =>
    (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).map(
      (m) => m.subject,
    );

  async function memberEnding(email: string, inDays: number, from = now) {
    const [row] = await t.database.db
      .insert(members)
      .values({
        clubId: club,
        firstName: "Rita",
        lastName: "Renew",
        email,
        membershipType: "annual",
        membershipStatus: inDays < 0 ? "expired" : "active",
        membershipStartDate: date(inDays - 365, from),
        membershipEndDate: date(inDays, from),
      })
      .returning();
    if (!row) throw new Error("no member");
    return row;
  }

  beforeAll(async () => {
    const res = await owner.post("/api/clubs", { name: "Meadow Bowls", email: "hello@meadow.example" });
    club = ((await res.json()) as { id: string }).id;
    // Live, so that its daily jobs run for it (decision 061).
    await goLive(owner, club);
    await t.database.db.update(clubs).set({ timezone: "UTC" }).where(eq(clubs.id, club));
  });

  it("reminds 60, 30 and 7 days before the end and when it has ended, each once", async () => {
    const sixty = await memberEnding("sixty@example.com", 60);
    await memberEnding("fortyfive@example.com", 45);
    await memberEnding("thirty@example.com", 30);
    await memberEnding("three@example.com", 3);
    await memberEnding("ended@example.com", -2);
    await memberEnding("long-ago@example.com", -40);
    await memberEnding("far@example.com", 90);
    // One result per club (the other clubs of this file have members of their own).
    const results = (await t.runDaily("memberships.renewal-reminders", now)) as { reminded: number }[];
    expect(results).toContainEqual({ reminded: 5 });
    const end = (n: number) => {
      const [y, m, d] = date(n).split("-");
      return `${m}/${d}/${y}`;
    };
    // Written from the built-in renewal reminder (issue 33: what the template screen shows is what is sent);
    // the product's sentence says when the membership ends, or that it has ended.
    const subject = "Time to renew your Meadow Bowls membership";
    for (const email of ["sixty", "fortyfive", "three", "ended"]) {
      expect(await subjectsTo(`${email}@example.com`)).toEqual([subject]);
    }
    expect(await subjectsTo("long-ago@example.com")).toEqual([]);
    expect(await subjectsTo("far@example.com")).toEqual([]);
    const [three] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, "three@example.com"));
    expect(three?.text).toContain(`Your Annual membership ends on ${end(3)}, in 3 days.`);
    // In the member's history, which is how it goes once.
    const history = await t.database.db
      .select()
      .from(membershipEvents)
      .where(and(eq(membershipEvents.memberId, sixty.id), eq(membershipEvents.action, "reminded")));
    expect(history.map((h) => [h.note, h.endDate])).toEqual([["60", date(60)]]);

    // The next day: nobody again within the same window; 31 days later the sixty-day member gets the 30-day one.
    await t.runDaily("memberships.renewal-reminders", day(1));
    expect(await subjectsTo("sixty@example.com")).toHaveLength(1);
    expect(await subjectsTo("three@example.com")).toHaveLength(1);
    await t.runDaily("memberships.renewal-reminders", day(31));
    expect(await subjectsTo("sixty@example.com")).toHaveLength(2);
  });

  it("is written in the club's words when it edited the built-in renewal reminder", async () => {
    const at = day(400);
    const member = await memberEnding("worded@example.com", 30, at);
    const edited = await owner.request(
      `/api/clubs/${club}/communication-templates/builtin-renewal_reminder`,
      {
        method: "PATCH",
        json: {
          subject: "Time to renew, {{first_name}}",
          bodyHtml: "<p>Dear {{full_name}}, number {{membership_number}}: please renew.</p>",
        },
      },
    );
    expect(edited.status).toBe(200);
    await t.runDaily("memberships.renewal-reminders", at);
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, "worded@example.com"));
    expect(mail?.subject).toBe("Time to renew, Rita");
    expect(mail?.text).toContain(`Dear Rita Renew, number ${member.membershipNumber ?? ""}: please renew.`);
    // The days left stay the product's sentence.
    expect(mail?.text).toContain("in 30 days.");
    await owner.request(`/api/clubs/${club}/communication-templates/builtin-renewal_reminder`, {
      method: "DELETE",
    });
  });

  it("sends none when automated reminders or e-mail notifications are off", async () => {
    for (const [n, off] of [{ automatedReminders: false }, { emailNotificationsEnabled: false }].entries()) {
      const email = `off-${Object.keys(off)[0]}@example.com`;
      const at = day(100 + 100 * n);
      await memberEnding(email, 7, at);
      await t.database.db.execute(
        sql`update clubs set communication_settings = communication_settings || ${JSON.stringify(off)}::jsonb where id = ${club}`,
      );
      await t.runDaily("memberships.renewal-reminders", at);
      expect(await subjectsTo(email)).toEqual([]);
      await t.database.db.execute(
        sql`update clubs set communication_settings = communication_settings || '{"automatedReminders": true, "emailNotificationsEnabled": true}'::jsonb where id = ${club}`,
      );
      // Switched on again, the next day's run sends the reminder of the window the member is in.
      await t.runDaily("memberships.renewal-reminders", day(1, at));
      expect(await subjectsTo(email)).toHaveLength(1);
    }
  });
});
