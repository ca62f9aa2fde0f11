import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "../../src/server/db/schema/auth.ts";
import type { MemberField, MemberFieldList } from "../../src/shared/member-fields.ts";
import { customFieldValueFromText } from "../../src/shared/member-fields.ts";
import type { Member, MemberDetail, MemberList } from "../../src/shared/members.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { auditRows } from "../helpers/audit.ts";
import { newClub } from "../helpers/billing.ts";
import { asPerson, type FastMember, fastMembers } from "../helpers/golf-sessions.ts";
import { type Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// Custom member fields (issue 32 §2, decision 064): defined per club in the membership settings, filled on the
// member's record, shown to the member when visible to members, filtered on in the list, exported as columns.

let t: TestApp;
let owner: Client;
let ownerId: string;
let clubId: string;
let otherClubId: string;
let member: FastMember;
let level: MemberField;
let handicap: MemberField;
let locker: MemberField;
let junior: MemberField;
let since: MemberField;
let otherField: MemberField;
let adaId = "";

const club = (path: string, id = clubId) => `/api/clubs/${id}${path}`;
/** The list's custom field filters, as the query string carries them. */
const cf = (filters: Record<string, string>) => `cf=${encodeURIComponent(JSON.stringify(filters))}`;

async function json<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

const define = async (body: unknown, id = clubId) =>
  json<MemberField>(await owner.post(club("/member-fields", id), body), 201);

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInClient(t, "fields.owner@example.com");
  const [account] = await t.database.db.select().from(user).where(eq(user.email, "fields.owner@example.com"));
  ownerId = account?.id ?? "";
  clubId = await newClub(owner, "Fieldside Golf Club");
  otherClubId = await newClub(owner, "Elsewhere Golf Club");
  [member] = (await fastMembers(t, clubId, 1, "fieldmember")) as [FastMember];
});

afterAll(async () => {
  await t?.close();
});

