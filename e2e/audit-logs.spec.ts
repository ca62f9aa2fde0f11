import { mkdirSync, readFileSync } from "node:fs";
import labelsDe from "../src/web/messages/auditLabels/de.ts";
import labelsEs from "../src/web/messages/auditLabels/es.ts";
import labelsFr from "../src/web/messages/auditLabels/fr.ts";
import logsDe from "../src/web/messages/auditLogs/de.ts";
import logsEs from "../src/web/messages/auditLogs/es.ts";
import logsFr from "../src/web/messages/auditLogs/fr.ts";
import { check, screenshots } from "./axe.ts";
import { createOwnerByApi, type Owner, openNewClub } from "./club-helpers.ts";
import { expect, test } from "./fixtures.ts";

/*
 * The audit log at /audit-logs (issue 17): an owner changes a club setting, finds the change filtered by table
 * and action, opens it and reads the old and new values side by side with the changed field marked, then
 * exports the filtered rows as CSV and reads the downloaded file. Each state passes axe in light and dark mode
 * and is photographed at 1280 and 375 px.
 */

const SHOTS = "screenshots/audit-logs";
mkdirSync(SHOTS, { recursive: true });

let owner: Owner;
test.beforeAll(async ({ browser, serverUrl }) => {
  owner = await createOwnerByApi(browser, serverUrl, "Audrey");
});

test("an owner finds a settings change in the audit log, reads its old and new values and exports it", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { clubId } = await openNewClub(page, owner, "Ledger Lake Club");
  const settings = await page.request.get(`/api/clubs/${clubId}/settings`);
  const membership = ((await settings.json()) as { membership: Record<string, unknown> }).membership;
  const put = await page.request.put(`/api/clubs/${clubId}/settings/membership`, {
    data: { ...membership, memberIdPrefix: "LLC" },
  });
  expect(put.status(), await put.text()).toBe(200);

  await page.goto("/audit-logs?table=clubs&action=UPDATE");
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  await expect(page.getByRole("navigation").getByRole("link", { name: "Audit log" })).toBeVisible();
  const list = page.getByRole("table", { name: "Data changes" });
  // The table and its fields by their names (issue 33 §12), the database's names in the tooltip.
  const row = list.getByRole("row").filter({ hasText: "Club" }).filter({ hasText: "Changed" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Audrey");
  await expect(row).toContainText("Membership settings, Updated at");
  await expect(row).not.toContainText("membership_settings");
  await expect(row.getByTitle("clubs", { exact: true })).toHaveText("Club");
  await expect(row.getByTitle("membership_settings, updated_at")).toBeVisible();
  await expect(page.getByText("1–1 of 1 entry")).toBeVisible();
  await check(page, "the audit log", row);
  await screenshots(page, `${SHOTS}/audit-logs-list`);

  await row.getByRole("button").first().click();
  const drawer = page.getByRole("dialog", { name: "Audit log entry" });
  const values = drawer.getByRole("table", { name: "Values" });
  const changed = values.getByRole("row").filter({ hasText: "Membership settings" });
  await expect(changed.getByTitle("membership_settings")).toHaveText("Membership settings");
  await expect(changed).toContainText("changed");
  await expect(changed.getByRole("cell").nth(1)).toContainText('"memberIdPrefix":');
  await expect(changed.getByRole("cell").nth(2)).toContainText('"memberIdPrefix": "LLC"');
  await check(page, "an entry's detail", drawer, '[role="dialog"]');
  await screenshots(page, `${SHOTS}/audit-logs-entry`, { fullPage: false });
  await page.keyboard.press("Escape");
  await expect(drawer).toHaveCount(0);

  await page.getByRole("button", { name: "Export" }).click();
  await page.getByRole("menuitem", { name: "CSV" }).click();
  const link = page.getByRole("link", { name: "Download CSV" });
  await expect(link).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/The link works until/)).toBeVisible();
  await screenshots(page, `${SHOTS}/audit-logs-export`);
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path()) ?? "", "utf8");
  const lines = csv.trim().split("\n");
  expect(lines[0]).toContain("changed_at,changed_by,changed_by_name,table_name");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain("clubs");
  expect(lines[1]).toContain("UPDATE");
  expect(lines[1]).toContain("LLC");
});

test("the audit log names tables and fields in the reader's language, and filters by ownership transfers", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { clubId } = await openNewClub(page, owner, "Ledger Lake Club");
  const settings = await page.request.get(`/api/clubs/${clubId}/settings`);
  const membership = ((await settings.json()) as { membership: Record<string, unknown> }).membership;
  const put = await page.request.put(`/api/clubs/${clubId}/settings/membership`, {
    data: { ...membership, memberIdPrefix: "LLD" },
  });
  expect(put.status(), await put.text()).toBe(200);

  try {
    for (const [language, labels, logs] of [
      ["de", labelsDe, logsDe],
      ["fr", labelsFr, logsFr],
      ["es", labelsEs, logsEs],
    ] as const) {
      expect((await page.request.put("/api/me/language", { data: { language } })).status()).toBe(200);
      await page.goto("/audit-logs?table=clubs&action=UPDATE");
      const list = page.getByRole("table", { name: logs.list.trailLabel });
      const row = list.getByRole("row").filter({ has: page.getByTitle("clubs", { exact: true }) });
      await expect(row, language).toHaveCount(1);
      await expect(row.getByTitle("clubs", { exact: true })).toHaveText(labels.tables.clubs);
      await expect(row.getByTitle("membership_settings, updated_at")).toHaveText(
        `${labels.columns.membership_settings}, ${labels.columns.updated_at}`,
      );
      // The table filter offers each table by its name: ownership transfers are one (they answered 422).
      await page.goto("/audit-logs?table=ownership_transfers");
      await expect(page.getByLabel(logs.filters.table, { exact: true })).toHaveValue(
        labels.tables.ownership_transfers,
      );
      await expect(page.getByText(logs.list.emptyText)).toBeVisible();
    }
  } finally {
    await page.request.put("/api/me/language", { data: { language: null } });
  }
});
