// The Request and Response the server runs with: @hono/node-server puts its own light classes in their place
// when a server listens (production always; in the tests, a file that serves over HTTP). A worker imports the
// server once for all its files (vitest.config.ts, decision 047), so every file starts from the adapter's
// classes, whatever files ran before it, as the server in production does.
import { getRequestListener } from "@hono/node-server";

getRequestListener(() => new Response(null));
