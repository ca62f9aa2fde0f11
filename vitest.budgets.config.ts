import { defineConfig } from "vitest/config";

// The budgets of the built app (tests/budgets): run by `npm test` after the build, not with the unit tests
// (vitest.config.ts leaves them out), since they need dist/ and Chromium.
export default defineConfig({
  test: {
    include: ["tests/budgets/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 300_000,
    pool: "forks",
  },
});
