import { describe, expect, it } from "vitest";
import { currentItem, navItems } from "./nav.ts";

const labelAt = (pathname: string, items = navItems) => currentItem(items, pathname)?.label;

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
    const withoutAdmins = navItems.filter((item) => item.label !== "Administrators");
    expect(labelAt("/settings/admin", withoutAdmins)).toBe("Settings");
  });
});
