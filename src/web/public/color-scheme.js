// Runs before the app: applies the colour scheme saved under "clubhouse.theme" (light, dark or system), or,
// on the app's own screens while the user has not chosen one, the selected club's theme (light, dark, auto).
(() => {
  let theme = "light";
  try {
    const saved = window.localStorage.getItem("clubhouse.theme");
    const club = window.localStorage.getItem("clubhouse.clubTheme");
    const publicScreen =
      /^\/(sign-in|sign-up|otp|forgot-password|reset-password|accept-invitation|401|403|404|500|503|network-error)\/?$/.test(
        window.location.pathname,
      );
    if (saved === "light" || saved === "dark" || saved === "system") theme = saved;
    else if (!publicScreen && (club === "light" || club === "dark")) theme = club;
    else if (!publicScreen && club === "auto") theme = "system";
  } catch {}
  const dark =
    theme === "dark" || (theme === "system" && window.matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.setAttribute("data-mantine-color-scheme", dark ? "dark" : "light");
})();
