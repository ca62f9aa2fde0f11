import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import dns2 from "dns2";
import { check, chooseTheme, screenshots, settled } from "./axe.ts";
import { createOwnerByApi, type Owner, openNewClub } from "./club-helpers.ts";
import { expect, test } from "./fixtures.ts";

/*
 * The club's sending domain in the communication settings (issue 16 item 6): an owner sets a domain up and
 * reads its SPF, DKIM and DMARC records with their copy buttons; verify, against a DNS server of the test's
 * own that knows none of them, shows each record pending. SMS is shown as not available. The panel passes
 * axe in light and dark mode and is photographed at 1280 and 375 px.
 */

const SHOTS = "screenshots/communication-domain";
mkdirSync(SHOTS, { recursive: true });

// The worker's server asks this DNS server (one per worker process: its port follows the process id).
const DNS_PORT = 40_000 + (process.pid % 20_000);
test.use({ serverEnv: { DNS_SERVERS: `127.0.0.1:${DNS_PORT}` } });

let owner: Owner;
let dns: ReturnType<typeof dns2.createServer> | undefined;
const asked: string[] = [];

test.beforeAll(async ({ browser, serverUrl }) => {
  dns = dns2.createServer({
    udp: true,
    tcp: true,
    handle: (request, send) => {
      const response = dns2.Packet.createResponseFromRequest(request);
      const name = request.questions[0]?.name ?? "";
      asked.push(name.toLowerCase());
      // Nothing is published yet: every name answers NXDOMAIN.
      response.header.rcode = 3;
      send(response);
    },
  });
  await dns.listen({
    udp: { port: DNS_PORT, address: "127.0.0.1" },
    tcp: { port: DNS_PORT, address: "127.0.0.1" },
  });
  owner = await createOwnerByApi(browser, serverUrl, "Dana");
});
test.afterAll(async () => {
  await dns?.close();
});

/** Screenshots at 1280 and 375 px, light and dark; a dialog as the screen shows it (not the whole page). */
function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  return screenshots(page, `${SHOTS}/domain-${name}`, { fullPage });
}

test("set up a sending domain, read its records with copy buttons, verify shows them pending", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const { clubId } = await openNewClub(page, owner, "Harbour Sailing Club");
  await page.goto("/communication-settings");
  const panel = page.getByRole("region", { name: "Sending domain" });
  await expect(panel.getByText(/No sending domain is set up/)).toBeVisible();
  // SMS is not available.
  await expect(page.getByText("Not available", { exact: true })).toBeVisible();
  await expect(page.getByRole("switch", { name: "SMS notifications" })).toBeDisabled();
  await check(
    page,
    "communication settings, no domain",
    panel.getByRole("button", { name: "Set up domain" }),
  );
  await chooseTheme(page, "light");

  // A name that is not a domain is refused on the field.
  await panel.getByLabel("Domain", { exact: true }).fill("not a domain");
  await panel.getByRole("button", { name: "Set up domain" }).click();
  await expect(panel.getByText("Enter a domain such as mail.example.com.")).toBeVisible();

  await panel.getByLabel("Domain", { exact: true }).fill("mail.harbour-sailing.test");
  await panel.getByRole("button", { name: "Set up domain" }).click();
  await expect(
    page.getByText("mail.harbour-sailing.test is set up. Publish its records, then verify."),
  ).toBeVisible();

  const records = panel.getByRole("table", { name: "DNS records to publish" });
  await expect(records).toBeVisible();
  const row = (name: string) =>
    records.getByRole("row").filter({ has: page.getByRole("rowheader", { name: new RegExp(`^${name}`) }) });
  await expect(row("SPF")).toContainText("v=spf1 a mx ~all");
  await expect(row("SPF")).toContainText("Pending");
  await expect(row("DKIM")).toContainText("._domainkey.mail.harbour-sailing.test");
  await expect(row("DKIM")).toContainText("v=DKIM1; k=rsa; p=");
  await expect(row("DMARC")).toContainText("_dmarc.mail.harbour-sailing.test");
  await expect(row("DMARC")).toContainText("v=DMARC1; p=none");

  // The copy buttons copy what the API holds.
  const stored = (await (await page.request.get(`/api/clubs/${clubId}/communications/domain`)).json()) as {
    domain: { records: { kind: string; host: string; value: string }[] };
  };
  const dkim = stored.domain.records.find((r) => r.kind === "dkim");
  await panel.getByRole("button", { name: "Copy the DKIM value", exact: true }).click();
  await expect(panel.getByRole("button", { name: "Copy the DKIM value: Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(dkim?.value);
  await panel.getByRole("button", { name: "Copy the DMARC host", exact: true }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("_dmarc.mail.harbour-sailing.test");
  // The DKIM key, too long for one DNS string, is also given as a zone file writes it.
  await panel.getByRole("button", { name: "Copy the DKIM value for a zone file" }).click();
  const zone = await page.evaluate(() => navigator.clipboard.readText());
  const strings = [...zone.matchAll(/"([^"]*)"/g)].map((m) => m[1] ?? "");
  expect(strings.every((s) => s.length <= 255)).toBe(true);
  expect(strings.join("")).toBe(dkim?.value);

  await check(page, "sending domain, records", records);
  await chooseTheme(page, "light");
  await shoot(page, "records");

  // Nothing is published: each record is pending, with why.
  await panel.getByRole("button", { name: "Verify", exact: true }).click();
  const status = panel.getByRole("status").filter({ hasText: "Not verified yet" });
  await expect(status).toContainText(
    "Some records were not found yet. DNS changes can take up to 48 hours to appear.",
  );
  await expect(records.getByText("No record was found at this host yet.")).toHaveCount(3);
  await expect(records.getByText("Pending", { exact: true })).toHaveCount(3);
  expect(asked).toEqual(
    expect.arrayContaining(["mail.harbour-sailing.test", "_dmarc.mail.harbour-sailing.test"]),
  );
  await check(page, "sending domain, verified pending", status);
  await chooseTheme(page, "light");
  await shoot(page, "pending");

  // Removing asks first, then the panel offers a setup again.
  await panel.getByRole("button", { name: "Remove domain" }).click();
  const dialog = page.getByRole("dialog", { name: "Remove the sending domain?" });
  await expect(dialog).toContainText("mail.harbour-sailing.test");
  await settled(page);
  await shoot(page, "remove", false);
  await dialog.getByRole("button", { name: "Remove domain" }).click();
  await expect(page.getByText("The sending domain mail.harbour-sailing.test was removed.")).toBeVisible();
  await expect(panel.getByRole("button", { name: "Set up domain" })).toBeVisible();
});
