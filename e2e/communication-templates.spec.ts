import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import serverDe from "../src/server/messages/communicationTemplates/de.ts";
import serverEn from "../src/server/messages/communicationTemplates/en.ts";
import serverEs from "../src/server/messages/communicationTemplates/es.ts";
import serverFr from "../src/server/messages/communicationTemplates/fr.ts";
import { type Locale, localeNames } from "../src/shared/i18n/locales.ts";
import webDe from "../src/web/messages/communicationTemplates/de.ts";
import webEn from "../src/web/messages/communicationTemplates/en.ts";
import webEs from "../src/web/messages/communicationTemplates/es.ts";
import webFr from "../src/web/messages/communicationTemplates/fr.ts";
import { check, screenshots } from "./axe.ts";
import { createOwnerByApi, type Owner, openNewClub } from "./club-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { openMail, uniqueEmail } from "./helpers.ts";

/*
 * The communication templates screen at /communication-templates (issue 16, item 1): an owner writes a
 * template with {{variables}} in the rich-text editor (some typed, some from its Insert variable menu),
 * previews it with sample values and then with a chosen member's, sends a test to themselves and reads it in
 * the development mailbox, saves it, is told the name of an unknown variable; rewords a built-in e-mail and
 * restores it; deletes a template. The list and the editor pass axe in light and dark mode and are
 * photographed at 1280 and 375 px.
 */

const SHOTS = "screenshots/communication-templates";
mkdirSync(SHOTS, { recursive: true });

let owner: Owner;
test.beforeAll(async ({ browser, serverUrl }) => {
  owner = await createOwnerByApi(browser, serverUrl, "Olivia");
});

const toast = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text });

/** Screenshots at a desktop's and a phone's width, light and dark; back to 1280 px and light mode after. */
function shoot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  return screenshots(page, `${SHOTS}/templates-${name}`, options);
}

async function addMember(page: Page, clubId: string, firstName: string, lastName: string) {
  const response = await page.request.post(`/api/clubs/${clubId}/members`, {
    data: { firstName, lastName, email: uniqueEmail(firstName.toLowerCase()), membershipType: "annual" },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test("an owner writes a template with variables, previews it with a member's values, sends a test and saves it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { clubId } = await openNewClub(page, owner, "Juniper Tennis Club");
  await addMember(page, clubId, "Ada", "Byron");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/communication-templates");
  await expect(page.getByRole("heading", { level: 1, name: "Communication templates" })).toBeVisible();

  // The product's e-mails are there, and the club has none of its own yet.
  const builtins = page.getByRole("table", { name: "Built-in e-mails" });
  await expect(builtins.getByRole("row")).toHaveCount(6);
  await expect(builtins.getByRole("row").filter({ hasText: "Invitation" })).toContainText("Original text");
  await expect(page.getByText("No templates yet")).toBeVisible();
  await check(page, "the templates list", builtins);
  await shoot(page, "list");

  await page.getByRole("button", { name: "New template" }).click();
  const drawer = page.getByRole("dialog", { name: "New template" });
  await drawer.getByRole("textbox", { name: "Name" }).fill("Monthly newsletter");
  await drawer.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: "Announcement", exact: true }).click();
  await drawer.getByRole("textbox", { name: "Subject" }).fill("News for {{first_name}}");
  const message = drawer.getByRole("textbox", { name: "Message" });
  await message.click();
  await message.pressSequentially("Dear ");
  await drawer.getByRole("button", { name: "Insert variable" }).click();
  await page.getByRole("menuitem", { name: /\{\{full_name\}\}/ }).click();
  // The caret is still in the text, after the variable: the keys go on from there without a click.
  await expect(message).toBeFocused();
  await page.keyboard.type(", see you soon at ");
  await drawer.getByRole("button", { name: "Insert variable" }).click();
  await page.getByRole("menuitem", { name: /\{\{club_name\}\}/ }).click();
  await expect(message).toContainText("Dear {{full_name}}, see you soon at {{club_name}}");

  // The preview, with sample values until a member is chosen.
  const preview = drawer.getByRole("region", { name: "Preview" });
  const frame = drawer.frameLocator('iframe[title="Preview of the e-mail"]');
  await expect(preview.getByTestId("preview-subject")).toHaveText("News for Alex");
  await expect(preview.getByText("Shown with sample values.")).toBeVisible();
  await expect(frame.getByText("Dear Alex Sample, see you soon at Juniper Tennis Club")).toBeVisible();

  await preview.getByRole("combobox", { name: "Fill in with the values of" }).fill("Ada");
  await page.getByRole("option", { name: "Ada Byron" }).click();
  await expect(preview.getByTestId("preview-subject")).toHaveText("News for Ada");
  await expect(preview.getByText("Shown with the values of Ada Byron.")).toBeVisible();
  await expect(frame.getByText("Dear Ada Byron, see you soon at Juniper Tennis Club")).toBeVisible();
  await check(page, "the template editor", frame.getByText("Dear Ada Byron"), ".mantine-Drawer-content");
  await shoot(page, "editor", { fullPage: false });

  // A test to oneself, with one's own values.
  await drawer.getByRole("button", { name: "Send me a test" }).click();
  await expect(toast(page, `Test e-mail sent to ${owner.email}.`)).toBeVisible();

  await drawer.getByRole("button", { name: "Create template" }).click();
  await expect(toast(page, "Template Monthly newsletter created.")).toBeVisible();
  await expect(drawer).toBeHidden();
  const own = page.getByRole("table", { name: "Your templates" });
  const row = own.getByRole("row").filter({ hasText: "Monthly newsletter" });
  await expect(row).toContainText("Announcement");
  await expect(row).toContainText("News for {{first_name}}");

  // An unknown variable is named, on its field (and in the preview, once it has asked for the new subject: the
  // two may come in either order).
  await row.getByRole("button", { name: "Edit Monthly newsletter" }).click();
  const editor = page.getByRole("dialog", { name: "Edit Monthly newsletter" });
  const subject = editor.getByRole("textbox", { name: "Subject" });
  await subject.fill("Hi {{frist_name}}");
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(subject).toHaveAccessibleDescription(/Unknown variable \{\{frist_name\}\}/);
  await expect(subject).toHaveAttribute("aria-invalid", "true");
  await expect(
    editor.getByRole("status").filter({ hasText: "Unknown variable {{frist_name}}" }),
  ).toBeVisible();
  // Closing with changes not saved asks first.
  await editor.getByRole("button", { name: "Cancel" }).click();
  await page
    .getByRole("dialog", { name: "Discard your changes?" })
    .getByRole("button", { name: "Discard" })
    .click();
  await expect(editor).toBeHidden();
  await expect(row).toContainText("News for {{first_name}}");

  await openMail(page, owner.email, "[Test] News for Olivia");
  await expect(
    page.getByText("Dear Olivia Lovelace, see you soon at Juniper Tennis Club").first(),
  ).toBeVisible();
});

