import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoiceLines } from "../../src/server/db/schema/billing.ts";
import { members, membershipTypes } from "../../src/server/db/schema/clubs.ts";
import type { Billable, InvoiceDetail, ReissueResult } from "../../src/shared/invoices.ts";
import type { TaxRate } from "../../src/shared/tax-rates.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { auditRows } from "../helpers/audit.ts";
import { newClub } from "../helpers/billing.ts";
import { giveRole } from "../helpers/roles.ts";
import { type Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// Tax rates per club (issue 36 item 2, decision 080): rates kept in the financial settings; each invoice line
// billed at one and keeping its copy; per rate the net amount and the tax, the tax rounded once per rate total;
// the PDF's tax summary; a rate on issued invoices deactivated, never deleted; another club's rate unknown.

let t: TestApp;
let owner: Client;
let manager: Client;
let clubId = "";
let otherClubId = "";
let memberId = "";
let standard: TaxRate;
let reduced: TaxRate;
let exempt: TaxRate;
let otherRate: TaxRate;
let issued: InvoiceDetail;

const billing = (rest: string, club = clubId) => `/api/clubs/${club}/billing${rest}`;

async function json<T>(res: Response, status: number): Promise<T> {
  const body = await res.text();
  expect(res.status, body).toBe(status);
  return JSON.parse(body) as T;
}

const addRate = (client: Client, body: Record<string, unknown>, club = clubId) =>
  client.request(billing("/tax-rates", club), { method: "POST", json: body });
const putRate = (id: string, body: Record<string, unknown>, club = clubId) =>
  owner.request(billing(`/tax-rates/${id}`, club), { method: "PUT", json: body });

/** The text of an issued document's PDF as staff download it, in German (pdftotext -layout). */
async function pdfText(invoiceId: string): Promise<string> {
  const res = await owner.request(billing(`/invoices/${invoiceId}/pdf`), {
    headers: { "accept-language": "de" },
  });
  expect(res.status).toBe(200);
  const dir = mkdtempSync(path.join(tmpdir(), "tax-pdf-"));
  try {
    const file = path.join(dir, "invoice.pdf");
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).replace(/\u00a0/g, " ");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInClient(t, "tax.owner@example.com");
  manager = await signedInClient(t, "tax.manager@example.com");
  clubId = await newClub(owner, "Tax Club");
  otherClubId = await newClub(owner, "Other Tax Club");
  await giveRole(t, clubId, "tax.manager@example.com", "manager");
  const [member] = await t.database.db
    .insert(members)
    .values({ clubId, firstName: "Tina", lastName: "Taxpayer", email: "tina@example.com" })
    .returning();
  memberId = member?.id ?? "";
});

afterAll(async () => {
  await t.close();
});

