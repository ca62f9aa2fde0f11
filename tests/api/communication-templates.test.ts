import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "../../src/server/db/schema/auth.ts";
import { clubs, members } from "../../src/server/db/schema/clubs.ts";
import { messageTemplates } from "../../src/server/db/schema/communications.ts";
import type { Template, TemplatePreviewResult } from "../../src/shared/communication-templates.ts";
import type { Role } from "../../src/shared/permissions.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { auditRows } from "../helpers/audit.ts";
import { giveRole, userIdOf } from "../helpers/roles.ts";
import { type Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// Communication templates (issue 16, item 1): the club's own templates with {{variables}}, the product's
// e-mails as built-ins that the club edits and restores, a preview with a member's values (escaped in the
// HTML), a test e-mail to oneself; owners, admins and managers only.

const DENIED =
  "You do not have permission to manage communication templates. Owners, admins and managers can.";

let t: TestApp;
const as = {} as Record<Role, Client>;
let stranger: Client;
let clubId = "";
let otherClubId = "";
let ownerId = "";

const path = (rest = "", id = clubId) => `/api/clubs/${id}/communication-templates${rest}`;
const newsletter = {
  name: "Monthly newsletter",
  category: "announcement",
  subject: "News from {{club_name}} for {{first_name}}",
  bodyHtml: "<p>Dear {{full_name}},</p><p>Your membership ends on {{membership_end}}.</p>",
};

async function list(query = "", client: Client = as.owner): Promise<Template[]> {
  const res = await client.request(path(query));
  expect(res.status).toBe(200);
  return ((await res.json()) as { templates: Template[] }).templates;
}

async function create(body: unknown, client: Client = as.owner): Promise<Template> {
  const res = await client.post(path(), body);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return (await res.json()) as Template;
}

function patch(id: string, body: unknown, client: Client = as.owner, headers?: HeadersInit) {
  return client.request(path(`/${id}`), { method: "PATCH", json: body, ...(headers ? { headers } : {}) });
}

beforeAll(async () => {
  t = await createTestApp();
  as.owner = await signedInClient(t, "ct-owner@example.com", { firstName: "Olive", lastName: "Owner" });
  as.admin = await signedInClient(t, "ct-admin@example.com", { firstName: "Adam", lastName: "Admin" });
  as.manager = await signedInClient(t, "ct-manager@example.com", { firstName: "Mia", lastName: "Manager" });
  as.member = await signedInClient(t, "ct-member@example.com", { firstName: "Max", lastName: "Member" });
  stranger = await signedInClient(t, "ct-stranger@example.com", { firstName: "Sam", lastName: "Stranger" });
  const res = await as.owner.post("/api/clubs", { name: "Lakeside Club", email: "office@lakeside.example" });
  expect(res.status).toBe(201);
  clubId = ((await res.json()) as { id: string }).id;
  await giveRole(t, clubId, "ct-admin@example.com", "admin");
  await giveRole(t, clubId, "ct-manager@example.com", "manager");
  await giveRole(t, clubId, "ct-member@example.com", "member");
  const other = await stranger.post("/api/clubs", { name: "Hilltop Club", email: "hi@hilltop.example" });
  otherClubId = ((await other.json()) as { id: string }).id;
  ownerId = await userIdOf(t, "ct-owner@example.com");
});

afterAll(async () => {
  await t?.close();
});

describe("the list", () => {
  it("shows the product's five e-mails as built-in templates, in the screen's language", async () => {
    const templates = await list();
    expect(templates.map((x) => [x.id, x.name, x.category, x.builtinKey, x.edited])).toEqual([
      ["builtin-invitation", "Invitation", "welcome", "invitation", false],
      ["builtin-welcome", "Welcome", "welcome", "welcome", false],
      ["builtin-renewal_reminder", "Renewal reminder", "reminder", "renewal_reminder", false],
      ["builtin-booking_confirmation", "Booking confirmation", "event", "booking_confirmation", false],
      ["builtin-invoice", "Invoice", "billing", "invoice", false],
    ]);
    expect(templates[0]).toMatchObject({
      subject: "You're invited to join {{club_name}}",
      updatedAt: null,
      language: "en",
      editedLanguages: [],
      note: "Who invited the reader and in which role, their message, the button to accept the invitation and when it expires are added below this text.",
    });
  });

  it("filters by category and finds by name, the club's own after the built-ins", async () => {
    const mine = await create({ ...newsletter, name: "Billing notice", category: "billing" });
    expect((await list("?category=billing")).map((x) => x.name)).toEqual(["Invoice", "Billing notice"]);
    expect((await list("?search=NOTICE")).map((x) => x.id)).toEqual([mine.id]);
    expect((await list("?search=renewal")).map((x) => x.id)).toEqual(["builtin-renewal_reminder"]);
    const bad = await as.owner.request(path("?category=spam"));
    expect(bad.status).toBe(422);
  });
});

describe("a template of the club's own", () => {
  it("is created, read, changed and deleted, each change in the audit trail by its author", async () => {
    const made = await create(newsletter);
    expect(made).toMatchObject({ ...newsletter, builtinKey: null, edited: false });
    const rows = await t.database.db.select().from(messageTemplates).where(eq(messageTemplates.id, made.id));
    expect(rows[0]).toMatchObject({ clubId, createdBy: ownerId, builtinKey: null });

    const read = await as.manager.request(path(`/${made.id}`));
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual(made);

    const changed = await patch(made.id, { name: "Newsletter", category: "event" }, as.admin);
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({
      name: "Newsletter",
      category: "event",
      subject: newsletter.subject,
    });

    const gone = await as.owner.request(path(`/${made.id}`), { method: "DELETE" });
    expect(gone.status).toBe(204);
    const after = await as.owner.request(path(`/${made.id}`));
    expect(after.status).toBe(404);
    expect(await after.json()).toEqual({ code: "NOT_FOUND", title: "Template not found" });

    const trail = await auditRows(t.database.db, { tableName: "message_templates", recordId: made.id });
    expect(trail.map((r) => [r.action, r.changedBy, r.clubId])).toEqual([
      ["INSERT", ownerId, clubId],
      ["UPDATE", await userIdOf(t, "ct-admin@example.com"), clubId],
      ["DELETE", ownerId, clubId],
    ]);
    expect(trail[1]?.changedFields).toEqual(expect.arrayContaining(["name", "category"]));
  });

  it("keeps only what the editor writes: no script, handler or style", async () => {
    const made = await create({
      ...newsletter,
      name: "Sanitised",
      bodyHtml:
        '<p onclick="steal()" style="color:red">Hi {{first_name}}<script>alert(1)</script></p><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><a href="https://example.com/{{membership_number}}">card</a>',
    });
    expect(made.bodyHtml).toBe(
      '<p>Hi {{first_name}}</p><a>x</a><a href="https://example.com/{{membership_number}}">card</a>',
    );
  });

  it("refuses an unknown variable in the subject or the body, naming it, in the reader's language", async () => {
    const res = await as.owner.post(path(), { ...newsletter, name: "Typo", subject: "Hello {{frist_name}}" });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      fields: [{ path: "subject", message: "Unknown variable {{frist_name}}" }],
    });
    const body = await as.owner.post(path(), {
      ...newsletter,
      name: "Typo",
      bodyHtml: "<p>{{ first_name }} {{nmae}} {{club}} {{nmae}}</p>",
    });
    expect(body.status).toBe(422);
    expect(((await body.json()) as { fields: unknown[] }).fields).toEqual([
      { path: "bodyHtml", message: "Unknown variables {{nmae}}, {{club}}" },
    ]);
    const german = await as.owner.request(path(), {
      method: "POST",
      json: { ...newsletter, name: "Typo", subject: "Hallo {{vorname}}" },
      headers: { "accept-language": "de" },
    });
    expect(((await german.json()) as { fields: unknown[] }).fields).toEqual([
      { path: "subject", message: "Unbekannte Variable {{vorname}}" },
    ]);
    expect((await list("?search=typo")).length).toBe(0);
  });

  it("refuses a name another template has, whatever its case, with 409", async () => {
    const first = await create({ ...newsletter, name: "Course closure" });
    const res = await as.owner.post(path(), { ...newsletter, name: "  COURSE closure " });
    expect(res.status).toBe(409);
    const message = "A template with this name already exists in this club. Choose another name.";
    expect(await res.json()).toEqual({
      code: "CONFLICT",
      title: message,
      fields: [{ path: "name", message }],
    });
    const second = await create({ ...newsletter, name: "Competition" });
    expect((await patch(second.id, { name: "course closure" })).status).toBe(409);
    // Its own name in another case is no conflict.
    expect((await patch(first.id, { name: "Course Closure" })).status).toBe(200);
    // Another club may use the name.
    const elsewhere = await stranger.post(path("", otherClubId), { ...newsletter, name: "Course closure" });
    expect(elsewhere.status).toBe(201);
  });

  it("checks its fields: a name, a subject of at most 200 characters, a body, something to change", async () => {
    const res = await as.owner.post(path(), {
      name: " ",
      category: "party",
      subject: "x".repeat(201),
      bodyHtml: "<p> </p>",
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { fields: unknown[] }).fields).toEqual([
      { path: "name", message: "Name the template." },
      {
        path: "category",
        message: "Choose a category: announcement, event, reminder, billing, welcome or other.",
      },
      { path: "subject", message: "A subject has at most 200 characters." },
      { path: "bodyHtml", message: "Write the message." },
    ]);
    const huge = await as.owner.post(path(), {
      ...newsletter,
      name: "Huge",
      bodyHtml: `<p>${"x".repeat(100_001)}</p>`,
    });
    expect(((await huge.json()) as { fields: unknown[] }).fields).toEqual([
      { path: "bodyHtml", message: "The message is too long: at most 100 KB of text and formatting." },
    ]);
    const made = await create({ ...newsletter, name: "Nothing to change" });
    const empty = await patch(made.id, {});
    expect(empty.status).toBe(422);
  });
});

