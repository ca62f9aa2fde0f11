/** The environment variable that names the migrated PGlite template of the run (tests/global-setup.ts). */
export const TEMPLATE_ENV = "CLUBHOUSE_TEST_PGLITE_TEMPLATE";
/** The environment variable that names the migrated PostgreSQL template database of the run. */
export const PG_TEMPLATE_ENV = "CLUBHOUSE_TEST_PG_TEMPLATE";