describe("the club's tax rates", () => {
  it("are added by the owner, the first the default, each in the audit trail", async () => {
    const empty = await json<{ taxRates: TaxRate[] }>(await owner.request(billing("/tax-rates")), 200);
    expect(empty.taxRates).toEqual([]);
    standard = await json(
      await addRate(owner, { name: "Regelsteuersatz", percent: 19, kind: "standard" }),
      201,
    );
    reduced = await json(await addRate(owner, { name: "Ermäßigt", percent: 7, kind: "standard" }), 201);
    exempt = await json(
      await addRate(owner, {
        name: "Sport",
        percent: 0,
        kind: "exempt",
        note: "Steuerfrei nach § 4 Nr. 22b UStG",
      }),
      201,
    );
    otherRate = await json(
      await addRate(owner, { name: "Other", percent: 10, kind: "standard" }, otherClubId),
      201,
    );
    expect(standard).toMatchObject({ isDefault: true, active: true, used: false, percent: 19 });
    expect(reduced).toMatchObject({ isDefault: false, percent: 7, note: null });
    expect(exempt).toMatchObject({ kind: "exempt", percent: 0, note: "Steuerfrei nach § 4 Nr. 22b UStG" });
    const list = await json<{ taxRates: TaxRate[] }>(await manager.request(billing("/tax-rates")), 200);
    expect(list.taxRates.map((r) => r.name)).toEqual(["Regelsteuersatz", "Ermäßigt", "Sport"]);
    const inserts = await auditRows(t.database.db, { tableName: "tax_rates", clubId, action: "INSERT" });
    expect(inserts).toHaveLength(3);
    expect(inserts.every((row) => row.changedBy !== "system")).toBe(true);
  });

  it("refuse what is not a rate, with a message on the field", async () => {
    const noNote = await json<{ fields: { path: string }[] }>(
      await addRate(owner, { name: "Frei", percent: 0, kind: "exempt" }),
      422,
    );
    expect(noNote.fields.map((f) => f.path)).toEqual(["note"]);
    const taxedExemption = await json<{ fields: { path: string }[] }>(
      await addRate(owner, { name: "Frei", percent: 5, kind: "exempt", note: "§ 4" }),
      422,
    );
    expect(taxedExemption.fields.map((f) => f.path)).toEqual(["percent"]);
    const tooHigh = await json<{ fields: { path: string }[] }>(
      await addRate(owner, { name: "Hoch", percent: 120, kind: "standard" }),
      422,
    );
    expect(tooHigh.fields.map((f) => f.path)).toEqual(["percent"]);
    const taken = await json<{ title: string }>(
      await addRate(owner, { name: "ermäßigt", percent: 5, kind: "standard" }),
      409,
    );
    expect(taken.title).toBe("There is already a tax rate named “ermäßigt”.");
    // The default stays the default and active until another is made it; it is never deleted.
    await json(
      await putRate(standard.id, {
        name: "Regelsteuersatz",
        percent: 19,
        kind: "standard",
        active: false,
        isDefault: true,
      }),
      422,
    );
    await json(await putRate(standard.id, { name: "Regelsteuersatz", percent: 19, kind: "standard" }), 422);
    await json(await owner.request(billing(`/tax-rates/${standard.id}`), { method: "DELETE" }), 409);
  });

  it("of another club answer 404, and are no rate to bill at", async () => {
    const body = { name: "Mine now", percent: 1, kind: "standard" };
    for (const id of [otherRate.id, "00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      expect((await putRate(id, body)).status, id).toBe(404);
      expect((await owner.request(billing(`/tax-rates/${id}`), { method: "DELETE" })).status, id).toBe(404);
    }
    const refused = await json<{ fields: { path: string }[] }>(
      await owner.request(billing("/invoices"), {
        method: "POST",
        json: {
          memberId,
          lines: [{ kind: "custom", description: "Lesson", unitMinor: 1_000, taxRateId: otherRate.id }],
        },
      }),
      422,
    );
    expect(refused.fields.map((f) => f.path)).toEqual(["lines.0.taxRateId"]);
  });
});

describe("an invoice of several rates", () => {
  it("sums each rate's lines and rounds its tax once: 19 %, 7 % and an exempt line", async () => {
    // Three lines of 0.05 at 19 % (0.0095 of tax each) and two of 0.07 at 7 % (0.0049 each): rounded per
    // line, 0.01 × 3 + 0.00 × 2 = 0.03; per rate, 0.15 × 19 % = 0.0285 → 0.03 and 0.14 × 7 % = 0.0098 → 0.01.
    const line = (description: string, unitMinor: number, rate: TaxRate | null) => ({
      kind: "custom",
      description,
      unitMinor,
      ...(rate ? { taxRateId: rate.id } : {}),
    });
    issued = await json<InvoiceDetail>(
      await owner.request(billing("/invoices"), {
        method: "POST",
        json: {
          memberId,
          issue: true,
          send: false,
          lines: [
            line("Ball marker", 5, null),
            line("Scorecard", 7, reduced),
            line("Tee", 5, standard),
            line("Training", 5_000, exempt),
            line("Pencil", 7, reduced),
            line("Pitch repairer", 5, standard),
          ],
        },
      }),
      201,
    );
    expect(issued.taxes).toEqual([
      {
        marker: "A",
        taxName: "Regelsteuersatz",
        taxPercent: 19,
        taxKind: "standard",
        taxNote: null,
        netMinor: 15,
        taxMinor: 3,
      },
      {
        marker: "B",
        taxName: "Ermäßigt",
        taxPercent: 7,
        taxKind: "standard",
        taxNote: null,
        netMinor: 14,
        taxMinor: 1,
      },
      {
        marker: "C",
        taxName: "Sport",
        taxPercent: 0,
        taxKind: "exempt",
        taxNote: "Steuerfrei nach § 4 Nr. 22b UStG",
        netMinor: 5_000,
        taxMinor: 0,
      },
    ]);
    expect(issued).toMatchObject({ subtotalMinor: 5_029, taxMinor: 4, totalMinor: 5_033 });
    expect(issued.lines.map((l) => [l.description, l.taxMarker, l.taxable, l.taxRateId])).toEqual([
      ["Ball marker", "A", true, standard.id],
      ["Scorecard", "B", true, reduced.id],
      ["Tee", "A", true, standard.id],
      ["Training", "C", false, exempt.id],
      ["Pencil", "B", true, reduced.id],
      ["Pitch repairer", "A", true, standard.id],
    ]);
  });

  it("prints per rate the taxable amount and the tax, and the exemption's wording, on its PDF", async () => {
    const text = await pdfText(issued.id);
    expect(text).toContain("Steuerübersicht");
    expect(text).toMatch(/A\s+Regelsteuersatz 19 %\s+0,15 \$\s+0,03 \$/);
    expect(text).toMatch(/B\s+Ermäßigt 7 %\s+0,14 \$\s+0,01 \$/);
    expect(text).toMatch(/C\s+Sport \(steuerfrei\)\s+50,00 \$\s+0,00 \$/);
    expect(text).toContain("C: Steuerfrei nach § 4 Nr. 22b UStG");
    expect(text).toMatch(/Training\s+1\s+50,00 \$\s+50,00 \$\s+C/);
    expect(text).toMatch(/Gesamtbetrag\s+50,33 \$/);
  });

  it("keeps the rates it was issued with when a rate is edited, and a used rate is deactivated, never deleted", async () => {
    const edited = await json<TaxRate>(
      await putRate(reduced.id, { name: "Ermäßigt neu", percent: 8, kind: "standard" }),
      200,
    );
    expect(edited).toMatchObject({ name: "Ermäßigt neu", percent: 8, used: true });
    const again = await json<InvoiceDetail>(await owner.request(billing(`/invoices/${issued.id}`)), 200);
    expect(again.taxes).toEqual(issued.taxes);
    expect(again.taxMinor).toBe(4);
    expect((await pdfText(issued.id)).match(/B\s+Ermäßigt 7 %\s+0,14 \$\s+0,01 \$/)).not.toBeNull();
    const updates = await auditRows(t.database.db, {
      tableName: "tax_rates",
      recordId: reduced.id,
      action: "UPDATE",
    });
    expect(updates.at(-1)?.changedFields).toEqual(expect.arrayContaining(["name", "percent"]));

    // Issued: the database keeps its lines' copies as they are.
    await expect(
      t.database.db
        .update(invoiceLines)
        .set({ taxPercent: 8 })
        .where(and(eq(invoiceLines.invoiceId, issued.id), eq(invoiceLines.taxRateId, reduced.id))),
    ).rejects.toThrow();

    const refused = await json<{ title: string }>(
      await owner.request(billing(`/tax-rates/${reduced.id}`), { method: "DELETE" }),
      409,
    );
    expect(refused.title).toContain("deactivate it instead");
    await json(
      await putRate(reduced.id, { name: "Ermäßigt neu", percent: 8, kind: "standard", active: false }),
      200,
    );
    // Deactivated: no longer offered, nor taken on a new line.
    const billable = await json<Billable>(await owner.request(billing(`/members/${memberId}/billable`)), 200);
    expect(billable.taxRates.map((r) => r.name)).toEqual(["Regelsteuersatz", "Sport"]);
    const notOffered = await json<{ fields: { path: string }[] }>(
      await owner.request(billing("/invoices"), {
        method: "POST",
        json: {
          memberId,
          lines: [{ kind: "custom", description: "Pencil", unitMinor: 7, taxRateId: reduced.id }],
        },
      }),
      422,
    );
    expect(notOffered.fields.map((f) => f.path)).toEqual(["lines.0.taxRateId"]);
  });

  it("is credited rate by rate: the credit note's summary is the invoice's", async () => {
    const result = await json<ReissueResult>(
      await owner.request(billing(`/invoices/${issued.id}/reissue`), {
        method: "POST",
        json: { reason: "Rates" },
      }),
      201,
    );
    const credit = await json<InvoiceDetail>(
      await owner.request(billing(`/invoices/${result.creditNote?.id}`)),
      200,
    );
    expect(credit.taxes.map((g) => [g.taxPercent, g.taxKind, g.netMinor, g.taxMinor])).toEqual(
      issued.taxes.map((g) => [g.taxPercent, g.taxKind, g.netMinor, g.taxMinor]),
    );
    expect(credit.totalMinor).toBe(issued.totalMinor);
    // The copy to correct bills each line at its rate as it is now.
    const copy = await json<InvoiceDetail>(await owner.request(billing(`/invoices/${result.draft.id}`)), 200);
    expect(copy.lines.find((l) => l.description === "Pencil")).toMatchObject({
      taxName: "Ermäßigt neu",
      taxPercent: 8,
    });
  });
});

describe("a price's own rate", () => {
  it("bills a membership type's fee at the type's rate, else at the default", async () => {
    await putRate(reduced.id, { name: "Ermäßigt neu", percent: 8, kind: "standard", active: true });
    const [annual] = await t.database.db
      .select()
      .from(membershipTypes)
      .where(and(eq(membershipTypes.clubId, clubId), eq(membershipTypes.code, "annual")));
    const typePath = `/api/clubs/${clubId}/membership-types/${annual?.id}`;
    const other = await owner.request(typePath, { method: "PATCH", json: { taxRateId: otherRate.id } });
    expect(other.status).toBe(422);
    const saved = await owner.request(typePath, {
      method: "PATCH",
      json: { taxRateId: reduced.id, priceMinor: 10_000 },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(((await saved.json()) as { taxRateId: string }).taxRateId).toBe(reduced.id);
    await t.database.db.update(members).set({ membershipType: "annual" }).where(eq(members.id, memberId));
    const billable = await json<Billable>(await owner.request(billing(`/members/${memberId}/billable`)), 200);
    expect(billable.membership?.taxRateId).toBe(reduced.id);
    const draft = await json<InvoiceDetail>(
      await owner.request(billing("/invoices"), {
        method: "POST",
        json: { memberId, lines: [{ kind: "membership", membershipType: "annual" }] },
      }),
      201,
    );
    expect(draft.lines[0]).toMatchObject({ taxRateId: reduced.id, taxPercent: 8 });
    expect(draft.taxMinor).toBe(800);
    // The type's rate removed: the default's.
    await t.database.db.execute(
      sql`update membership_types set tax_rate_id = null where id = ${annual?.id ?? ""}`,
    );
    const byDefault = await json<Billable>(
      await owner.request(billing(`/members/${memberId}/billable`)),
      200,
    );
    expect(byDefault.membership?.taxRateId).toBe(standard.id);
  });

  it("deletes an unused rate, the audit trail keeping it", async () => {
    const spare = await json<TaxRate>(
      await addRate(owner, { name: "Spare", percent: 3, kind: "standard" }),
      201,
    );
    // A draft billed at it: once the rate is gone, it is issued at the default rate.
    const draft = await json<InvoiceDetail>(
      await owner.request(billing("/invoices"), {
        method: "POST",
        json: {
          memberId,
          lines: [{ kind: "custom", description: "Tokens", unitMinor: 1_000, taxRateId: spare.id }],
        },
      }),
      201,
    );
    expect(draft.taxMinor).toBe(30);
    expect((await owner.request(billing(`/tax-rates/${spare.id}`), { method: "DELETE" })).status).toBe(204);
    expect(
      await auditRows(t.database.db, { tableName: "tax_rates", recordId: spare.id, action: "DELETE" }),
    ).toHaveLength(1);
    const issuedDraft = await json<{ status: string }>(
      await owner.request(billing(`/invoices/${draft.id}/issue`), { method: "POST", json: { send: false } }),
      200,
    );
    expect(issuedDraft.status).toBe("open");
    const atDefault = await json<InvoiceDetail>(await owner.request(billing(`/invoices/${draft.id}`)), 200);
    expect(atDefault.lines[0]).toMatchObject({
      taxRateId: standard.id,
      taxName: "Regelsteuersatz",
      taxPercent: 19,
    });
    expect(atDefault.taxMinor).toBe(190);
    expect((await addRate(manager, { name: "Manager's", percent: 3, kind: "standard" })).status).toBe(403);
  });
});