describe("another club's template and the roles", () => {
  it("answers 404 for another club's template, a malformed id, and another club", async () => {
    const theirs = await stranger.post(path("", otherClubId), { ...newsletter, name: "Theirs" });
    const theirId = ((await theirs.json()) as Template).id;
    for (const res of [
      await as.owner.request(path(`/${theirId}`)),
      await patch(theirId, { name: "Mine now" }),
      await as.owner.request(path(`/${theirId}`), { method: "DELETE" }),
      await as.owner.request(path("/not-an-id")),
      await as.owner.request(path("/builtin-unknown")),
    ]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ code: "NOT_FOUND", title: "Template not found" });
    }
    const club = await as.owner.request(path("", otherClubId));
    expect(club.status).toBe(404);
    // Still theirs, unchanged.
    const still = await stranger.request(path(`/${theirId}`, otherClubId));
    expect(((await still.json()) as Template).name).toBe("Theirs");
  });

  it("is for owners, admins and managers: a member is refused before the body is read", async () => {
    for (const role of ["owner", "admin", "manager"] as const) {
      expect((await as[role].request(path())).status).toBe(200);
    }
    const res = await as.member.post(path(), { nonsense: true });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ code: "FORBIDDEN", title: DENIED });
  });
});

describe("the preview", () => {
  let memberId = "";
  beforeAll(async () => {
    const [row] = await t.database.db
      .insert(members)
      .values({
        clubId,
        firstName: "<img src=x onerror=alert(1)>",
        lastName: "O'Brien & Sons",
        email: "xss@example.com",
        membershipNumber: "L-7",
        membershipType: "annual",
        membershipStatus: "grace",
        membershipStartDate: "2026-01-01",
        membershipEndDate: "2026-12-31",
      })
      .returning({ id: members.id });
    memberId = row?.id ?? "";
  });

  it("fills in a member's values, escaped in the HTML, as they are in the subject and the text", async () => {
    await t.database.db
      .update(clubs)
      .set({ preferences: { language: "en", dateFormat: "DD/MM/YYYY", timeFormat: "24" } })
      .where(eq(clubs.id, clubId));
    const res = await as.manager.post(path("/preview"), {
      subject: newsletter.subject,
      bodyHtml:
        "<p>Dear {{full_name}} ({{membership_number}}),</p><p>{{membership_type}}, {{membership_status}}, until {{membership_end}}.</p>",
      memberId,
    });
    expect(res.status).toBe(200);
    const preview = (await res.json()) as TemplatePreviewResult;
    expect(preview.subject).toBe("News from Lakeside Club for <img src=x onerror=alert(1)>");
    expect(preview.memberName).toBe("<img src=x onerror=alert(1)> O'Brien & Sons");
    expect(preview.html).toContain(
      "<p>Dear &lt;img src=x onerror=alert(1)&gt; O&#39;Brien &amp; Sons (L-7),</p><p>Annual, Grace period, until 31/12/2026.</p>",
    );
    expect(preview.html).not.toContain("<img src=x");
    // The club's layout: its name in the header, the subject as the heading.
    expect(preview.html).toContain("Lakeside Club");
    expect(preview.html).toContain(
      "<title>News from Lakeside Club for &lt;img src=x onerror=alert(1)&gt;</title>",
    );
    expect(preview.text).toContain("Dear <img src=x onerror=alert(1)> O'Brien & Sons (L-7),");
    expect(preview.text).toContain("Annual, Grace period, until 31/12/2026.");
  });

  it("checks a link's address once a member's value is in it: a name that is a javascript: address is no link", async () => {
    const [row] = await t.database.db
      .insert(members)
      .values({
        clubId,
        firstName: "javascript:alert(document.cookie)",
        lastName: "Link",
        email: "ct-link@example.com",
        membershipType: "annual",
        membershipStatus: "active",
      })
      .returning({ id: members.id });
    const res = await as.owner.post(path("/preview"), {
      subject: "Hello",
      bodyHtml:
        '<p><a href="{{first_name}}">Your card</a> <a href="https://club.example/{{membership_number}}">site</a></p>',
      memberId: row?.id,
    });
    expect(res.status).toBe(200);
    const preview = (await res.json()) as TemplatePreviewResult;
    expect(preview.html).not.toContain("javascript:");
    expect(preview.html).toContain("<a>Your card</a>");
    expect(preview.html).toContain('<a href="https://club.example/">site</a>');
  });

  it("uses sample values when no member is chosen, and refuses another club's member", async () => {
    const res = await as.owner.post(path("/preview"), {
      subject: "Hi {{first_name}}",
      bodyHtml: "<p>{{email}}</p>",
    });
    expect(res.status).toBe(200);
    const preview = (await res.json()) as TemplatePreviewResult;
    expect(preview).toMatchObject({ subject: "Hi Alex", memberName: null });
    expect(preview.text).toContain("alex.sample@example.com");

    const [theirs] = await t.database.db
      .insert(members)
      .values({ clubId: otherClubId, firstName: "Hidden", email: "hidden@example.com" })
      .returning({ id: members.id });
    const refused = await as.owner.post(path("/preview"), {
      subject: "Hi {{first_name}}",
      bodyHtml: "<p>x</p>",
      memberId: theirs?.id,
    });
    expect(refused.status).toBe(404);
    expect(JSON.stringify(await refused.json())).not.toContain("Hidden");
    const unknown = await as.owner.post(path("/preview"), {
      subject: "{{frist_name}}",
      bodyHtml: "<p>x</p>",
    });
    expect(unknown.status).toBe(422);
  });
});

