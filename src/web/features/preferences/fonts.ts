// Inter, the default font, in the four weights the screens use: the browser fetches only the faces a page
// shows (on the sign-in screen 400, 600 and 700 of the latin subset), and shows the system font meanwhile.
import "@fontsource/inter/400.css";
import "@fontsource/inter/500.css";
import "@fontsource/inter/600.css";
import "@fontsource/inter/700.css";
import type { FontPreference } from "./preferences.ts";

/** Brings the faces of `font` when it is not Inter: Manrope's stylesheet loads the first time it is chosen. */
export function loadFontFaces(font: FontPreference): void {
  if (font === "manrope") void import("./manrope.ts");
}
