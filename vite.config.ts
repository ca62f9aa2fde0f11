import { readFileSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { mantineCssPerComponent } from "./scripts/mantine-css-plugin.ts";
import { MY_CLUBS_PATH, SESSION_PATH } from "./src/web/lib/first-requests.ts";

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

/** What the signed-in frame asks the API for first (src/web/lib/first-requests.ts). */
const SIGNED_IN_REQUESTS = [SESSION_PATH, MY_CLUBS_PATH];

/**
 * Writes index.signed-in.html: index.html that also names, for preloading, the chunks of the signed-in frame
 * and of what the signed-in screens share, with their stylesheets (dependencies first, as Vite would add
 * them), and the frame's first API requests. The server sends it to a browser that holds a session
 * (src/server/http/spa.ts): those files then download beside the first chunk rather than after the session
 * and club checks.
 */
function signedInPage(chunkNames: readonly string[]): Plugin {
  return {
    name: "clubhouse:signed-in-page",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      const index = bundle["index.html"];
      if (index?.type !== "asset") throw new Error("index.html is not in the bundle");
      const html = String(index.source);
      const scripts: string[] = [];
      const sheets: string[] = [];
      const seen = new Set<string>();
      const visit = (file: string) => {
        const chunk = bundle[file];
        if (seen.has(file) || !chunk || chunk.type !== "chunk") return;
        seen.add(file);
        for (const imported of chunk.imports) visit(imported);
        scripts.push(file);
        sheets.push(...(chunk.viteMetadata?.importedCss ?? []));
      };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === "chunk" && chunkNames.includes(chunk.name)) visit(chunk.fileName);
      }
      const links = [
        ...scripts.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
        ...sheets.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
        // The session check and the clubs' list that every signed-in screen starts with: asked for with the
        // page, while the scripts download, rather than after them. The app's own requests for them (same
        // address, credentials and mode) take these answers instead of asking again.
        ...SIGNED_IN_REQUESTS.map((url) => `<link rel="preload" as="fetch" crossorigin href="${url}">`),
      ].filter((link) => !html.includes(/href="([^"]+)"/.exec(link)?.[1] ?? ""));
      this.emitFile({
        type: "asset",
        fileName: "index.signed-in.html",
        source: html.replace("</head>", `  ${links.join("\n    ")}\n  </head>`),
      });

      // Each signed-in screen's own chunk (its route's component) with what it imports that the signed-in
      // page does not name yet: the server adds them to that page for the screen's address (src/server/http/
      // spa.ts), so that they download beside `app` rather than after it has started (issue 30).
      const preloads: Record<string, string[]> = {};
      // The list of the areas' texts (src/web/lib/catalog-index.ts): a screen's own texts are found through it,
      // so that without it they download one round trip after the app has started rather than beside the
      // frame's texts. Small (2 KB) and the same in every language; the dashboard's texts do not need it, a
      // member's home at the same address does.
      const catalogIndex = Object.values(bundle).find(
        (c) =>
          c.type === "chunk" &&
          /[\\/]src[\\/]web[\\/]lib[\\/]catalog-index\.ts$/.test(c.facadeModuleId ?? ""),
      );
      if (!catalogIndex) throw new Error("No chunk of src/web/lib/catalog-index.ts in the bundle");
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        const route =
          /[\\/]src[\\/]web[\\/]routes[\\/]_authenticated[\\/](.+)\.tsx\?tsr-split=component/.exec(
            chunk.facadeModuleId ?? "",
          )?.[1];
        // Addresses without parameters only: /members, /golf-bookings, / (index), /members (members/index).
        if (route === undefined || route.includes("$")) continue;
        const address = `/${route.replaceAll("\\", "/").replace(/(?:^|\/)index$/, "")}`;
        const own: string[] = [];
        const ownSheets: string[] = [];
        const mine = new Set<string>();
        const visitOwn = (file: string) => {
          const c = bundle[file];
          if (seen.has(file) || mine.has(file) || !c || c.type !== "chunk") return;
          mine.add(file);
          for (const imported of c.imports) visitOwn(imported);
          own.push(file);
          ownSheets.push(...[...(c.viteMetadata?.importedCss ?? [])].filter((f) => !sheets.includes(f)));
        };
        visitOwn(chunk.fileName);
        visitOwn(catalogIndex.fileName);
        preloads[address] = [
          ...own.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
          ...ownSheets.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
        ].filter((link) => !html.includes(/href="([^"]+)"/.exec(link)?.[1] ?? ""));
      }
      this.emitFile({
        type: "asset",
        fileName: "route-preloads.json",
        source: `${JSON.stringify(preloads, null, 1)}\n`,
      });
    },
  };
}

/** The app's start and the sign-in screen, the first a visitor sees: one download. */
const FIRST_SCREEN =
  /[\\/]src[\\/](?:web[\\/](?:main\.tsx|routes[\\/]sign-in\.tsx)|shared[\\/]i18n[\\/](?:locales|plural)\.ts)/;
/**
 * The toasts (@mantine/notifications), loaded with the first toast shown (src/web/lib/toasts.ts): after the
 * signed-in frame has taken what it shares with them, so that no screen loads this chunk for a component.
 */
const TOASTS = /[\\/]node_modules[\\/]@mantine[\\/]notifications[\\/]/;
/**
 * The signed-in frame (its guard, navigation, the buttons of the club switcher and the user menu) that every
 * screen after sign-in shares; not the menus themselves (the user menu, the club switcher and the HeaderMenu
 * they share come after the first paint, decision 046),
 * with Mantine's hooks (small, and used by screens and toasts alike: left to the toasts' chunk, a screen would
 * load it for one of them).
 */
