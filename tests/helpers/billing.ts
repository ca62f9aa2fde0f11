import { expect } from "vitest";
import { insertInvoice, type NewInvoiceLine } from "../../src/server/modules/billing/billing.repository.ts";
import type { Client, TestApp } from "./test-app.ts";

/** A new club of `client`'s (its owner), by its id. */
export async function newClub(client: Client, name: string): Promise<string> {
  const res = await client.post("/api/clubs", { name, email: "office@club.example" });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** A draft invoice of the club to a member (or nobody's), in USD, on Net 30. */
export function draftInvoice(
  t: TestApp,
  clubId: string,
  memberId: string | null,
  lines: NewInvoiceLine[],
  taxRate = 0,
) {
  return insertInvoice(
    t.database.db,
    clubId,
    {
      memberId,
      billTo: { name: "Ada Player", email: "ada@example.com", membershipNumber: "MB00001", address: null },
      currency: "USD",
      taxRate,
      terms: "Net 30",
    },
    lines,
  );
}
