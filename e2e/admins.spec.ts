import type { Browser, Page } from "@playwright/test";
import { actAs, ownerOfNewClub } from "./club-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { openMail, PASSWORD, uniqueEmail } from "./helpers.ts";

type InvitedRole = "Admin" | "Manager" | "Member";

const inviteButton = (page: Page) => page.getByRole("button", { name: "Invite", exact: true });
const adminsTable = (page: Page) => page.getByRole("table", { name: "Administrators" });
const invitationsTable = (page: Page) => page.getByRole("table", { name: "Invitations" });
const rowOf = (table: ReturnType<Page["getByRole"]>, text: string) =>
  table.getByRole("row").filter({ hasText: text });

/** Opens the Invite dialog, fills it and sends it; the toast names the address. */
async function invite(page: Page, email: string, role: InvitedRole, message?: string): Promise<void> {
  await inviteButton(page).click();
  const dialog = page.getByRole("dialog", { name: /^Invite someone to / });
  await dialog.getByLabel("E-mail address").fill(email);
  await dialog.getByRole("combobox", { name: "Role", exact: true }).click();
  await page.getByRole("option", { name: role, exact: true }).click();
  if (message) await dialog.getByLabel("Message (optional)").fill(message);
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${email}`, { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

/**
 * The invited person opens the e-mail's link in a browser of their own, creates the account and lands in
 * the club's dashboard. Returns that person's page.
 */
async function joinFromEmail(
  browser: Browser,
  baseURL: string | undefined,
  mailPage: Page,
  invited: { email: string; firstName: string; lastName: string; role: InvitedRole; clubName: string },
): Promise<Page> {
  await openMail(mailPage, invited.email, `You're invited to join ${invited.clubName}`);
  const href = await mailPage
    .getByRole("article", { name: "Message" })
    .getByRole("link", { name: "Accept invitation" })
    .getAttribute("href");
  expect(href).toMatch(/\/accept-invitation\?token=/);

  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(href as string);
  await expect(page).toHaveURL(/\/accept-invitation\?token=/);
  await page.getByLabel("First name").fill(invited.firstName);
  await page.getByLabel("Last name").fill(invited.lastName);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create account and join" }).click();
  await expect(page.getByRole("heading", { name: `Welcome, ${invited.firstName}` })).toBeVisible();
  await expect(page.getByRole("button", { name: `Club: ${invited.clubName}. Switch club` })).toBeVisible();
  return page;
}

