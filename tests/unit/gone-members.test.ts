import { describe, expect, it } from "vitest";
import { againWithoutGoneMembers } from "../../src/server/errors.ts";

/** A driver error as Drizzle wraps it: the PostgreSQL code and constraint on `cause`. */
const pgError = (code: string, constraint: string) =>
  Object.assign(new Error("Failed query"), { cause: { code, constraint } });

describe("a job's batch that met a member deleted after it read them (decision 037)", () => {
  it("is done again, and goes on", async () => {
    let tries = 0;
    const result = await againWithoutGoneMembers(async () => {
      tries += 1;
      if (tries === 1) throw pgError("23503", "membership_events_member_id_members_id_fk");
      return "done";
    });
    expect(result).toBe("done");
    expect(tries).toBe(2);
  });

  it("fails on any other error at once, and on a member's key after three tries", async () => {
    let tries = 0;
    const other = againWithoutGoneMembers(async () => {
      tries += 1;
      throw pgError("23503", "invoices_club_id_clubs_id_fk");
    });
    await expect(other).rejects.toThrow("Failed query");
    expect(tries).toBe(1);
    tries = 0;
    const always = againWithoutGoneMembers(async () => {
      tries += 1;
      throw pgError("23503", "message_recipients_member_id_members_id_fk");
    });
    await expect(always).rejects.toThrow("Failed query");
    expect(tries).toBe(3);
  });
});