const SIGNED_IN_FRAME =
  /[\\/](?:src[\\/]web[\\/](?:routes[\\/]_authenticated\.tsx|features[\\/]shell[\\/](?!UserMenu\.tsx|ClubSwitcher\.tsx|HeaderMenu\.tsx)|lib[\\/]club-guard\.ts)|node_modules[\\/]@mantine[\\/]hooks[\\/])/;

/** An import of a module's code (not `import type`): its source, e.g. `zod` or `./text.ts`. */
const CODE_IMPORT = /^\s*(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s+["']([^"']+)["']/gm;
const SHARED = /[\\/]src[\\/]shared[\\/]/;
const zodOf = new Map<string, boolean>();

/**
 * Our modules that import zod: the shared schemas, which only forms need in the browser (decision 018). An
 * `import type` of zod's types brings none of its code and does not count (billing's api.ts was an editor,
 * and the billing screen loaded the editors' chunk for it). A shared module counts when it imports zod
 * through another shared module (`password.ts` builds on `text.ts`'s schema): left to the `screens` chunk, it
 * brought zod there with it, since a chunk's group takes what its modules import.
 */
const importsZod = (id: string): boolean => {
  if (!/[\\/]src[\\/].*\.tsx?$/.test(id)) return false;
  const known = zodOf.get(id);
  if (known !== undefined) return known;
  zodOf.set(id, false);
  const imports = [...readFileSync(id, "utf8").matchAll(CODE_IMPORT)].map((match) => match[1] ?? "");
  const result =
    imports.includes("zod") ||
    (SHARED.test(id) &&
      imports.some((source) => source.startsWith(".") && importsZod(path.resolve(path.dirname(id), source))));
  zodOf.set(id, result);
  return result;
};

/**
 * What only the settings, the administrators and the forms and records opened from a list use, with zod and
 * the schemas: kept out of the `screens` chunk that every list loads.
 */
const EDITORS = new RegExp(
  [
    /[\\/]src[\\/]web[\\/]features[\\/](?:settings|admins)[\\/]/,
    /[\\/]src[\\/]web[\\/]features[\\/]members[\\/](?:MemberFormModal|MemberRecord|MemberDetailScreen|MyMembership|ImportDialog)\.tsx/,
    /[\\/]src[\\/]web[\\/]features[\\/]memberships[\\/]MembershipActions\.tsx/,
    // The payment and refund dialogs' money fields (NumberInput), shared by two lazy dialogs.
    /[\\/]src[\\/]web[\\/]features[\\/]billing[\\/]money-fields\.tsx/,
    /[\\/]node_modules[\\/](?:react-number-format|zod)[\\/]/,
    // Their code and their styles (the Mantine CSS plugin's imports). Not Tabs, Code, Image or Textarea: the
    // tee sheet, billing and the audit log show them, and loaded this whole chunk for them (issue 30).
    /[\\/]@mantine[\\/]core[\\/](?:esm[\\/]components[\\/]|styles[\\/])(?:NumberInput|ColorInput|ColorPicker|ColorSwatch|TagsInput|PillsInput|Pill|Autocomplete|FileButton|Timeline|Switch|Fieldset|List)[\\/.]/,
  ]
    .map((part) => part.source)
    .join("|"),
);
const isEditor = (id: string) => EDITORS.test(id) || importsZod(id);

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
    signedInPage(["signed-in", "screens"]),
    precompress(),
  ],
  build: {
    outDir: fromRoot("./dist/web"),
    emptyOutDir: true,
    // Fonts stay files of their own: inlined into the stylesheet, every subset would come with the first
    // screen whether its characters are shown or not.
    assetsInlineLimit: (file) => (/\.(?:woff2?|ttf|otf)$/.test(file) ? false : undefined),
    rolldownOptions: {
      onLog(level, log, handler) {
        // public-config.ts imports api.ts lazily to keep zod out of the first download; the public-config chunk
        // now does that, and the warning that the lazy import moves nothing would only be noise at every start.
        if (log.code === "INEFFECTIVE_DYNAMIC_IMPORT" && log.message.includes("src/web/lib/api.ts")) return;
        handler(level, log);
      },
      output: {
        // A catalog of texts is named by its namespace and language (common.de-….js, decision 022).
        chunkFileNames: (chunk) => {
          const catalog = /[\\/]messages[\\/]([\w-]+)[\\/](\w+)\.ts$/.exec(chunk.facadeModuleId ?? "");
          return catalog ? `assets/${catalog[1]}.${catalog[2]}-[hash].js` : "assets/[name]-[hash].js";
        },
        // A few larger chunks instead of one per shared module (decision 018): the first screen is the entry
        // with the public screens and what they import, then one chunk of what loads after it; the signed-in
        // screens share their frame's chunk and keep a chunk per route.
        codeSplitting: {
          groups: [
            { name: "app", test: FIRST_SCREEN, priority: 4 },
            { name: "signed-in", test: SIGNED_IN_FRAME, priority: 3 },
            // What two signed-in screens or more share (tables, lists, badges, formats, and what draws over
            // the page, which the header's menus share with them): one chunk. Before the toasts: they share
            // Portal and Transition with the screens, and a screen loaded the toasts' chunk for them.
            { name: "screens", test: (id) => !isEditor(id), minShareCount: 2, priority: 2 },
            { name: "toasts", test: TOASTS, priority: 1 },
            // The editors and forms that several screens share: loaded by the screens that show them.
            { name: "editors", minShareCount: 2, priority: 0 },
          ],
        },
      },
    },
  },
  optimizeDeps: {
    // Served as they are in development, so that the Mantine CSS plugin sees their imports of core's
    // components (a prebundled package would pass it by and its toasts would have no styles).
    exclude: ["@mantine/notifications"],
    include: ["@mantine/notifications > react-transition-group", "@mantine/notifications > @mantine/store"],
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
