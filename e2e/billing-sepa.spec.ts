import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { check, screenshots } from "./axe.ts";
import { createOwnerByApi, joinByApi, type Owner, openNewClub } from "./club-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { uniqueEmail } from "./helpers.ts";

/*
 * SEPA direct debit (issue 36 §5, decision 077): the owner of a euro club records a member's mandate signed on
 * paper on the member's page, runs a collection from the billing screen (shown before it is written), and
 * downloads the pain.008 file, which validates against the ISO 20022 schema kept in the repository. The card and
 * the drawer pass axe light and dark and are photographed at 1280 and 375 px.
 */

const SHOTS = "screenshots/billing-sepa";
mkdirSync(SHOTS, { recursive: true });

let owner: Owner;
test.beforeAll(async ({ browser, serverUrl }) => {
  owner = await createOwnerByApi(browser, serverUrl, "Sepp");
});

test("staff record a mandate, run a SEPA collection and download its file", async ({ page }) => {
  const { clubId } = await openNewClub(page, owner, "Isar Golf Club");
  // A euro club with its creditor identifier and its own IBAN (where the debits are paid in).
  const settings = (await (await page.request.get(`/api/clubs/${clubId}/settings`)).json()) as {
    financial: Record<string, unknown>;
  };
  const financial = await page.request.put(`/api/clubs/${clubId}/settings/financial`, {
    data: {
      ...settings.financial,
      currency: "EUR",
      // Due the next day: due by the collection date, two days on.
      invoiceTerms: "Net 1",
      sepaCreditorId: "DE98ZZZ09999999999",
      sepaPreNotificationDays: 2,
      bankDetails: {
        accountHolder: "Isar Golf Club e.V.",
        bankName: "Stadtsparkasse",
        accountNumber: "DE02701500000000594937",
        routingCode: "SSKMDEMMXXX",
      },
    },
  });
  expect(financial.status(), await financial.text()).toBe(200);
  const member = await page.request.post(`/api/clubs/${clubId}/members`, {
    data: {
      firstName: "Greta",
      lastName: "Lastschrift",
      email: uniqueEmail("greta"),
      membershipType: "annual",
    },
  });
  expect(member.status(), await member.text()).toBe(201);
  const { id: memberId } = (await member.json()) as { id: string };

  // The mandate, signed on paper, recorded on the member's page.
  await page.goto(`/members/${memberId}`);
  const card = page.getByRole("region", { name: "Direct debit mandate" });
  await expect(card.getByText("No mandate in force.")).toBeVisible();
  await card.getByLabel("IBAN").fill("DE89 3704 0044 0532 0130 00");
  await card.getByLabel("BIC").fill("COBADEFFXXX");
  await card.getByLabel("Account holder").fill("Greta Lastschrift");
  await card.getByRole("button", { name: "Record the mandate" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Mandate recorded" })).toBeVisible();
  await expect(card).toContainText("DE89 **** **** **** **30 00");
  await check(page, "a member's mandate", card);
  await screenshots(page, `${SHOTS}/mandate`);

  const invoice = await page.request.post(`/api/clubs/${clubId}/billing/invoices`, {
    data: {
      memberId,
      lines: [
        { kind: "custom", description: "Jahresbeitrag", quantity: 1, unitMinor: 48_050, taxable: false },
      ],
      issue: true,
      send: false,
    },
  });
  expect(invoice.status(), await invoice.text()).toBe(201);
  const { number } = (await invoice.json()) as { number: string };

  // The run: shown first, then written.
  await page.goto("/billing");
  await page.getByRole("button", { name: "Direct debit" }).click();
  const drawer = page.getByRole("dialog", { name: "SEPA direct debit" });
  await drawer.getByRole("button", { name: "New collection run" }).click();
  await expect(drawer.getByText(/^1 invoice, €480\.50 in all, will be collected on /)).toBeVisible();
  await expect(drawer.getByRole("row").filter({ hasText: number })).toContainText(
    "DE89 **** **** **** **30 00",
  );
  await check(
    page,
    "a collection run before it is written",
    drawer.getByRole("button", { name: "Collect and write the file" }),
  );
  await screenshots(page, `${SHOTS}/run-preview`);
  await drawer.getByRole("button", { name: "Collect and write the file" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Collection run written: 1 debit" })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    drawer.getByRole("link", { name: "Download pain.008.001.08" }).click(),
  ]);
  const file = (await download.path()) as string;
  const xml = readFileSync(file, "utf8");
  expect(xml).toContain('<InstdAmt Ccy="EUR">480.50</InstdAmt>');
  expect(xml).toContain("<SeqTp>FRST</SeqTp>");
  expect(xml).toContain("DE98ZZZ09999999999");
  // Valid against ISO 20022's schema, as the bank will check it.
  execFileSync("xmllint", ["--noout", "--schema", "tests/fixtures/iso20022/pain.008.001.08.xsd", file], {
    stdio: "pipe",
  });
  await check(
    page,
    "a written collection run",
    drawer.getByRole("link", { name: "Download pain.008.001.08" }),
  );
  await screenshots(page, `${SHOTS}/run`);

  // The bank rejects the debit (pain.002, the answer to a pain.008.001.08): its file read, checked, recorded.
  const messageId = /<MsgId>([^<]+)<\/MsgId>/.exec(xml)?.[1];
  const report = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.10">
  <CstmrPmtStsRpt>
    <GrpHdr><MsgId>STS-1</MsgId><CreDtTm>2026-06-12T09:00:00</CreDtTm></GrpHdr>
    <OrgnlGrpInfAndSts><OrgnlMsgId>${messageId}</OrgnlMsgId><OrgnlMsgNmId>pain.008.001.08</OrgnlMsgNmId></OrgnlGrpInfAndSts>
    <OrgnlPmtInfAndSts>
      <OrgnlPmtInfId>${messageId}.FRST</OrgnlPmtInfId>
      <TxInfAndSts>
        <OrgnlEndToEndId>${number}</OrgnlEndToEndId>
        <TxSts>RJCT</TxSts>
        <StsRsnInf><Rsn><Cd>AC04</Cd></Rsn></StsRsnInf>
      </TxInfAndSts>
    </OrgnlPmtInfAndSts>
  </CstmrPmtStsRpt>
</Document>
`;
  const reportFile = path.join(tmpdir(), `pain002-${messageId}.xml`);
  writeFileSync(reportFile, report);
  execFileSync(
    "xmllint",
    ["--noout", "--schema", "tests/fixtures/iso20022/pain.002.001.10.xsd", reportFile],
    {
      stdio: "pipe",
    },
  );
  await drawer.getByRole("button", { name: "All runs" }).click();
  const returns = drawer.getByRole("list", { name: "Returns from the bank" });
  await drawer.locator('input[type="file"]').setInputFiles(reportFile);
  await expect(returns.getByRole("listitem")).toHaveCount(1);
  await expect(returns.getByRole("listitem")).toContainText(`${number} · Greta Lastschrift`);
  await expect(returns.getByRole("listitem")).toContainText("€480.50 · reason AC04");
  await expect(returns.getByRole("listitem")).toContainText("To record");
  await check(page, "the bank's returns file read", drawer.getByRole("button", { name: "Record 1 return" }));
  await screenshots(page, `${SHOTS}/returns-file`);
  await drawer.getByRole("button", { name: "Record 1 return" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "1 return recorded" })).toBeVisible();
  await drawer.getByRole("button", { name: "Open" }).click();
  await expect(drawer.getByRole("row").filter({ hasText: number })).toContainText("Returned (AC04)");
});

test("a member signs a SEPA mandate online on a phone, after being told what is missing", async ({
  page,
  browser,
  baseURL,
}) => {
  const { clubId } = await openNewClub(page, owner, "Ammersee Golf Club");
  const settings = (await (await page.request.get(`/api/clubs/${clubId}/settings`)).json()) as {
    financial: Record<string, unknown>;
  };
  const financial = await page.request.put(`/api/clubs/${clubId}/settings/financial`, {
    data: { ...settings.financial, currency: "EUR", sepaCreditorId: "DE98ZZZ09999999999" },
  });
  expect(financial.status(), await financial.text()).toBe(200);
  const mia = await joinByApi(browser, baseURL as string, owner, clubId, "member", "Mia");
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } });
  await context.addCookies(mia.cookies);
  await context.addInitScript((id) => window.localStorage.setItem("selectedClubId", id), clubId);
  const m = await context.newPage();
  const mine = await m.request.get(`/api/clubs/${clubId}/members/me/golf-profile`);
  expect(mine.status(), await mine.text()).toBe(200);
  const { memberId } = ((await mine.json()) as { profile: { memberId: string } }).profile;

  await m.goto(`/members/${memberId}`);
  const card = m.getByRole("region", { name: "Direct debit mandate" });
  await expect(card).toContainText("creditor identifier DE98ZZZ09999999999");
  await check(m, "a member's offer to sign a mandate", card);

  // A mistyped IBAN and no consent: each is said, and nothing is signed.
  await card.getByLabel("IBAN").fill("DE89 3704 0044 0532 0130 01");
  await card.getByLabel("Account holder").fill("Mia Member");
  await card.getByRole("button", { name: "Sign the mandate" }).click();
  await expect(card.getByRole("alert")).toBeVisible();
  await check(m, "a member's mandate refused", card);
  await card.getByLabel("IBAN").fill("DE89 3704 0044 0532 0130 00");
  await card.getByLabel("I agree to this mandate").check();
  await card.getByRole("button", { name: "Sign the mandate" }).click();
  await expect(m.getByRole("alert").filter({ hasText: "Mandate signed" })).toBeVisible();
  await expect(card).toContainText("DE89 **** **** **** **30 00");
  await expect(card).toContainText("Signed online on");
  await expect(card).toContainText("Account holder: Mia Member");
  await expect
    .poll(() => m.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBeLessThanOrEqual(0);
  await check(m, "a member's mandate signed online", card);
  await screenshots(m, `${SHOTS}/my-mandate`);

  // Staff see it on the member's page as signed online.
  await page.goto(`/members/${memberId}`);
  const staffCard = page.getByRole("region", { name: "Direct debit mandate" });
  await expect(staffCard).toContainText("Signed online on");
  await context.close();
});
