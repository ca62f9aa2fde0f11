import base from "../../playwright.config.ts";

/*
 * The help articles' pictures (decision 031), taken from the real app: not part of the test suite.
 *   npx playwright test --config scripts/help-screenshots/playwright.config.ts
 * writes src/web/features/help-center/images/*.webp (1280 px wide, light theme). HELP_IMAGES=name,name takes
 * only those pictures.
 */
export default {
  ...base,
  testDir: ".",
  testMatch: "help-images.spec.ts",
  globalSetup: "../../e2e/global-setup.ts",
  workers: 1,
  // A step that cannot be done fails in seconds, not at the test's timeout.
  use: { ...base.use, actionTimeout: 15_000 },
  projects: base.projects?.filter((p) => p.name === "pglite"),
};