test("an owner rewords a built-in e-mail, restores it, and deletes a template of the club's own", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { clubId } = await openNewClub(page, owner, "Birchwood Golf Club");
  const made = await page.request.post(`/api/clubs/${clubId}/communication-templates`, {
    data: { name: "Course closure", category: "event", subject: "Closed", bodyHtml: "<p>Closed today.</p>" },
  });
  expect(made.status(), await made.text()).toBe(201);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/communication-templates");

  const builtins = page.getByRole("list", { name: "Built-in e-mails" });
  const welcome = builtins.getByRole("listitem", { name: "Welcome" });
  await welcome.getByRole("button", { name: "Edit Welcome" }).click();
  const drawer = page.getByRole("dialog", { name: "Edit Welcome" });
  await expect(
    drawer.getByText("The name and category of a built-in e-mail stay as they are."),
  ).toBeVisible();
  await drawer.getByRole("textbox", { name: "Subject" }).fill("A warm welcome to {{club_name}}");
  await drawer.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Template Welcome saved.")).toBeVisible();
  await expect(welcome).toContainText("Edited");
  await expect(welcome).toContainText("A warm welcome to {{club_name}}");

  await welcome.getByRole("button", { name: "Actions for Welcome" }).click();
  await page.getByRole("menuitem", { name: "Restore" }).click();
  const confirm = page.getByRole("dialog", { name: "Restore the original Welcome e-mail?" });
  await confirm.getByRole("button", { name: "Restore" }).click();
  await expect(toast(page, "The Welcome e-mail is back to its original text.")).toBeVisible();
  await expect(welcome).toContainText("Original text");
  await expect(welcome).toContainText("Welcome to {{club_name}}: your membership is active");

  const own = page.getByRole("list", { name: "Your templates" });
  await own.getByRole("button", { name: "Actions for Course closure" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page
    .getByRole("dialog", { name: "Delete the template Course closure?" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(toast(page, "Template Course closure deleted.")).toBeVisible();
  await expect(page.getByText("No templates yet")).toBeVisible();
});

/** Each language's texts of the screen and of the product's e-mails (issue 33). */
const SCREENS: Record<Locale, { web: typeof webEn; server: typeof serverEn }> = {
  en: { web: webEn, server: serverEn },
  de: { web: webDe, server: serverDe },
  fr: { web: webFr, server: serverFr },
  es: { web: webEs, server: serverEs },
};

test("the template screen in English, German, French and Spanish shows the built-in e-mails in that language and edits each language's version", async ({
  page,
  browser,
  serverUrl,
}) => {
  test.setTimeout(180_000);
  // An owner of its own: their language changes here, which another test of this file must not meet.
  const polyglot = await createOwnerByApi(browser, serverUrl, "Lara");
  await openNewClub(page, polyglot, "Larch Golf Club");
  await page.setViewportSize({ width: 1280, height: 900 });
  try {
    for (const [language, { web, server }] of Object.entries(SCREENS) as [
      Locale,
      (typeof SCREENS)[Locale],
    ][]) {
      const chosen = await page.request.put("/api/me/language", { data: { language } });
      expect(chosen.status(), await chosen.text()).toBe(200);
      await page.goto("/communication-templates");
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.getByRole("heading", { level: 1, name: web.title })).toBeVisible();
      const builtins = page.getByRole("table", { name: web.builtins.label });
      // What the list shows of each built-in is the e-mail its readers of this language get.
      const invitation = builtins.getByRole("row").filter({ hasText: server.builtins.invitation.name });
      await expect(invitation).toContainText(server.builtins.invitation.subject);
      await expect(builtins.getByRole("row").filter({ hasText: server.builtins.invoice.name })).toContainText(
        server.builtins.invoice.subject,
      );
      await check(page, `the templates list in ${language}`, builtins);

      // Its editor opens on the version in the screen's language, and loads another language's when chosen.
      await invitation
        .getByRole("button", { name: web.form.editTitle(server.builtins.invitation.name) })
        .click();
      const drawer = page.getByRole("dialog", { name: web.form.editTitle(server.builtins.invitation.name) });
      const subject = drawer.getByRole("textbox", { name: web.form.subject });
      await expect(subject).toHaveValue(server.builtins.invitation.subject);
      await expect(drawer.getByRole("radio", { name: localeNames[language] })).toBeChecked();
      const other: Locale = language === "fr" ? "es" : "fr";
      await drawer.locator("label").filter({ hasText: localeNames[other] }).click();
      await expect(subject).toHaveValue(SCREENS[other].server.builtins.invitation.subject);
      await check(page, `a built-in's editor in ${language}`, drawer);
      // Nothing was changed: Escape closes it without asking (French "Annuler" also names the editor's Undo).
      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
    }

    // On the French screen, the French version is written; the Spanish one stays the product's.
    await page.request.put("/api/me/language", { data: { language: "fr" } });
    await page.goto("/communication-templates");
    const fr = SCREENS.fr;
    const builtins = page.getByRole("table", { name: fr.web.builtins.label });
    const invitation = builtins.getByRole("row").filter({ hasText: fr.server.builtins.invitation.name });
    await invitation
      .getByRole("button", { name: fr.web.form.editTitle(fr.server.builtins.invitation.name) })
      .click();
    const drawer = page.getByRole("dialog", {
      name: fr.web.form.editTitle(fr.server.builtins.invitation.name),
    });
    await drawer.getByRole("textbox", { name: fr.web.form.subject }).fill("Venez jouer à {{club_name}}");
    await drawer.getByRole("button", { name: fr.web.form.save }).click();
    await expect(toast(page, fr.web.form.saved(fr.server.builtins.invitation.name))).toBeVisible();
    await expect(invitation).toContainText("Venez jouer à {{club_name}}");
    await expect(invitation).toContainText(fr.web.builtins.edited);
    await page.request.put("/api/me/language", { data: { language: "es" } });
    await page.goto("/communication-templates");
    const es = SCREENS.es;
    await expect(
      page
        .getByRole("table", { name: es.web.builtins.label })
        .getByRole("row")
        .filter({ hasText: es.server.builtins.invitation.name }),
    ).toContainText(es.server.builtins.invitation.subject);
  } finally {
    await page.request.put("/api/me/language", { data: { language: null } });
  }
});
