// Runs before the app: applies the colour scheme saved under "clubhouse.theme" (light, dark or system).
(() => {
  let theme = "light";
  try {
    const saved = window.localStorage.getItem("clubhouse.theme");
    if (saved === "light" || saved === "dark" || saved === "system") theme = saved;
  } catch {}
  const dark =
    theme === "dark" || (theme === "system" && window.matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.setAttribute("data-mantine-color-scheme", dark ? "dark" : "light");
})();
