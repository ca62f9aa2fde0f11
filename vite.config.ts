import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

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
    precompress(),
  ],
  build: {
    outDir: fromRoot("./dist/web"),
    emptyOutDir: true,
    // Read by `npm run bench` to measure the JavaScript each screen needs before it can show.
    manifest: true,
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