test("the owner invites an administrator, who joins from the e-mail; the owner makes them a manager, then removes them", async ({
  page,
  browser,
  baseURL,
}) => {
  const clubName = "Lakeside Golf Club";
  const ownerEmail = await ownerOfNewClub(page, "Olga", clubName);

  await page.getByRole("link", { name: "Administrators", exact: true }).click();
  await expect(page).toHaveURL(/\/admin-management$/);
  await expect(page.getByRole("heading", { level: 1, name: "Administrators" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Administrators" })).toHaveAttribute("aria-selected", "true");
  // The owner is listed first, marked as the signed-in user, with nothing to change.
  const ownerRow = rowOf(adminsTable(page), ownerEmail);
  await expect(ownerRow.getByText("Owner", { exact: true })).toBeVisible();
  await expect(ownerRow.getByText("You", { exact: true })).toBeVisible();
  await expect(ownerRow.getByText("Active", { exact: true })).toBeVisible();
  await expect(ownerRow.getByRole("button")).toHaveCount(0);
  await expect(page.getByText("1–1 of 1 administrator", { exact: true })).toBeVisible();

  await page.getByRole("tab", { name: "Invitations" }).click();
  await expect(page).toHaveURL(/\/admin-management\?tab=invitations$/);
  await expect(page.getByText("No invitations yet", { exact: true })).toBeVisible();

  // The form checks with the shared schema before sending.
  await inviteButton(page).click();
  const dialog = page.getByRole("dialog", { name: `Invite someone to ${clubName}` });
  await dialog.getByLabel("E-mail address").fill("not-an-address");
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(dialog.getByText("Enter a valid e-mail address.")).toBeVisible();
  await expect(dialog.getByLabel("E-mail address")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByText("Choose the role admin, manager or member.")).toBeVisible();
  // The owner may give every role but owner.
  await dialog.getByRole("combobox", { name: "Role", exact: true }).click();
  await expect(page.getByRole("option")).toHaveText(["Admin", "Manager", "Member"]);
  await page.keyboard.press("Escape");
  await dialog.getByLabel("Message (optional)").fill("x".repeat(501));
  await expect(dialog.getByText("501/500 characters")).toBeVisible();
  await expect(dialog.getByText("The message may have at most 500 characters.")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);

  const invitedEmail = uniqueEmail("ivy");
  const message = "Welcome aboard, Ivy! You will run the tournaments with me.";
  await invite(page, invitedEmail, "Admin", message);
  const invitationRow = rowOf(invitationsTable(page), invitedEmail);
  await expect(invitationRow.getByText("Pending", { exact: true })).toBeVisible();
  await expect(invitationRow.getByText("Admin", { exact: true })).toBeVisible();
  await expect(invitationRow.getByText("Olga Lovelace", { exact: true })).toBeVisible();
  await expect(
    invitationRow.getByRole("button", { name: `Resend the invitation to ${invitedEmail}` }),
  ).toBeVisible();
  await expect(
    invitationRow.getByRole("button", { name: `Cancel the invitation to ${invitedEmail}` }),
  ).toBeVisible();
  // The e-mail goes out from the outbox; the list follows it.
  await expect(invitationRow.getByText("E-mail sent", { exact: true })).toBeVisible({ timeout: 20_000 });

  // The e-mail carries the message; its link, opened in another browser, makes the account.
  const invitedPage = await joinFromEmail(browser, baseURL, page, {
    email: invitedEmail,
    firstName: "Ivy",
    lastName: "Quinn",
    role: "Admin",
    clubName,
  });
  await expect(page.getByRole("article", { name: "Message" }).getByText(message)).toBeVisible();
  await invitedPage.getByRole("button", { name: `Club: ${clubName}. Switch club` }).click();
  await expect(invitedPage.getByRole("menuitem", { name: clubName })).toContainText("Admin");
  await invitedPage.keyboard.press("Escape");
  // An admin manages administrators too: the navigation offers the screen.
  await expect(invitedPage.getByRole("link", { name: "Administrators", exact: true })).toBeVisible();
  await invitedPage.context().close();

  // Back with the owner: the invitation is accepted and Ivy is an administrator.
  await page.goto("/admin-management?tab=invitations");
  await expect(
    rowOf(invitationsTable(page), invitedEmail).getByText("Accepted", { exact: true }),
  ).toBeVisible();
  await expect(
    rowOf(invitationsTable(page), invitedEmail).getByRole("button", { name: /^Resend/ }),
  ).toHaveCount(0);
  await page.getByRole("tab", { name: "Administrators" }).click();
  await expect(page).toHaveURL(/\/admin-management\?tab=administrators$/);
  const ivyRow = rowOf(adminsTable(page), "Ivy Quinn");
  await expect(ivyRow.getByText(invitedEmail, { exact: true })).toBeVisible();
  await expect(ivyRow.getByText("Admin", { exact: true })).toBeVisible();
  await expect(page.getByText("1–2 of 2 administrators", { exact: true })).toBeVisible();

  // Change the role: an admin can become a manager (and nothing else but what it is), once confirmed, as a
  // removal is; the question says what the new role may do, and Cancel changes nothing.
  await ivyRow.getByRole("button", { name: "Actions for Ivy Quinn" }).click();
  await expect(page.getByRole("menuitem", { name: "Change role to Admin" })).toHaveCount(0);
  await page.getByRole("menuitem", { name: "Change role to Manager" }).click();
  const toManager = page.getByRole("dialog", { name: "Make Ivy Quinn a Manager?" });
  await expect(toManager).toContainText(`Ivy Quinn is an Admin of ${clubName} and will be a Manager.`);
  await expect(toManager).toContainText(
    "What a Manager may do: Manages members, bookings and communications, and sees billing. No club settings.",
  );
  await toManager.getByRole("button", { name: "Cancel" }).click();
  await expect(toManager).toHaveCount(0);
  await expect(ivyRow.getByText("Admin", { exact: true })).toBeVisible();
  await ivyRow.getByRole("button", { name: "Actions for Ivy Quinn" }).click();
  await page.getByRole("menuitem", { name: "Change role to Manager" }).click();
  await toManager.getByRole("button", { name: "Make Manager" }).click();
  await expect(page.getByText("Ivy Quinn is now a Manager", { exact: true })).toBeVisible();
  await expect(ivyRow.getByText("Manager", { exact: true })).toBeVisible();
  // Back to Admin: the question says what an admin may do, and nothing changes before the answer.
  await ivyRow.getByRole("button", { name: "Actions for Ivy Quinn" }).click();
  await page.getByRole("menuitem", { name: "Change role to Admin" }).click();
  const toAdmin = page.getByRole("dialog", { name: "Make Ivy Quinn an Admin?" });
  await expect(toAdmin).toContainText("What an Admin may do: Runs the club with you: settings,");
  await expect(ivyRow.getByText("Manager", { exact: true })).toBeVisible();
  await toAdmin.getByRole("button", { name: "Make Admin" }).click();
  await expect(page.getByText("Ivy Quinn is now an Admin", { exact: true })).toBeVisible();
  await expect(ivyRow.getByText("Admin", { exact: true })).toBeVisible();
  await ivyRow.getByRole("button", { name: "Actions for Ivy Quinn" }).click();
  await page.getByRole("menuitem", { name: "Change role to Manager" }).click();
  await toManager.getByRole("button", { name: "Make Manager" }).click();
  await expect(ivyRow.getByText("Manager", { exact: true })).toBeVisible();

  // Deactivate and reactivate.
  await ivyRow.getByRole("button", { name: "Actions for Ivy Quinn" }).click();
  await page.getByRole("menuitem", { name: "Deactivate" }).click();
  await expect(page.getByText("Ivy Quinn is deactivated", { exact: true })).toBeVisible();
  await expect(ivyRow.getByText("Inactive", { exact: true })).toBeVisible();
  await ivyRow.getByRole("button", { name: "Actions for Ivy Quinn" }).click();
  await page.getByRole("menuitem", { name: "Reactivate" }).click();
  await expect(page.getByText("Ivy Quinn is active again", { exact: true })).toBeVisible();
  await expect(ivyRow.getByText("Active", { exact: true })).toBeVisible();

  // Remove, after a confirmation that names the person; keeping them changes nothing.
  await ivyRow.getByRole("button", { name: "Actions for Ivy Quinn" }).click();
  await page.getByRole("menuitem", { name: "Remove administrator" }).click();
  const confirm = page.getByRole("dialog", { name: "Remove Ivy Quinn?" });
  await expect(confirm).toContainText(`Ivy Quinn will no longer be a Manager of ${clubName}`);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(ivyRow).toHaveCount(1);
  await ivyRow.getByRole("button", { name: "Actions for Ivy Quinn" }).click();
  await page.getByRole("menuitem", { name: "Remove administrator" }).click();
  await confirm.getByRole("button", { name: "Remove administrator" }).click();
  await expect(page.getByText("Ivy Quinn is no longer an administrator", { exact: true })).toBeVisible();
  await expect(ivyRow).toHaveCount(0);
  await page.reload();
  await expect(rowOf(adminsTable(page), ownerEmail)).toHaveCount(1);
  await expect(rowOf(adminsTable(page), "Ivy Quinn")).toHaveCount(0);
});

test("an admin invites only managers and members, and cannot act on what the owner alone may give", async ({
  page,
  browser,
  baseURL,
}) => {
  const clubName = "Meadow Tennis Club";
  await ownerOfNewClub(page, "Priya", clubName);
  await page.goto("/admin-management?tab=invitations");
  const adminEmail = uniqueEmail("arlo");
  await invite(page, adminEmail, "Admin");
  // Another admin invitation, still pending when the new admin looks.
  const pendingAdminEmail = uniqueEmail("pending-admin");
  await invite(page, pendingAdminEmail, "Admin");

  const adminPage = await joinFromEmail(browser, baseURL, page, {
    email: adminEmail,
    firstName: "Arlo",
    lastName: "Reyes",
    role: "Admin",
    clubName,
  });
  await adminPage.getByRole("link", { name: "Administrators", exact: true }).click();
  await expect(adminPage.getByRole("heading", { level: 1, name: "Administrators" })).toBeVisible();
  // Neither the owner's record nor one's own can be changed.
  await expect(rowOf(adminsTable(adminPage), "Priya Lovelace").getByRole("button")).toHaveCount(0);
  const ownRow = rowOf(adminsTable(adminPage), "Arlo Reyes");
  await expect(ownRow.getByText("You", { exact: true })).toBeVisible();
  await expect(ownRow.getByRole("button")).toHaveCount(0);

  await adminPage.getByRole("tab", { name: "Invitations" }).click();
  // The owner's pending admin invitation: an admin may neither resend nor cancel it.
  const ownerInvitation = rowOf(invitationsTable(adminPage), pendingAdminEmail);
  await expect(ownerInvitation.getByText("Pending", { exact: true })).toBeVisible();
  await expect(ownerInvitation.getByRole("button")).toHaveCount(0);

  await inviteButton(adminPage).click();
  const dialog = adminPage.getByRole("dialog", { name: `Invite someone to ${clubName}` });
  await dialog.getByRole("combobox", { name: "Role", exact: true }).click();
  await expect(adminPage.getByRole("option")).toHaveText(["Manager", "Member"]);
  await adminPage.keyboard.press("Escape");
  await dialog.getByRole("button", { name: "Cancel" }).click();

  const managerEmail = uniqueEmail("mara");
  await invite(adminPage, managerEmail, "Manager");
  const managerRow = rowOf(invitationsTable(adminPage), managerEmail);
  await expect(managerRow.getByText("Arlo Reyes", { exact: true })).toBeVisible();
  await expect(
    managerRow.getByRole("button", { name: `Cancel the invitation to ${managerEmail}` }),
  ).toBeVisible();
  await adminPage.context().close();
});

test("invitations: an e-mail that failed stands out, Resend, Cancel after a confirmation, the status filter, and /settings/admin", async ({
  page,
}) => {
  const clubName = "Harbour Sailing Club";
  await ownerOfNewClub(page, "Hugo", clubName);
  await page.goto("/settings/admin?tab=invitations");
  await expect(page.getByRole("tab", { name: "Invitations" })).toHaveAttribute("aria-selected", "true");
  // This path is the Administrators screen of the navigation, not the settings.
  await expect(page.getByRole("link", { name: "Administrators", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("link", { name: "Settings", exact: true })).not.toHaveAttribute(
    "aria-current",
    "page",
  );

  const managerEmail = uniqueEmail("mina");
  const memberEmail = uniqueEmail("milo");
  await invite(page, managerEmail, "Manager");
  await expect(page).toHaveURL(/\/settings\/admin\?tab=invitations$/);
  await invite(page, memberEmail, "Member", "See you on the water.");
  await expect(page.getByText("1–2 of 2 invitations", { exact: true })).toBeVisible();

  // Inviting the same address and role again reuses the invitation.
  await inviteButton(page).click();
  const dialog = page.getByRole("dialog", { name: `Invite someone to ${clubName}` });
  await dialog.getByLabel("E-mail address").fill(managerEmail);
  await dialog.getByRole("combobox", { name: "Role", exact: true }).click();
  await page.getByRole("option", { name: "Manager", exact: true }).click();
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent again to ${managerEmail}`, { exact: true })).toBeVisible();
  await expect(page.getByText("1–2 of 2 invitations", { exact: true })).toBeVisible();

  // When the e-mail of an invitation could not be sent, the list says so with the reason.
  await page.route("**/api/clubs/*/invitations?*", async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as {
      invitations: { email: string; emailStatus: string; emailError: string | null }[];
    };
    for (const invitation of body.invitations) {
      if (invitation.email === memberEmail) {
        invitation.emailStatus = "failed";
        invitation.emailError = "Failed to send invitation email: mailbox unavailable";
      }
    }
    await route.fulfill({ response, json: body });
  });
  await page.reload();
  const memberRow = rowOf(invitationsTable(page), memberEmail);
  await expect(memberRow.getByText("E-mail failed", { exact: true })).toBeVisible();
  await expect(
    memberRow.getByText("Failed to send invitation email: mailbox unavailable", { exact: true }),
  ).toBeVisible();
  await page.unrouteAll({ behavior: "wait" });
  await memberRow.getByRole("button", { name: `Resend the invitation to ${memberEmail}` }).click();
  await expect(page.getByText(`Invitation sent again to ${memberEmail}`, { exact: true })).toBeVisible();
  await expect(memberRow.getByText("E-mail failed", { exact: true })).toHaveCount(0);

  // Cancel asks first; keeping the invitation changes nothing.
  const managerRow = rowOf(invitationsTable(page), managerEmail);
  await managerRow.getByRole("button", { name: `Cancel the invitation to ${managerEmail}` }).click();
  const confirm = page.getByRole("dialog", { name: `Cancel the invitation to ${managerEmail}?` });
  await confirm.getByRole("button", { name: "Keep invitation" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(managerRow.getByText("Pending", { exact: true })).toBeVisible();
  await managerRow.getByRole("button", { name: `Cancel the invitation to ${managerEmail}` }).click();
  await confirm.getByRole("button", { name: "Cancel invitation" }).click();
  await expect(page.getByText(`Invitation to ${managerEmail} cancelled`, { exact: true })).toBeVisible();
  await expect(managerRow.getByText("Cancelled", { exact: true })).toBeVisible();
  // A cancelled invitation can be sent again, not cancelled again.
  await expect(managerRow.getByRole("button", { name: /^Cancel the invitation/ })).toHaveCount(0);
  await expect(
    managerRow.getByRole("button", { name: `Resend the invitation to ${managerEmail}` }),
  ).toBeVisible();

  // The status filter asks the server for one status.
  await page.getByRole("combobox", { name: "Status", exact: true }).click();
  await page.getByRole("option", { name: "Cancelled", exact: true }).click();
  await expect(rowOf(invitationsTable(page), managerEmail)).toHaveCount(1);
  await expect(rowOf(invitationsTable(page), memberEmail)).toHaveCount(0);
  await expect(page.getByText("1–1 of 1 invitation", { exact: true })).toBeVisible();
  await page.getByRole("combobox", { name: "Status", exact: true }).click();
  await page.getByRole("option", { name: "Accepted", exact: true }).click();
  await expect(page.getByText("No accepted invitations", { exact: true })).toBeVisible();
});

test("a manager has no Administrators item and gets a refusal on the screen, without the lists being asked for", async ({
  page,
}) => {
  await ownerOfNewClub(page, "Mae", "Pinewood Golf Club");
  await actAs(page, "manager");
  let asked = false;
  page.on("request", (request) => {
    if (/\/api\/clubs\/[^/]+\/(admins|invitations)/.test(request.url())) asked = true;
  });
  await page.goto("/admin-management?tab=invitations");
  await expect(
    page.getByRole("heading", { name: "You do not have permission to manage administrators" }),
  ).toBeVisible();
  await expect(page.getByText("Your role in Pinewood Golf Club is Manager")).toBeVisible();
  await expect(page.getByRole("link", { name: "Administrators", exact: true })).toHaveCount(0);
  await expect(inviteButton(page)).toHaveCount(0);
  await page.goto("/settings/admin");
  await expect(
    page.getByRole("heading", { name: "You do not have permission to manage administrators" }),
  ).toBeVisible();
  expect(asked).toBe(false);
});
