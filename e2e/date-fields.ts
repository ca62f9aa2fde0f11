// The date and time fields in the club's formats (issue 34, src/web/components/ClubDateInput.tsx): each is
// drawn as a plain field first and becomes Mantine's date input or time picker when it is reached.
import type { Locator } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** Types a date (YYYY-MM-DD, or as the club writes it) into a date field, and closes its calendar. */
export async function fillDate(field: Locator, date: string): Promise<void> {
  await field.click();
  // The field in its place takes the focus and opens its calendar; it reads the club's format and ours.
  await expect(field).toBeEditable();
  await field.fill(date);
  // Leaving the field closes its calendar and writes the date in the club's format (Escape would close a
  // dialog around it too).
  await field.press("Tab");
}

/**
 * Sets a time (HH:mm, 24 h) in a time field named `label` within `scope`: its hours and minutes, and AM or PM
 * on a 12-hour clock.
 */
export async function fillTime(
  scope: Locator | import("@playwright/test").Page,
  label: string,
  time: string,
) {
  const [h = "0", minutes = "00"] = time.split(":");
  const hour = Number(h);
  const hours = scope.getByLabel(`${label}: Hours`, { exact: true });
  // Reaching the plain field draws the time picker in its place (once). Focus reaches it as a click does, and
  // is not stopped by what covers the field a moment (a closing dropdown took a click for three minutes in CI);
  // tried again while the picker's code arrives and the field is swapped.
  await expect(async () => {
    if ((await hours.count()) === 0) {
      await scope.getByLabel(label, { exact: true }).first().focus({ timeout: 2_000 });
    }
    await expect(hours).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  const amPm = scope.getByLabel(`${label}: AM or PM`, { exact: true });
  const twelve = (await amPm.count()) > 0;
  await hours.fill(
    twelve ? String(hour % 12 === 0 ? 12 : hour % 12).padStart(2, "0") : String(hour).padStart(2, "0"),
  );
  await scope.getByLabel(`${label}: Minutes`, { exact: true }).fill(minutes);
  if (twelve) await amPm.selectOption(hour < 12 ? "AM" : "PM");
}
