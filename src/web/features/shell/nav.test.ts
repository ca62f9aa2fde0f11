import { describe, expect, it } from "vitest";
import { type Permission, type Role, rolePermissions } from "../../../shared/permissions.ts";
import shell from "../../messages/shell/en.ts";
import { currentItem, type NavItem, navItems, pathInOtherClub } from "./nav.ts";

/** An item's English label. */
const label = (item: NavItem) => shell.nav[item.key];
const labelAt = (pathname: string, items = navItems) => {
  const item = currentItem(items, pathname);
  return item && label(item);
};

describe("currentItem", () => {
  it("marks the dashboard on / only", () => {
    expect(labelAt("/")).toBe("Dashboard");
    expect(labelAt("/unknown")).toBeUndefined();
  });

  it("marks the settings on their screens and sub-screens", () => {
    expect(labelAt("/settings")).toBe("Settings");
    expect(labelAt("/settings/")).toBe("Settings");
    expect(labelAt("/settings/club")).toBe("Settings");
    expect(labelAt("/branding")).toBe("Settings");
    expect(labelAt("/settings-other")).toBeUndefined();
  });

  it("marks Administrators on both of its paths, the more specific path winning over the settings", () => {
    expect(labelAt("/admin-management")).toBe("Administrators");
    expect(labelAt("/settings/admin")).toBe("Administrators");
    expect(labelAt("/settings/admin/")).toBe("Administrators");
  });

  it("falls back to the settings when the Administrators item is hidden", () => {
    const withoutAdmins = navItems.filter((item) => label(item) !== "Administrators");
    expect(labelAt("/settings/admin", withoutAdmins)).toBe("Settings");
  });

  it("marks Members and Memberships on their screens, not on each other's", () => {
    expect(labelAt("/members")).toBe("Members");
    expect(labelAt("/members/0b6f2d1e-5d0c-4c53-9a43-7d1f0e2a9b10")).toBe("Members");
    expect(labelAt("/memberships")).toBe("Memberships");
    expect(labelAt("/memberships/")).toBe("Memberships");
  });

  it("marks Competitions on its list and on a competition", () => {
    expect(labelAt("/competitions")).toBe("Competitions");
    expect(labelAt("/competitions/0b6f2d1e-5d0c-4c53-9a43-7d1f0e2a9b10")).toBe("Competitions");
  });

  it("marks Communications on its screen", () => {
    expect(labelAt("/communications")).toBe("Communications");
  });

  it("marks Billing on its screen", () => {
    expect(labelAt("/billing")).toBe("Billing");
    expect(labelAt("/billing/")).toBe("Billing");
  });

  it("marks Templates on the communication templates screen", () => {
    expect(labelAt("/communication-templates")).toBe("Templates");
    expect(labelAt("/communication-templates/")).toBe("Templates");
  });

  it("keeps the membership types under the settings", () => {
    expect(labelAt("/settings/membership-types")).toBe("Settings");
    expect(labelAt("/membership-settings")).toBe("Settings");
  });
});

describe("navItems", () => {
  it("offers Memberships, the tee sheet, Competitions and Billing to every role, Members and Communications to the staff, golf settings, the security dashboard and the audit log to owners and admins", () => {
    const can = (role: Role) => (p: Permission) => rolePermissions[role].includes(p);
    const visible = (role: Role) =>
      navItems.filter((item) => !item.permission || can(role)(item.permission)).map(label);
    expect(visible("member")).toEqual(["Dashboard", "Memberships", "Tee sheet", "Competitions", "Billing"]);
    expect(visible("manager")).toEqual([
      "Dashboard",
      "Members",
      "Memberships",
      "Tee sheet",
      "Competitions",
      "Billing",
      "Communications",
      "Templates",
    ]);
    expect(visible("admin")).toEqual([
      "Dashboard",
      "Members",
      "Memberships",
      "Tee sheet",
      "Competitions",
      "Billing",
      "Communications",
      "Templates",
      "Settings",
      "Golf settings",
      "Administrators",
      "Security",
      "Audit log",
    ]);
  });
});

describe("pathInOtherClub", () => {
  const as = (role: Role) => (p: Permission) => rolePermissions[role].includes(p);

  it("stays on the same screen where the role in the new club may use it", () => {
    expect(pathInOtherClub("/members", as("manager"))).toBe("/members");
    expect(pathInOtherClub("/settings/club/", as("admin"))).toBe("/settings/club");
    expect(pathInOtherClub("/memberships", as("member"))).toBe("/memberships");
    expect(pathInOtherClub("/billing", as("member"))).toBe("/billing");
  });

  it("goes from a member's page to the members list: the id is the old club's", () => {
    expect(pathInOtherClub("/members/0b7c3f1e-1111-4222-8333-444455556666", as("owner"))).toBe("/members");
  });

  it("goes to the dashboard where the role may not use the screen, or it is unknown", () => {
    expect(pathInOtherClub("/settings", as("manager"))).toBe("/");
    expect(pathInOtherClub("/members", as("member"))).toBe("/");
    expect(pathInOtherClub("/admin-management", as("manager"))).toBe("/");
    expect(pathInOtherClub("/somewhere", as("owner"))).toBe("/");
  });
});