describe("send me a test", () => {
  it("sends the e-mail to one's own address, with one's own values, and says where it went", async () => {
    const res = await as.owner.post(path("/test"), {
      subject: "Hello {{first_name}}",
      bodyHtml: "<p>Welcome to <strong>{{club_name}}</strong>, {{full_name}}.</p>",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ to: "ct-owner@example.com" });
    const mail = await t.lastMailTo("ct-owner@example.com", "[Test] Hello Olive");
    expect(mail).toBeDefined();
    expect(mail?.html).toContain("<p>Welcome to <strong>Lakeside Club</strong>, Olive Owner.</p>");
    expect(mail?.text).toContain("Welcome to Lakeside Club, Olive Owner.");
  });

  it("uses sample values for a user without a member record in the club", async () => {
    const res = await as.manager.post(path("/test"), {
      subject: "Hello {{first_name}}",
      bodyHtml: "<p>x</p>",
    });
    expect(await res.json()).toEqual({ to: "ct-manager@example.com" });
    expect(await t.lastMailTo("ct-manager@example.com", "[Test] Hello Alex")).toBeDefined();
  });
});

describe("a built-in template", () => {
  it("is edited as the club's version, and restored to the product's text, both audited", async () => {
    const edited = await patch("builtin-invitation", {
      name: "Ignored",
      subject: "Come and join {{club_name}}",
      bodyHtml: "<p>We would love to have you.</p><script>x</script>",
    });
    expect(edited.status).toBe(200);
    const view = (await edited.json()) as Template;
    expect(view).toMatchObject({
      id: "builtin-invitation",
      name: "Invitation",
      category: "welcome",
      builtinKey: "invitation",
      edited: true,
      subject: "Come and join {{club_name}}",
      bodyHtml: "<p>We would love to have you.</p>",
    });
    expect(view.updatedAt).not.toBeNull();
    const listed = (await list()).find((x) => x.id === "builtin-invitation");
    expect(listed).toEqual(view);

    // A second change updates the same version.
    const again = await patch("builtin-invitation", { bodyHtml: "<p>Truly.</p>" });
    expect(await again.json()).toMatchObject({
      subject: "Come and join {{club_name}}",
      bodyHtml: "<p>Truly.</p>",
    });
    const rows = await t.database.db
      .select()
      .from(messageTemplates)
      .where(eq(messageTemplates.builtinKey, "invitation"));
    expect(rows.map((r) => r.clubId)).toEqual([clubId]);
    const versionId = rows[0]?.id ?? "";

    const restored = await as.owner.request(path("/builtin-invitation"), { method: "DELETE" });
    expect(restored.status).toBe(204);
    const back = (await (await as.owner.request(path("/builtin-invitation"))).json()) as Template;
    expect(back).toMatchObject({
      edited: false,
      updatedAt: null,
      subject: "You're invited to join {{club_name}}",
    });

    const trail = await auditRows(t.database.db, { tableName: "message_templates", recordId: versionId });
    expect(trail.map((r) => [r.action, r.changedBy])).toEqual([
      ["INSERT", ownerId],
      ["UPDATE", ownerId],
      ["DELETE", ownerId],
    ]);
    // Restoring what was never edited changes nothing.
    expect((await as.owner.request(path("/builtin-welcome"), { method: "DELETE" })).status).toBe(204);
  });

  it("shows the product's text in the screen's language (or the one asked for), its name in the screen's", async () => {
    await t.database.db
      .update(clubs)
      .set({ preferences: { language: "de", dateFormat: "DD.MM.YYYY", timeFormat: "24" } })
      .where(eq(clubs.id, clubId));
    try {
      // An English screen of a German club: the English e-mail, as its English readers get it.
      const english = await as.owner.request(path("/builtin-welcome"), {
        headers: { "accept-language": "en" },
      });
      expect(await english.json()).toMatchObject({
        name: "Welcome",
        language: "en",
        subject: "Welcome to {{club_name}}: your membership is active",
      });
      for (const [language, subject] of [
        ["de", "Willkommen bei {{club_name}}: Ihre Mitgliedschaft ist aktiv"],
        ["fr", "Bienvenue à {{club_name}}\u00a0: votre adhésion est active"],
        ["es", "Le damos la bienvenida a {{club_name}}: su membresía está activa"],
      ] as const) {
        const onScreen = await as.owner.request(path("/builtin-welcome"), {
          headers: { "accept-language": language },
        });
        expect(await onScreen.json()).toMatchObject({ language, subject });
        const asked = await as.owner.request(path(`/builtin-welcome?language=${language}`), {
          headers: { "accept-language": "en" },
        });
        expect(await asked.json()).toMatchObject({ name: "Welcome", language, subject });
      }
      expect((await as.owner.request(path("/builtin-welcome?language=it"))).status).toBe(422);
    } finally {
      await t.database.db
        .update(clubs)
        .set({ preferences: { language: "en", dateFormat: "MM/DD/YYYY", timeFormat: "12" } })
        .where(eq(clubs.id, clubId));
    }
  });

  it("is edited and restored in each language on its own", async () => {
    const french = await patch("builtin-renewal_reminder?language=fr", {
      subject: "Renouvelez, {{first_name}}",
    });
    expect(french.status).toBe(200);
    expect(await french.json()).toMatchObject({
      language: "fr",
      edited: true,
      editedLanguages: ["fr"],
      subject: "Renouvelez, {{first_name}}",
    });
    // The English version is still the product's.
    const english = (await (
      await as.owner.request(path("/builtin-renewal_reminder?language=en"))
    ).json()) as Template;
    expect(english).toMatchObject({
      edited: false,
      editedLanguages: ["fr"],
      subject: "Time to renew your {{club_name}} membership",
    });
    const german = await patch("builtin-renewal_reminder?language=de", {
      subject: "Verlängern Sie, {{first_name}}",
    });
    expect(await german.json()).toMatchObject({ editedLanguages: ["de", "fr"] });
    const rows = await t.database.db
      .select({ language: messageTemplates.language })
      .from(messageTemplates)
      .where(eq(messageTemplates.builtinKey, "renewal_reminder"));
    expect(rows.map((r) => r.language).sort()).toEqual(["de", "fr"]);
    const restored = await as.owner.request(path("/builtin-renewal_reminder?language=fr"), {
      method: "DELETE",
    });
    expect(restored.status).toBe(204);
    const after = (await (
      await as.owner.request(path("/builtin-renewal_reminder?language=de"))
    ).json()) as Template;
    expect(after).toMatchObject({
      edited: true,
      editedLanguages: ["de"],
      subject: "Verlängern Sie, {{first_name}}",
    });
    await as.owner.request(path("/builtin-renewal_reminder?language=de"), { method: "DELETE" });
  });
});

