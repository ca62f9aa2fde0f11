import base from "../../playwright.config.ts";

/*
 * The help articles' pictures (decision 031), taken from the real app: not part of the test suite.
 *   npx playwright test --config scripts/help-screenshots/playwright.config.ts
 * writes src/web/features/help-center/images/*.webp (about 1000 px wide, light theme).
 */
export default {
  ...base,
  testDir: ".",
  testMatch: "help-images.spec.ts",
  globalSetup: "../../e2e/global-setup.ts",
  workers: 1,
  projects: base.projects?.filter((p) => p.name === "pglite"),
};
