import type { Browser, Page } from "@playwright/test";
import { check } from "./axe.ts";
import { ownerOfNewClub } from "./club-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { openMail, PASSWORD, uniqueEmail } from "./helpers.ts";

// Issue 32 §5, decision 065: staff invite the members without an account to sign in from the members list; a
// member opens the personal link from the development mailbox, chooses a password and lands on the club's
// member home without a reload; staff see them signed in.
test.describe.configure({ timeout: 120_000 });

async function freshPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

test("staff invite the list to sign in; the member sets a password from the e-mail's link and lands on their member home", async ({
  page,
  browser,
  baseURL,
}) => {
  const clubName = "Lakeside Tennis Club";
  await ownerOfNewClub(page, "Olga", clubName);
  const clubId = await page.evaluate(() => localStorage.getItem("selectedClubId"));
  const email = uniqueEmail("maya");
  const added = await page.request.post(`/api/clubs/${clubId}/members`, {
    data: { firstName: "Maya", lastName: "Member", email },
  });
  expect(added.status(), await added.text()).toBe(201);

  // Selected rows: the action names how many.
  await page.goto("/members");
  await page.getByRole("checkbox", { name: "Select Maya Member" }).check();
  await page.getByRole("button", { name: "Invite 1 selected member to sign in" }).click();
  const selectedDialog = page.getByRole("dialog", { name: "Invite members to sign in" });
  await expect(selectedDialog.getByText("1 member gets a personal link by e-mail.")).toBeVisible();
  await expect(selectedDialog.getByText(/left out/)).toHaveCount(0);
  await selectedDialog.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("checkbox", { name: "Select Maya Member" }).uncheck();

  // The filtered list (all): who gets an e-mail, who is left out and why (the owner has an account).
  await page.getByRole("button", { name: "Invite to sign in" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite members to sign in" });
  await expect(dialog.getByText("1 member gets a personal link by e-mail.")).toBeVisible();
  await expect(dialog.getByText("1 member is left out:")).toBeVisible();
  await expect(dialog.getByText("1 has an account already")).toBeVisible();
  await check(
    page,
    "the invitation's confirmation",
    dialog.getByRole("button", { name: "Send 1 invitation" }),
  );
  await dialog.getByRole("button", { name: "Send 1 invitation" }).click();
  await expect(page.getByText("1 invitation is on the way.")).toBeVisible();
  const panel = dialog.getByRole("region", { name: "Sign-in invitations" });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("button", { name: "Resend to 1 member not signed in" })).toBeVisible();
  await check(page, "the sign-in invitations' panel", panel);

  // The member's record says where the invitation stands.
  await page.keyboard.press("Escape");
  await page.getByRole("link", { name: "Maya Member" }).click();
  const signInFact = page.locator("dt", { hasText: /^Sign-in$/ }).locator("xpath=following-sibling::dd[1]");
  await expect(signInFact).toHaveText(/^(Queued|Sent)$/);

  // The member's e-mail, from the development mailbox.
  await openMail(page, email, `${clubName} invites you to sign in`);
  const href = await page
    .getByRole("article", { name: "Message" })
    .getByRole("link", { name: "Choose your password" })
    .getAttribute("href");
  expect(href).toMatch(/\/sign-in-link\?token=/);

  const member = await freshPage(browser, baseURL);
  // A phone's width: the page fits it.
  await member.setViewportSize({ width: 375, height: 812 });
  await member.goto(href as string);
  await expect(member.getByRole("heading", { level: 1, name: "Sign in to your club" })).toBeVisible();
  await expect(member.getByText("Hello Maya,")).toBeVisible();
  const emailField = member.getByLabel("E-mail");
  await expect(emailField).toHaveValue(email);
  await expect(emailField).toHaveAttribute("readonly", "");
  await check(
    member,
    "the sign-in link's page",
    member.getByRole("button", { name: "Set password and sign in" }),
  );
  await member.getByLabel("Password", { exact: true }).fill("short");
  await member.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(member.getByText(/The password needs at least \d+ characters\./)).toBeVisible();
  await member.getByLabel("Password", { exact: true }).fill(PASSWORD);
  // A mark on the page's window: a reload would lose it.
  await member.evaluate(() => {
    (window as unknown as { samePage?: boolean }).samePage = true;
  });
  await member.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(member).toHaveURL(/\/$/);
  await expect(member.getByRole("heading", { level: 1, name: /^Welcome, Maya/ })).toBeVisible();
  await expect(member.getByRole("region", { name: "Membership" })).toBeVisible();
  expect(await member.evaluate(() => localStorage.getItem("selectedClubId"))).toBe(clubId);
  // No reload on the way: the router moved within the page.
  expect(await member.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);

  // The link works once.
  await member.goto(href as string);
  await expect(member.getByText(/This link has been used/)).toBeVisible();

  // Staff see the member signed in (on a phone's width: the list's cards, the dialog within the screen).
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/members");
  await page.getByRole("button", { name: "Invite to sign in" }).click();
  const again = page.getByRole("dialog", { name: "Invite members to sign in" });
  await expect(again.getByText("0 members get a personal link by e-mail.")).toBeVisible();
  const counts = again.getByRole("region", { name: "Sign-in invitations" });
  await expect(counts.getByText("Signed in", { exact: true })).toBeVisible();
  await expect(counts.getByRole("button", { name: /Resend/ })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await check(page, "the sign-in invitations' dialog at 375 px", counts);
});
