import { describe, expect, it } from "vitest";
import { ownerNames } from "../../src/server/modules/clubs/clubs.service.ts";
import { can } from "../../src/shared/permissions.ts";

describe("owner names (spec section 4)", () => {
  it("prefers the user's own names", () => {
    expect(ownerNames({ id: "u", email: "x@example.com", firstName: "Ada", lastName: "Lovelace" })).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
    });
  });
  it("falls back to the capitalised parts of the e-mail's local part, then to Club Owner", () => {
    expect(ownerNames({ id: "u", email: "mary-jane.WATSON@example.com" })).toEqual({
      firstName: "Mary",
      lastName: "Jane Watson",
    });
    expect(ownerNames({ id: "u", email: "pro_shop@example.com" })).toEqual({
      firstName: "Pro",
      lastName: "Shop",
    });
    expect(ownerNames({ id: "u", email: "office@example.com" })).toEqual({
      firstName: "Office",
      lastName: "Owner",
    });
    expect(ownerNames({ id: "u", email: "@example.com" })).toEqual({ firstName: "Club", lastName: "Owner" });
  });
});

describe("permission table (product decisions section 2)", () => {
  it("lets only the owner delete a club and handle payment credentials", () => {
    expect(["owner", "admin", "manager", "member"].map((r) => can(r as never, "club.delete"))).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect(can("admin", "payments.credentials")).toBe(false);
  });
  it("lets owner and admin change settings, and managers manage members but not delete them", () => {
    expect(can("admin", "settings.manage")).toBe(true);
    expect(can("manager", "settings.manage")).toBe(false);
    expect(can("manager", "members.manage")).toBe(true);
    expect(can("manager", "members.delete")).toBe(false);
    expect(can("member", "members.manage")).toBe(false);
    expect(can("member", "members.readOwn")).toBe(true);
    expect(can(null, "members.readOwn")).toBe(false);
  });
});