describe("custom member fields", () => {
  it("defines fields of every type, in order, audited, with a stable key", async () => {
    level = await define({
      label: "Level",
      type: "choice",
      choices: ["Bronze", "Silver", "Gold"],
      visibility: "members",
    });
    handicap = await define({ label: "Handicap index", type: "number", visibility: "members" });
    locker = await define({ label: "Locker", type: "text" });
    junior = await define({ label: "Junior", type: "yes_no" });
    since = await define({ label: "Golfer since", type: "date" });
    otherField = await define({ label: "Level", type: "text" }, otherClubId);
    expect(level).toMatchObject({
      key: "level",
      type: "choice",
      required: false,
      visibility: "members",
      position: 0,
    });
    expect(handicap).toMatchObject({ key: "handicap_index", position: 1, choices: [] });
    expect(locker.visibility).toBe("staff");
    const list = await json<MemberFieldList>(await owner.request(club("/member-fields")));
    expect(list.fields.map((f) => f.label)).toEqual([
      "Level",
      "Handicap index",
      "Locker",
      "Junior",
      "Golfer since",
    ]);

    const [made] = await auditRows(t.database.db, { tableName: "member_fields", recordId: level.id });
    expect(made).toMatchObject({ action: "INSERT", clubId, changedBy: ownerId });

    const renamed = await json<MemberField>(
      await owner.request(club(`/member-fields/${level.id}`), {
        method: "PATCH",
        json: { label: "Playing level" },
      }),
    );
    expect(renamed).toMatchObject({ label: "Playing level", key: "level" });
  });

  it("refuses bad definitions with clear messages", async () => {
    const noChoices = await owner.post(club("/member-fields"), { label: "Colour", type: "choice" });
    expect(noChoices.status).toBe(422);
    expect((await noChoices.json()).fields).toEqual([
      { path: "choices", message: "A choice field needs at least one choice." },
    ]);
    const twice = await owner.post(club("/member-fields"), { label: "locker", type: "text" });
    expect(twice.status).toBe(409);
    expect((await twice.json()).title).toBe("This club already has a field with this label.");
    const long = await owner.post(club("/member-fields"), { label: "x".repeat(61), type: "text" });
    expect(long.status).toBe(422);
  });

  it("another club's field answers 404, and a member may not define fields", async () => {
    const res = await owner.request(club(`/member-fields/${otherField.id}`), {
      method: "PATCH",
      json: { label: "Mine" },
    });
    expect(res.status).toBe(404);
    expect((await owner.request(club(`/member-fields/${otherField.id}`), { method: "DELETE" })).status).toBe(
      404,
    );
    const denied = await asPerson(t, member.cookie, club("/member-fields"), {
      method: "POST",
      json: { label: "Sneaky", type: "text" },
    });
    expect(denied.status).toBe(403);
  });

  it("checks a member's values against the definitions, naming each field", async () => {
    const res = await owner.request(club(`/members/${member.memberId}`), {
      method: "PATCH",
      json: {
        customFields: {
          [level.id]: "Platinum",
          [handicap.id]: "twelve",
          [since.id]: "31/05/2020",
          [junior.id]: "maybe",
        },
      },
    });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.fields).toEqual([
      {
        path: `customFields.${level.id}`,
        message: "Playing level must be one of its choices: Bronze, Silver, Gold.",
      },
      { path: `customFields.${handicap.id}`, message: "Handicap index must be a number, such as 12 or 4.5." },
      {
        path: `customFields.${since.id}`,
        message: "Golfer since must be a date as YYYY-MM-DD, such as 2026-05-31.",
      },
      { path: `customFields.${junior.id}`, message: "Junior must be yes or no." },
    ]);
    const unknown = await owner.request(club(`/members/${member.memberId}`), {
      method: "PATCH",
      json: { customFields: { [otherField.id]: "x" } },
    });
    expect(unknown.status).toBe(422);

    const saved = await json<Member>(
      await owner.request(club(`/members/${member.memberId}`), {
        method: "PATCH",
        json: {
          customFields: {
            [level.id]: "gold",
            [handicap.id]: 12.4,
            [locker.id]: "B-17",
            [junior.id]: false,
            [since.id]: "2020-05-31",
          },
        },
      }),
    );
    expect(saved.customFields).toEqual({
      [level.id]: "Gold",
      [handicap.id]: 12.4,
      [locker.id]: "B-17",
      [junior.id]: false,
      [since.id]: "2020-05-31",
    });
    const change = await auditRows(t.database.db, {
      tableName: "members",
      recordId: member.memberId,
      action: "UPDATE",
    });
    expect(change.at(-1)?.changedFields).toContain("custom_fields");
    // A value left out keeps its value; null clears it.
    const cleared = await json<Member>(
      await owner.request(club(`/members/${member.memberId}`), {
        method: "PATCH",
        json: { customFields: { [locker.id]: null } },
      }),
    );
    expect(cleared.customFields[locker.id]).toBeUndefined();
    expect(cleared.customFields[level.id]).toBe("Gold");
  });

  it("enforces required fields on a new member", async () => {
    await json<MemberField>(
      await owner.request(club(`/member-fields/${handicap.id}`), {
        method: "PATCH",
        json: { required: true },
      }),
    );
    const res = await owner.post(club("/members"), { firstName: "Ada", lastName: "Lovelace" });
    expect(res.status).toBe(422);
    expect((await res.json()).fields).toEqual([
      { path: `customFields.${handicap.id}`, message: "Handicap index is required." },
    ]);
    const made = await json<Member>(
      await owner.post(club("/members"), {
        firstName: "Ada",
        lastName: "Lovelace",
        customFields: { [handicap.id]: "3,2", [level.id]: "Silver" },
      }),
      201,
    );
    adaId = made.id;
    expect(made.customFields).toEqual({ [handicap.id]: 3.2, [level.id]: "Silver" });
    await owner.request(club(`/member-fields/${handicap.id}`), {
      method: "PATCH",
      json: { required: false },
    });
  });

  it("shows the member only the fields visible to members", async () => {
    const own = await json<MemberDetail>(await asPerson(t, member.cookie, club("/members/me")));
    expect(own.member.customFields).toEqual({ [level.id]: "Gold", [handicap.id]: 12.4 });
    const byId = await json<MemberDetail>(
      await asPerson(t, member.cookie, club(`/members/${member.memberId}`)),
    );
    expect(byId.member.customFields).toEqual({ [level.id]: "Gold", [handicap.id]: 12.4 });
    const fields = await json<MemberFieldList>(await asPerson(t, member.cookie, club("/member-fields")));
    expect(fields.fields.map((f) => f.label)).toEqual(["Playing level", "Handicap index"]);
    const staff = await json<MemberDetail>(await owner.request(club(`/members/${member.memberId}`)));
    expect(Object.keys(staff.member.customFields)).toHaveLength(4);
  });

  it("filters the list on custom fields", async () => {
    const list = async (query: string) => json<MemberList>(await owner.request(club(`/members?${query}`)));
    const gold = await list(cf({ [level.id]: "Gold" }));
    expect(gold.members.map((m) => m.id)).toEqual([member.memberId]);
    expect(gold.total).toBe(1);
    const silver = await list(cf({ [level.id]: "silver" }));
    expect(silver.members.map((m) => m.displayName)).toEqual(["Ada Lovelace"]);
    expect((await list(cf({ [junior.id]: "no" }))).total).toBe(1);
    expect((await list(cf({ [junior.id]: "yes" }))).total).toBe(0);
    expect((await list(cf({ [handicap.id]: "3..13" }))).total).toBe(2);
    expect((await list(cf({ [handicap.id]: "10.." }))).total).toBe(1);
    expect((await list(cf({ [since.id]: "2020-01-01..2020-12-31" }))).total).toBe(1);
    expect((await list(cf({ [level.id]: "Gold", [handicap.id]: "..5" }))).total).toBe(0);
    const bad = await owner.request(club(`/members?${cf({ [handicap.id]: "many" })}`));
    expect(bad.status).toBe(422);
    expect((await bad.json()).fields).toEqual([
      { path: "cf", message: "Handicap index must be a number, such as 12 or 4.5." },
    ]);
    expect((await owner.request(club(`/members?${cf({ [otherField.id]: "x" })}`))).status).toBe(422);
    expect((await owner.request(club("/members?cf=Gold"))).status).toBe(422);
  });

  it("counts a message audience of a choice or yes/no field", async () => {
    const count = async (audience: unknown) =>
      owner.request(club("/communications/audience"), { method: "POST", json: { audience } });
    const gold = await json<{ recipients: number }>(
      await count({ kind: "customField", fieldId: level.id, values: ["gold"] }),
    );
    expect(gold.recipients).toBe(1);
    const notJunior = await json<{ recipients: number; withoutEmail: number }>(
      await count({ kind: "customField", fieldId: junior.id, values: ["no"] }),
    );
    expect(notJunior.recipients).toBe(1);
    const bronze = await json<{ recipients: number }>(
      await count({ kind: "customField", fieldId: level.id, values: ["Bronze"] }),
    );
    expect(bronze.recipients).toBe(0);
    expect((await count({ kind: "customField", fieldId: locker.id, values: ["B-17"] })).status).toBe(422);
    const other = await count({ kind: "customField", fieldId: otherField.id, values: ["x"] });
    expect(other.status).toBe(422);
    const wrong = await count({ kind: "customField", fieldId: level.id, values: ["Platinum"] });
    expect((await wrong.json()).title).toBe(
      "Playing level must be one of its choices: Bronze, Silver, Gold.",
    );
  });

  it("exports a column per field, headed by its label", async () => {
    const res = await owner.request(
      club(`/members/export.csv?cf=${encodeURIComponent(JSON.stringify({ [level.id]: "Gold" }))}`),
    );
    expect(res.status).toBe(200);
    const lines = (await res.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toMatch(/,notes,Playing level,Handicap index,Locker,Junior,Golfer since$/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/,Gold,12\.4,,No,2020-05-31$/);
  });

  it("refuses to take away a choice members hold, and deleting a field removes its values", async () => {
    const held = await owner.request(club(`/member-fields/${level.id}`), {
      method: "PATCH",
      json: { choices: ["Bronze", "Silver"] },
    });
    expect(held.status).toBe(409);
    expect((await held.json()).title).toBe("1 member holds the choice Gold. Change their value first.");
    expect((await owner.request(club(`/member-fields/${level.id}`), { method: "DELETE" })).status).toBe(204);
    const after = await json<MemberDetail>(await owner.request(club(`/members/${member.memberId}`)));
    expect(after.member.customFields[level.id]).toBeUndefined();
    const [gone] = await auditRows(t.database.db, {
      tableName: "member_fields",
      recordId: level.id,
      action: "DELETE",
    });
    expect(gone?.changedBy).toBe(ownerId);
  });

  it("reorders the fields", async () => {
    const ids = [since.id, handicap.id, locker.id, junior.id];
    const ordered = await json<MemberFieldList>(
      await owner.request(club("/member-fields/order"), { method: "PUT", json: { ids } }),
    );
    expect(ordered.fields.map((f) => f.id)).toEqual(ids);
    const partial = await owner.request(club("/member-fields/order"), {
      method: "PUT",
      json: { ids: [since.id] },
    });
    expect(partial.status).toBe(422);
  });

  it("erasing a member's personal data clears their custom fields", async () => {
    const res = await owner.request(club(`/members/${adaId}/erasure`), { method: "POST" });
    expect(res.status, await res.clone().text()).toBe(204);
    const after = await json<MemberDetail>(await owner.request(club(`/members/${adaId}`)));
    expect(after.member.customFields).toEqual({});
  });

  it("reads one text of a file as a field's value (for the import)", () => {
    const field = { id: "f", label: "Junior", type: "yes_no" as const, choices: [], required: false };
    expect(customFieldValueFromText(field, "Ja")).toEqual({ ok: true, value: true });
    expect(customFieldValueFromText(field, "non")).toEqual({ ok: true, value: false });
    expect(customFieldValueFromText({ ...field, type: "number" }, "4,5")).toEqual({ ok: true, value: 4.5 });
    expect(customFieldValueFromText({ ...field, type: "date" }, "2026-02-30").ok).toBe(false);
    expect(customFieldValueFromText({ ...field, type: "choice", choices: ["Red"] }, "red")).toEqual({
      ok: true,
      value: "Red",
    });
    expect(customFieldValueFromText({ ...field, type: "text" }, "  ")).toEqual({ ok: true, value: null });
  });
});
