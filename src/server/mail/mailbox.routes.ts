import { Hono } from "hono";
import { isUuid } from "../../shared/ids.ts";
import type { AppContext } from "../http/app-context.ts";
import { isLocalRequest } from "../http/local-only.ts";
import { addressOf, clubDkimKeys } from "./club-sender.ts";
import { getDevMail, keptMessage, listDevMail } from "./dev-mailbox.ts";
import { dkimKeyFor, rawMessage } from "./smtp.ts";
import { escapeHtml } from "./templates.ts";

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Development mailbox</title>
<style>
body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:0;background:#f4f5f7;color:#1a1b1e}
main{max-width:960px;margin:0 auto;padding:24px 16px}
.note{background:#fff4e5;border:1px solid #f5c77e;border-radius:6px;padding:8px 12px;margin:0 0 16px;font-size:14px}
table{width:100%;border-collapse:collapse;background:#fff;border-radius:8px;overflow:hidden}
th,td{text-align:left;padding:10px 12px;border-bottom:1px solid #e9ecef;font-size:14px;vertical-align:top}
a{color:#0b7ab8}.meta{background:#fff;border-radius:8px;padding:12px 16px;margin-bottom:16px;font-size:14px}
.meta dt{font-weight:600;float:left;width:80px}.meta dd{margin:0 0 4px 80px;word-break:break-all}
.message{background:#fff;border-radius:8px;overflow:hidden}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#fff;border-radius:8px;padding:16px;font-size:13px}
@media (prefers-color-scheme: dark){body{background:#1a1b1e;color:#e9ecef}table,.meta,pre{background:#25262b}th,td{border-color:#373a40}a{color:#4dabf7}.note{background:#3b2f1a;border-color:#7a5b1e}}
</style></head><body><main>${body}</main></body></html>`;
}

/**
 * The raw message's headers (List-Unsubscribe, Reply-To, DKIM-Signature …) and a link to the whole message as
 * an .eml file.
 */
function rawSection(id: string, raw: string): string {
  const end = raw.indexOf("\r\n\r\n");
  const headers = end < 0 ? raw : raw.slice(0, end);
  return `<h2 id="headers">Headers</h2><pre aria-labelledby="headers">${escapeHtml(headers)}</pre>
<p><a href="/dev/mailbox/${id}/raw" download="${id}.eml">Download the raw message (.eml)</a></p>`;
}

/**
 * The development mailbox: e-mail kept instead of delivered, for people trying Clubhouse on their own machine.
 * It answers only requests from the machine itself and never requests that came through a proxy.
 */
export function mailboxRoutes(ctx: Pick<AppContext, "db" | "trustProxy" | "box">) {
  const { db, trustProxy } = ctx;
  const app = new Hono();
  const dkimKeys = clubDkimKeys(db, ctx.box);
  /**
   * A kept message as SMTP would send it, signed with its club's DKIM key as over SMTP (unsigned when the key
   * does not open); its Date and Message-ID are the kept message's, so that it reads the same each time.
   */
  const rawOf = async (mail: NonNullable<Awaited<ReturnType<typeof getDevMail>>>) => {
    const message = keptMessage(mail);
    const dkim = await dkimKeyFor(dkimKeys, message).catch(() => undefined);
    const domain = addressOf(mail.fromAddress).split("@")[1] ?? "clubhouse.localhost";
    return rawMessage(message, dkim, {
      date: mail.createdAt,
      messageId: `<${mail.outboxId ?? mail.id}@${domain}>`,
    });
  };
  app.use("*", async (c, next) => {
    if (!isLocalRequest(c, trustProxy))
      return c.text("The development mailbox answers only requests from this machine.", 403);
    await next();
  });

  app.get("/", async (c) => {
    const rows = await listDevMail(db);
    const items = rows
      .map(
        (r) => `<tr><td><a href="/dev/mailbox/${r.id}">${escapeHtml(r.subject)}</a></td>
<td>${escapeHtml(r.toAddress)}</td><td><time datetime="${r.createdAt.toISOString()}">${r.createdAt
          .toISOString()
          .replace("T", " ")
          .slice(0, 19)} UTC</time></td></tr>`,
      )
      .join("");
    const table = rows.length
      ? `<table><thead><tr><th>Subject</th><th>To</th><th>Received</th></tr></thead><tbody>${items}</tbody></table>`
      : "<p>No messages yet. E-mail that Clubhouse sends will appear here.</p>";
    return c.html(
      page(
        "Messages",
        `<h1>Development mailbox</h1>
<p class="note">No e-mail transport is configured, so Clubhouse keeps its e-mail here instead of delivering it. Set POSTMARK_SERVER_TOKEN or SMTP_URL to deliver e-mail.</p>
${table}`,
      ),
    );
  });

  app.get("/:id", async (c) => {
    const id = c.req.param("id");
    const mail = isUuid(id) ? await getDevMail(db, id) : undefined;
    if (!mail)
      return c.html(
        page("Not found", '<h1>Message not found</h1><p><a href="/dev/mailbox">Back to the mailbox</a></p>'),
        404,
      );
    const bodyMatch = /<body[^>]*>([\s\S]*)<\/body>/i.exec(mail.html);
    const files = (mail.attachments ?? [])
      .map(
        (a, i) =>
          `<li><a href="/dev/mailbox/${mail.id}/attachments/${i}" download="${escapeHtml(a.filename)}">${escapeHtml(a.filename)}</a> (${escapeHtml(a.contentType)})</li>`,
      )
      .join("");
    const attachments = files ? `<h2>Attachments</h2><ul>${files}</ul>` : "";
    return c.html(
      page(
        mail.subject,
        `<p><a href="/dev/mailbox">← All messages</a></p>
<h1>${escapeHtml(mail.subject)}</h1>
<dl class="meta"><dt>From</dt><dd>${escapeHtml(mail.fromAddress)}</dd><dt>To</dt><dd>${escapeHtml(mail.toAddress)}</dd>
<dt>Received</dt><dd>${mail.createdAt.toISOString()}</dd></dl>
<article class="message" aria-label="Message">${bodyMatch?.[1] ?? mail.html}</article>
${attachments}<h2>Plain text</h2><pre>${escapeHtml(mail.text)}</pre>
${rawSection(mail.id, await rawOf(mail))}`,
      ),
    );
  });
  // The raw message, to open in a mail client or check with a DKIM verifier.
  app.get("/:id/raw", async (c) => {
    const id = c.req.param("id");
    const mail = isUuid(id) ? await getDevMail(db, id) : undefined;
    if (!mail) return c.text("Message not found", 404);
    return c.body(await rawOf(mail), 200, {
      "content-type": "message/rfc822",
      "content-disposition": `attachment; filename="${mail.id}.eml"`,
    });
  });
  // A file sent with a message, as it was sent.
  app.get("/:id/attachments/:index", async (c) => {
    const id = c.req.param("id");
    const mail = isUuid(id) ? await getDevMail(db, id) : undefined;
    const file = mail?.attachments?.[Number(c.req.param("index"))];
    if (!file) return c.text("Attachment not found", 404);
    return c.body(Buffer.from(file.contentBase64, "base64"), 200, {
      "content-type": file.contentType,
      "content-disposition": `attachment; filename="${file.filename.replace(/["\\\r\n]/g, "_")}"`,
    });
  });
  return app;
}
