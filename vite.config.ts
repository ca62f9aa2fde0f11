import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { mantineCssPerComponent } from "./scripts/mantine-css-plugin.ts";

const fromRoot = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Types worth compressing; fonts (woff2), images and the like are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every compressible file of the
 * build that compression makes smaller; the server sends the one the browser accepts (src/server/http/spa.ts).
 * Done once here, at the highest settings, instead of on every request.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  let outDir = "";
  return {
    name: "clubhouse:precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true }))
        .filter((f) => COMPRESSIBLE.test(f) && !f.startsWith("."))
        .map((f) => path.join(outDir, f));
      await Promise.all(
        files.map(async (file) => {
          const plain = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(plain, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: plain.byteLength,
              },
            }),
            gzipAsync(plain, { level: 9 }),
          ]);
          if (br.byteLength < plain.byteLength) await writeFile(`${file}.br`, br);
          if (gz.byteLength < plain.byteLength) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/** The app's start and the sign-in screen, the first a visitor sees: one download. */
const FIRST_SCREEN = /[\\/]src[\\/]web[\\/](?:main\.tsx|routes[\\/]sign-in\.tsx)/;
/** Loaded just after the first screen shows: the session watcher's auth client, toasts, OAuth buttons. */
const AFTER_FIRST_SCREEN =
  /[\\/]src[\\/](?:web[\\/](?:features[\\/]auth[\\/](?:SessionWatcher\.tsx|OAuthButtons\.tsx|DevMailboxLink\.tsx|public-config\.ts)|lib[\\/](?:auth-client|api)\.ts)|shared[\\/]public-config\.ts)|[\\/]node_modules[\\/]@mantine[\\/]notifications[\\/]/;
/** The signed-in frame (navigation, club switcher, user menu) that every screen after sign-in shares. */
const SIGNED_IN_FRAME = /[\\/]src[\\/]web[\\/](?:routes[\\/]_authenticated\.tsx|features[\\/]shell[\\/])/;

export default defineConfig({
  root: fromRoot("./src/web"),
  publicDir: fromRoot("./src/web/public"),
  plugins: [
    tanstackRouter({
      target: "react",
      routesDirectory: fromRoot("./src/web/routes"),
      generatedRouteTree: fromRoot("./src/web/routeTree.gen.ts"),
      autoCodeSplitting: true,
      quoteStyle: "double",
    }),
    react(),
    mantineCssPerComponent(fromRoot(".")),
    precompress(),
  ],
  build: {
    outDir: fromRoot("./dist/web"),
    emptyOutDir: true,
    // Fonts stay files of their own: inlined into the stylesheet, every subset would come with the first
    // screen whether its characters are shown or not.
    assetsInlineLimit: (file) => (/\.(?:woff2?|ttf|otf)$/.test(file) ? false : undefined),
    rolldownOptions: {
      output: {
        // A few larger chunks instead of one per shared module (decision 018): the first screen is the entry
        // with the public screens and what they import, then one chunk of what loads after it; the signed-in
        // screens share their frame's chunk and keep a chunk per route.
        codeSplitting: {
          groups: [
            { name: "app", test: FIRST_SCREEN, priority: 3 },
            { name: "after-first-screen", test: AFTER_FIRST_SCREEN, priority: 2 },
            { name: "signed-in", test: SIGNED_IN_FRAME, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      "/api": { target: "http://localhost:3000", changeOrigin: false },
      "/dev": { target: "http://localhost:3000", changeOrigin: false },
    },
  },
});