describe("the club's invitation wording", () => {
  it("is what an invitation e-mail says once the built-in is edited, and the product's again once restored", async () => {
    const edited = await patch("builtin-invitation", {
      subject: "Come and play at {{club_name}}",
      bodyHtml: "<p>Bring your racket, {{email}}! {{first_name}}</p>",
    });
    expect(edited.status).toBe(200);
    const invited = await as.owner.post(`/api/clubs/${clubId}/invitations`, {
      email: "ct-invitee@example.com",
      role: "member",
      message: "See you <b>soon</b>",
    });
    expect(invited.status, JSON.stringify(await invited.clone().json())).toBe(201);
    const mail = await t.lastMailTo("ct-invitee@example.com", "Come and play at Lakeside Club");
    expect(mail).toBeDefined();
    expect(mail?.html).toContain("<p>Bring your racket, ct-invitee@example.com! </p>");
    // The product's expiry, the inviter's message (escaped) and the button stay.
    expect(mail?.text).toMatch(/This invitation is valid for 7 days\./);
    expect(mail?.html).toContain("See you &lt;b&gt;soon&lt;/b&gt;");
    expect(mail?.html).toMatch(/href="[^"]*\/accept-invitation\?token=/);
    // Who invited, in which role (spec section 7), after the club's text.
    expect(mail?.text).toContain("Olive Owner has invited you to join Lakeside Club as Member.");

    await as.owner.request(path("/builtin-invitation"), { method: "DELETE" });
    const again = await as.owner.post(`/api/clubs/${clubId}/invitations`, {
      email: "ct-invitee-2@example.com",
      role: "member",
    });
    expect(again.status).toBe(201);
    const product = await t.lastMailTo("ct-invitee-2@example.com");
    expect(product?.subject).toBe("You're invited to join Lakeside Club");
    expect(product?.text).toContain("has invited you to join Lakeside Club as Member.");
  });

  it("reaches each reader in their language: the club's French version a French reader, the English one an English reader", async () => {
    const res = await patch("builtin-invitation?language=fr", {
      subject: "Venez jouer à {{club_name}}",
      bodyHtml: "<p>Bonjour {{email}}, le club vous attend.</p>",
    });
    expect(res.status).toBe(200);
    try {
      // A reader whose account is in French; the club is English.
      await signedInClient(t, "ct-francais@example.com", { firstName: "Fanny", lastName: "Français" });
      await t.database.db
        .update(user)
        .set({ language: "fr" })
        .where(eq(user.email, "ct-francais@example.com"));
      expect(
        (
          await as.owner.post(`/api/clubs/${clubId}/invitations`, {
            email: "ct-francais@example.com",
            role: "member",
          })
        ).status,
      ).toBe(201);
      const french = await t.lastMailTo("ct-francais@example.com", "Venez jouer à Lakeside Club");
      expect(french?.text).toContain("Bonjour ct-francais@example.com, le club vous attend.");
      expect(french?.text).toContain("Olive Owner vous invite à rejoindre Lakeside Club");

      // A reader without an account follows the club's language: English, the product's English version.
      expect(
        (
          await as.owner.post(`/api/clubs/${clubId}/invitations`, {
            email: "ct-english@example.com",
            role: "member",
          })
        ).status,
      ).toBe(201);
      const english = await t.lastMailTo("ct-english@example.com");
      expect(english?.subject).toBe("You're invited to join Lakeside Club");
      expect(english?.text).toContain("We would be glad to welcome you to Lakeside Club on Clubhouse.");
    } finally {
      await as.owner.request(path("/builtin-invitation?language=fr"), { method: "DELETE" });
    }
  });
});

