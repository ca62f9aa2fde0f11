import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts", "src/**/*.test.ts"],
    // The budgets of the built app run after the build, with their own configuration (vitest.budgets.config.ts).
    exclude: ["tests/budgets/**", "**/node_modules/**"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Every core: Vitest's default leaves one free, which on CI's two cores ran the files one at a time (the
    // PGlite step 204 s with one worker, 128 s with two; the PostgreSQL step 221–349 s, 80 s).
    maxWorkers: "100%",
    // A worker imports the server once for all its files (decision 047): each test file still opens a database
    // of its own, and no test leaves a global stubbed (unstubGlobals puts back any it forgot). Half the time of
    // the API tests went to importing the server again for each file.
    isolate: false,
    unstubGlobals: true,
    // The shared schemas' messages and labels read the server's catalogs (English unless a test names a
    // language): src/server/i18n.ts sets them up.
    setupFiles: ["tests/setup-globals.ts", "tests/setup-i18n.ts"],
    // One migrated PGlite database for the run, which each test file's database starts from.
    globalSetup: ["tests/global-setup.ts"],
  },
});
