import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoiceLines, invoices } from "../../src/server/db/schema/billing.ts";
import { members } from "../../src/server/db/schema/clubs.ts";
import type { InvoiceDetail, ReissueResult } from "../../src/shared/invoices.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { newClub } from "../helpers/billing.ts";
import { giveRole } from "../helpers/roles.ts";
import { type Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// An issued invoice is never changed (issue 36, decision 076): editing one is refused with a message that says
// what to do instead, in the reader's language; "credit and reissue" credits it in full (voided, a credit note
// for its whole total) and copies it as a new draft, in one transaction. Drafts still change.

let t: TestApp;
let owner: Client;
let manager: Client;
let clubId = "";
let otherClubId = "";
let memberId = "";

const billing = (rest: string, club = clubId) => `/api/clubs/${club}/billing${rest}`;

async function json<T>(res: Response, status: number): Promise<T> {
  const body = await res.text();
  expect(res.status, body).toBe(status);
  return (body ? JSON.parse(body) : null) as T;
}

function send(client: Client, method: string, url: string, body: unknown, language = "en") {
  return client.request(url, { method, json: body, headers: { "accept-language": language } });
}

const lines = [
  { kind: "custom", description: "Locker 1x5", quantity: 2, unitMinor: 4_000, taxable: false },
  { kind: "custom", description: "Lessons", quantity: 1, unitMinor: 6_000, taxable: false },
];

async function issued(): Promise<InvoiceDetail> {
  return json<InvoiceDetail>(
    await send(owner, "POST", billing("/invoices"), { memberId, lines, issue: true, send: false }),
    201,
  );
}

function storedLines(invoiceId: string) {
  return t.database.db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.position));
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInClient(t, "reissue.owner@example.com");
  clubId = await newClub(owner, "Reissue Club");
  otherClubId = await newClub(owner, "Other Reissue Club");
  manager = await signedInClient(t, "reissue.manager@example.com");
  await giveRole(t, clubId, "reissue.manager@example.com", "manager");
  const [member] = await t.database.db
    .insert(members)
    .values({
      clubId,
      firstName: "Ada",
      lastName: "Player",
      email: "ada.reissue@example.com",
      membershipType: "annual",
      membershipStatus: "active",
    })
    .returning();
  memberId = member?.id as string;
});

afterAll(async () => {
  await t.close();
});