describe("what the template screen shows is what is sent", () => {
  it("an invitation and an invoice the club never edited are written from the built-in's text", async () => {
    const shown = async (key: string) =>
      (await (await as.owner.request(path(`/builtin-${key}?language=en`))).json()) as Template;
    const invitation = await shown("invitation");
    expect(
      (
        await as.owner.post(`/api/clubs/${clubId}/invitations`, {
          email: "ct-shown@example.com",
          role: "manager",
        })
      ).status,
    ).toBe(201);
    const invited = await t.lastMailTo("ct-shown@example.com");
    expect(invited?.subject).toBe(invitation.subject.replace("{{club_name}}", "Lakeside Club"));
    expect(invited?.html).toContain(invitation.bodyHtml.replace("{{club_name}}", "Lakeside Club"));

    const invoice = await shown("invoice");
    const [bea] = await t.database.db
      .insert(members)
      .values({
        clubId,
        firstName: "Bea",
        lastName: "Billed",
        email: "ct-bea@example.com",
        membershipType: "annual",
        membershipStatus: "active",
      })
      .returning({ id: members.id });
    const billed = await as.owner.post(`/api/clubs/${clubId}/billing/invoices`, {
      memberId: bea?.id,
      lines: [{ kind: "custom", description: "Locker", unitMinor: 2_000, taxable: false }],
      issue: true,
    });
    expect(billed.status).toBe(201);
    await t.jobs.runDue("billing.mail");
    const mail = await t.lastMailTo("ct-bea@example.com");
    expect(mail?.subject).toBe(invoice.subject.replace("{{club_name}}", "Lakeside Club"));
    expect(mail?.html).toContain(
      invoice.bodyHtml.replace("{{first_name}}", "Bea").replace("{{club_name}}", "Lakeside Club"),
    );
  });
});

