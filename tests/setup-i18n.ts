// The shared code's texts (schema messages, labels) are read through the server's catalogs in unit tests. A
// worker runs its files in one module graph (vitest.config.ts): a web test before this file may have pointed
// them at the web app's catalogs, so each file points them back.
import { pointSharedMessagesAtServer } from "../src/server/i18n.ts";

pointSharedMessagesAtServer();