describe("an issued invoice", () => {
  it("is not edited: the refusal says to credit and reissue it, in the reader's language", async () => {
    const invoice = await issued();
    const body = { memberId, lines: [{ ...lines[0], unitMinor: 1 }] };
    const english = await json<{ code: string; title: string }>(
      await send(owner, "PUT", billing(`/invoices/${invoice.id}`), body),
      409,
    );
    expect(english).toMatchObject({ code: "CONFLICT" });
    expect(english.title).toBe(
      `${invoice.number} has been issued: an issued invoice is not changed. Credit and reissue it instead: a credit note for the whole and a copy as a new draft to correct.`,
    );
    const german = await json<{ title: string }>(
      await send(owner, "PUT", billing(`/invoices/${invoice.id}`), body, "de"),
      409,
    );
    expect(german.title).toContain("Schreiben Sie sie stattdessen gut und stellen Sie sie neu aus");
    for (const language of ["fr", "es"]) {
      const other = await json<{ title: string }>(
        await send(owner, "PUT", billing(`/invoices/${invoice.id}`), body, language),
        409,
      );
      expect(other.title).not.toBe(english.title);
    }
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row?.totalMinor).toBe(14_000);
    expect((await storedLines(invoice.id)).map((l) => l.unitMinor)).toEqual([4_000, 6_000]);
  });

  it("is credited in full and copied as a new draft, which may still change", async () => {
    const invoice = await issued();
    const before = await storedLines(invoice.id);
    const result = await json<ReissueResult>(
      await send(owner, "POST", billing(`/invoices/${invoice.id}/reissue`), { reason: "Wrong locker" }),
      201,
    );
    // The invoice as it was issued, void, with the reason, its credit note for the whole.
    expect(result.invoice).toMatchObject({
      id: invoice.id,
      number: invoice.number,
      status: "void",
      voidReason: "Wrong locker",
      totalMinor: 14_000,
      balanceMinor: 0,
    });
    expect(result.invoice.creditNotes).toEqual([result.creditNote]);
    expect(await storedLines(invoice.id)).toEqual(before);
    expect(result.creditNote?.number).toMatch(/^CN-\d{4}-\d{5}$/);
    expect(result.creditNote?.totalMinor).toBe(14_000);
    const credit = await json<InvoiceDetail>(
      await owner.request(billing(`/invoices/${result.creditNote?.id}`)),
      200,
    );
    expect(credit).toMatchObject({
      kind: "credit_note",
      status: "paid",
      balanceMinor: 0,
      creditFor: { id: invoice.id, number: invoice.number },
    });
    expect(credit.lines[0]?.description).toBe(
      `Credit of invoice ${invoice.number} in full, reissued as a new invoice`,
    );

    // The copy: a draft of the same lines to the same member, no number yet.
    const draft = await json<InvoiceDetail>(
      await owner.request(billing(`/invoices/${result.draft.id}`)),
      200,
    );
    expect(draft).toMatchObject({ status: "draft", number: null, memberId, totalMinor: 14_000 });
    expect(draft.lines.map((l) => [l.description, l.quantity, l.unitMinor])).toEqual([
      ["Locker 1x5", 2, 4_000],
      ["Lessons", 1, 6_000],
    ]);
    // A draft changes; issued, it is the corrected invoice.
    await json<InvoiceDetail>(
      await send(owner, "PUT", billing(`/invoices/${draft.id}`), {
        memberId,
        lines: [{ ...lines[0], quantity: 1 }, lines[1]],
      }),
      200,
    );
    const corrected = await json<InvoiceDetail>(
      await send(owner, "POST", billing(`/invoices/${draft.id}/issue`), { send: false }),
      200,
    );
    expect(corrected).toMatchObject({ status: "open", totalMinor: 10_000 });
    expect(corrected.number).not.toBe(invoice.number);
  });

  it("is not reissued while it holds money, nor is a draft, a credit note or a void one", async () => {
    const invoice = await issued();
    await json(
      await send(owner, "POST", billing(`/invoices/${invoice.id}/payments`), {
        method: "cash",
        amountMinor: 1_000,
      }),
      201,
    );
    const held = await json<{ title: string }>(
      await send(owner, "POST", billing(`/invoices/${invoice.id}/reissue`), { reason: "Typo" }),
      409,
    );
    expect(held.title).toBe(
      `$10.00 was received on ${invoice.number} and not given back: refund it first, or void the invoice (its credit note gives the money back).`,
    );
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row?.status).toBe("open");

    const draft = await json<InvoiceDetail>(
      await send(owner, "POST", billing("/invoices"), { memberId, lines, issue: false, send: false }),
      201,
    );
    const refusedDraft = await json<{ title: string }>(
      await send(owner, "POST", billing(`/invoices/${draft.id}/reissue`), { reason: "Typo" }),
      409,
    );
    expect(refusedDraft.title).toBe("A draft is not reissued: edit it instead.");

    const other = await issued();
    const done = await json<ReissueResult>(
      await send(owner, "POST", billing(`/invoices/${other.id}/reissue`), { reason: "Typo" }),
      201,
    );
    const again = await json<{ title: string }>(
      await send(owner, "POST", billing(`/invoices/${other.id}/reissue`), { reason: "Typo" }),
      409,
    );
    expect(again.title).toBe(`${other.number} is void already.`);
    const creditNote = await json<{ title: string }>(
      await send(owner, "POST", billing(`/invoices/${done.creditNote?.id}/reissue`), { reason: "Typo" }),
      409,
    );
    expect(creditNote.title).toBe("A credit note is not reissued.");
  });

  it("is reissued by those who manage billing only, and another club's is not found", async () => {
    const invoice = await issued();
    await json(
      await send(manager, "POST", billing(`/invoices/${invoice.id}/reissue`), { reason: "Typo" }),
      403,
    );
    await json(
      await send(owner, "POST", billing(`/invoices/${invoice.id}/reissue`, otherClubId), { reason: "Typo" }),
      404,
    );
    await json(await send(owner, "POST", billing(`/invoices/${invoice.id}/reissue`), { reason: "" }), 422);
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row?.status).toBe("open");
  });
});