describe("the club's invoice wording", () => {
  it("is what an invoice e-mail says once the built-in is edited, with the invoice's figures after it", async () => {
    const [ada] = await t.database.db
      .insert(members)
      .values({
        clubId,
        firstName: "Ada",
        lastName: "<Lovelace>",
        email: "ct-ada@example.com",
        membershipType: "annual",
        membershipStatus: "active",
      })
      .returning({ id: members.id });
    const billed = async (description: string) => {
      const res = await as.owner.post(`/api/clubs/${clubId}/billing/invoices`, {
        memberId: ada?.id,
        lines: [{ kind: "custom", description, unitMinor: 4_500, taxable: false }],
        issue: true,
      });
      expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
      await t.jobs.runDue("billing.mail");
      return ((await res.json()) as { number: string }).number;
    };

    expect(
      (
        await patch("builtin-invoice", {
          subject: "Your {{club_name}} invoice, {{first_name}}",
          bodyHtml: "<p>Thank you, {{full_name}}, for being a {{membership_type}} member.</p>",
        })
      ).status,
    ).toBe(200);
    const number = await billed("Locker");
    const mail = await t.lastMailTo("ct-ada@example.com", "Your Lakeside Club invoice, Ada");
    expect(mail).toBeDefined();
    expect(mail?.html).toContain("<p>Thank you, Ada &lt;Lovelace&gt;, for being a Annual member.</p>");
    expect(mail?.text).toContain("Thank you, Ada <Lovelace>, for being a Annual member.");
    expect(mail?.text).toContain(`Please find attached invoice ${number} for`);

    await as.owner.request(path("/builtin-invoice"), { method: "DELETE" });
    const second = await billed("Bag storage");
    const product = await t.lastMailTo("ct-ada@example.com", "Your invoice from Lakeside Club");
    expect(product?.text).toContain("Hello Ada,");
    expect(product?.text).toContain(`Please find attached invoice ${second} for`);
  });
});
