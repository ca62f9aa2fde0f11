import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "../../src/server/db/schema/auth.ts";
import { clubs, members } from "../../src/server/db/schema/clubs.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// Issue 33 item 7: a name is one line. A sender name with CR/LF in it was folded into From's display name,
// where it could pose as another address; a member's name with a line break broke the lines it is put in. Every
// name and text of one line refuses a control character with 422 and a message naming the field; nothing is
// saved.

let t: TestApp;
let owner: Client;
let clubId = "";

type Answer = { fields?: { path: string; message: string }[] };

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInClient(t, "lines.owner@example.com");
  const club = await owner.post("/api/clubs", { name: "Lines Club", email: "office@lines.example" });
  clubId = ((await club.json()) as { id: string }).id;
});
afterAll(() => t.close());

async function communication() {
  const res = await owner.request(`/api/clubs/${clubId}/settings`);
  return ((await res.json()) as { communication: Record<string, unknown> }).communication;
}

describe("a text of one line", () => {
  it("refuses a sender name with a line break, naming the field in the reader's language, and keeps the old one", async () => {
    const current = await communication();
    const saved = await owner.request(`/api/clubs/${clubId}/settings/communication`, {
      method: "PUT",
      json: { ...current, defaultSenderName: "Lines Club" },
    });
    expect(saved.status).toBe(200);
    for (const bad of [
      "Lines Club\r\nBcc: victim@example.com",
      "Lines\nClub",
      "Lines\u2028Club",
      "Lines\tClub",
    ]) {
      const res = await owner.request(`/api/clubs/${clubId}/settings/communication`, {
        method: "PUT",
        json: { ...current, defaultSenderName: bad },
      });
      expect(res.status, bad).toBe(422);
      const answer = (await res.json()) as Answer;
      expect(answer.fields).toContainEqual({
        path: "defaultSenderName",
        message: "Sender name must be one line: remove its line breaks and control characters.",
      });
    }
    const german = await owner.request(`/api/clubs/${clubId}/settings/communication`, {
      method: "PUT",
      json: { ...current, defaultSenderName: "Lines\r\nClub" },
      headers: { "accept-language": "de" },
    });
    expect(german.status).toBe(422);
    expect(((await german.json()) as Answer).fields).toContainEqual({
      path: "defaultSenderName",
      message: "Der Absendername muss eine Zeile sein: Entfernen Sie Zeilenumbrüche und Steuerzeichen.",
    });
    expect((await communication()).defaultSenderName).toBe("Lines Club");
  });

  it("drops a line break at a name's ends with its spaces", async () => {
    const current = await communication();
    const res = await owner.request(`/api/clubs/${clubId}/settings/communication`, {
      method: "PUT",
      json: { ...current, defaultSenderName: "  Lines Club\r\n" },
    });
    expect(res.status).toBe(200);
    expect((await communication()).defaultSenderName).toBe("Lines Club");
  });

  it("refuses a member's name with a line break, adding or editing, and saves nothing", async () => {
    const before = await t.database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.clubId, clubId));
    const added = await owner.post(`/api/clubs/${clubId}/members`, {
      firstName: "Mallory\r\nFrom: office@lines.example",
      lastName: "Member",
      email: "mallory@example.com",
    });
    expect(added.status).toBe(422);
    expect(((await added.json()) as Answer).fields).toContainEqual({
      path: "firstName",
      message: "First name must be one line: remove its line breaks and control characters.",
    });
    const after = await t.database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.clubId, clubId));
    expect(after.length).toBe(before.length);

    const created = await owner.post(`/api/clubs/${clubId}/members`, {
      firstName: "Mia",
      lastName: "Member",
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const edited = await owner.request(`/api/clubs/${clubId}/members/${id}`, {
      method: "PATCH",
      json: { lastName: "Mem\nber" },
      headers: { "accept-language": "fr" },
    });
    expect(edited.status).toBe(422);
    expect(((await edited.json()) as Answer).fields).toContainEqual({
      path: "lastName",
      message:
        "Le nom doit tenir sur une ligne : supprimez les retours à la ligne et les caractères de contrôle.",
    });
    const [row] = await t.database.db
      .select({ lastName: members.lastName })
      .from(members)
      .where(eq(members.id, id));
    expect(row?.lastName).toBe("Member");
  });

  it("refuses a line break in the club's name, a membership type's name and a field's label", async () => {
    const club = await owner.post("/api/clubs", { name: "Two\nLines", email: "office@two.example" });
    expect(club.status).toBe(422);
    expect(((await club.json()) as Answer).fields).toContainEqual({
      path: "name",
      message: "Club name must be one line: remove its line breaks and control characters.",
    });
    const type = await owner.post(`/api/clubs/${clubId}/membership-types`, {
      name: "Gold\r\nPlus",
      priceMinor: 1000,
      billingPeriod: "monthly",
    });
    expect(type.status).toBe(422);
    expect(((await type.json()) as Answer).fields).toContainEqual({
      path: "name",
      message: "The membership type's name must be one line: remove its line breaks and control characters.",
    });
    const field = await owner.post(`/api/clubs/${clubId}/member-fields`, {
      label: "Shirt\nsize",
      type: "text",
    });
    expect(field.status).toBe(422);
    expect(((await field.json()) as Answer).fields).toContainEqual({
      path: "label",
      message: "The field's label must be one line: remove its line breaks and control characters.",
    });
  });

  it("reads the settings saved before the rule: the migration makes each such value one line", async () => {
    const current = await communication();
    await t.database.db
      .update(clubs)
      .set({
        name: "Lines\r\nClub",
        availableSports: ["Golf", "Ten\nnis"],
        sportContacts: [
          { sport: "Golf", name: "Pro\r\nShop", email: "", phone: "555" },
          { sport: "Ten\u2028nis", name: "Coach", email: "", phone: "556" },
        ],
        communicationSettings: { ...current, defaultSenderName: "Lines Club\r\nBcc: victim@example.com" },
      })
      .where(eq(clubs.id, clubId));
    const before = await owner.request(`/api/clubs/${clubId}/settings`);
    expect(before.status).toBe(500);
    const migration = readFileSync(new URL("../../drizzle/0035_one_line_names.sql", import.meta.url), "utf8");
    for (const statement of migration.split("--> statement-breakpoint")) {
      await t.database.db.execute(sql.raw(statement));
    }
    const after = await owner.request(`/api/clubs/${clubId}/settings`);
    expect(after.status).toBe(200);
    const settings = (await after.json()) as {
      profile: { name: string; availableSports: string[]; sportContacts: { name: string; sport: string }[] };
      communication: { defaultSenderName: string };
    };
    expect(settings.profile.name).toBe("Lines Club");
    expect(settings.profile.availableSports).toEqual(["Golf", "Ten nis"]);
    expect(settings.profile.sportContacts.map((c) => c.name)).toEqual(["Pro Shop", "Coach"]);
    expect(settings.profile.sportContacts[1]?.sport).toBe("Ten nis");
    expect(settings.communication.defaultSenderName).toBe("Lines Club Bcc: victim@example.com");
  });

  it("refuses a line break in an account's names at sign-up (better-auth's body), and creates no account", async () => {
    const res = await new Client(t, "198.51.100.7").post("/api/auth/sign-up/email", {
      email: "eve@example.com",
      password: "correct horse battery",
      firstName: "Eve\r\nBcc: victim@example.com",
      lastName: "Person",
      name: "Eve Person",
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as Answer).fields).toContainEqual({
      path: "firstName",
      message: "First name must be one line: remove its line breaks and control characters.",
    });
    const [account] = await t.database.db.select().from(user).where(eq(user.email, "eve@example.com"));
    expect(account).toBeUndefined();
  });

  it("refuses a line break in a message's subject and a template's name", async () => {
    const template = await owner.post(`/api/clubs/${clubId}/communication-templates`, {
      name: "News\nletter",
      category: "announcement",
      subject: "Hello",
      bodyHtml: "<p>Hi</p>",
    });
    expect(template.status).toBe(422);
    expect(((await template.json()) as Answer).fields).toContainEqual({
      path: "name",
      message: "The template's name must be one line: remove its line breaks and control characters.",
    });
    const message = await owner.post(`/api/clubs/${clubId}/communications/messages`, {
      subject: "Hello\r\nBcc: everyone@example.com",
      bodyHtml: "<p>Hi</p>",
      audience: { kind: "all" },
      scheduledAt: null,
    });
    expect(message.status).toBe(422);
    expect(((await message.json()) as Answer).fields).toContainEqual({
      path: "subject",
      message: "The subject must be one line: remove its line breaks and control characters.",
    });
  });
});
