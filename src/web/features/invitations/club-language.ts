import { isLocale } from "../../../shared/i18n/locales.ts";
import { LANGUAGE_STORAGE_KEY } from "../../lib/i18n.ts";

/** Whether someone chose a language in this browser (kept by `rememberChoice`): that choice stands. */
export function languageChosenHere(): boolean {
  try {
    return isLocale(localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return false;
  }
}
