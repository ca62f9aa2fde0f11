/*
 * The faces of the fonts a user can choose (spec section 3: inter, manrope, system), each one variable file per
 * script subset (every weight in one: Inter's latin 47 KB where its four weights were 97 KB), declared with the
 * signed-in screens. The browser fetches a face only when it shows text in it: Inter's with the first
 * signed-in screen (the default), Manrope's when it is chosen or the font menu shows it. The screens before
 * sign-in declare none and are drawn in the device's own font: with it, /sign-in fits the 150 KB that a
 * phone downloads for it (decision 018).
 */
import "@fontsource-variable/inter/wght.css";
import "@fontsource-variable/manrope/wght.css";
