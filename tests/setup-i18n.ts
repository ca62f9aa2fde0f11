// The shared code's texts (schema messages, labels) are read through the server's catalogs in unit tests.
import "../src/server/i18n.ts";
