// A Vite plugin: each module that imports components from @mantine/core imports their stylesheets too
// (`@mantine/core/styles/<Component>.css`, with those of the components they are built from), so that the
// CSS of a screen travels in that screen's chunk instead of Mantine's whole stylesheet loading with the first
// screen (decision 018). The global styles (baseline, CSS variables, global) stay in src/web/main.tsx.
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

const IMPORT_FROM_CORE = /import\s*\{([^}]*)\}\s*from\s*["']@mantine\/core["']/g;
const RELATIVE_IMPORT = /(?:import|export)\s*(?:[^"';]*?\s*from\s*)?["'](\.{1,2}\/[^"']+\.mjs)["']/g;
/** A component's class names: `components/Button/Button.module.mjs` goes with `styles/Button.css`. */
const CSS_MODULE = /\/([A-Za-z]+)\.module\.mjs$/;

/** What the plugin works from, read once from the installed @mantine/core. */
interface MantineCss {
  /** Exported name → the file that defines it. */
  exportFile: Map<string, string>;
  /** Stylesheet name → its place in @mantine/core/styles.css (shared components first). */
  order: Map<string, number>;
}

function readMantine(root: string): MantineCss {
  const require = createRequire(path.join(root, "package.json"));
  const pkg = path.dirname(require.resolve("@mantine/core/styles.css"));
  const esm = path.join(pkg, "esm");
  const exportFile = new Map<string, string>();
  const index = readFileSync(path.join(esm, "index.mjs"), "utf8");
  for (const [, names, file] of index.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.\/[^"]+)"/g)) {
    for (const name of names?.split(",") ?? []) {
      const exported = name
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (exported && file) exportFile.set(exported, path.join(esm, file));
    }
  }
  // Each stylesheet's first class name, found in the whole stylesheet, gives Mantine's own order.
  const all = readFileSync(path.join(pkg, "styles.css"), "utf8");
  const order = new Map<string, number>();
  for (const file of readdirSync(path.join(pkg, "styles"))) {
    if (!file.endsWith(".css") || file.endsWith(".layer.css")) continue;
    const firstClass = /\.m_[0-9a-f]+/.exec(readFileSync(path.join(pkg, "styles", file), "utf8"))?.[0];
    if (firstClass) order.set(file.slice(0, -".css".length), all.indexOf(firstClass));
  }
  return { exportFile, order };
}

export function mantineCssPerComponent(root: string): Plugin {
  let mantine: MantineCss | null = null;
  const importsOf = new Map<string, string[]>();
  const relativeImports = (file: string) => {
    let found = importsOf.get(file);
    if (!found) {
      found = [...readFileSync(file, "utf8").matchAll(RELATIVE_IMPORT)].map(([, relative]) =>
        path.resolve(path.dirname(file), relative ?? ""),
      );
      importsOf.set(file, found);
    }
    return found;
  };
  /** File of @mantine/core → the stylesheets of every module it imports, itself included. */
  const needs = new Map<string, Set<string>>();
  const stylesOf = (file: string): Set<string> => {
    let found = needs.get(file);
    if (found) return found;
    found = new Set<string>();
    const seen = new Set<string>();
    const visit = (f: string) => {
      if (seen.has(f)) return;
      seen.add(f);
      const own = CSS_MODULE.exec(f)?.[1];
      if (own) found?.add(own);
      for (const next of relativeImports(f)) visit(next);
    };
    visit(file);
    needs.set(file, found);
    return found;
  };

  return {
    name: "clubhouse:mantine-css-per-component",
    transform(code, id) {
      if (!code.includes("@mantine/") || /node_modules[\\/]@mantine[\\/]core[\\/]/.test(id)) return null;
      // The app's modules, and the other Mantine packages (notifications), built on core's components.
      const mantinePackage = /node_modules[\\/]@mantine[\\/]([a-z-]+)[\\/]/.exec(id)?.[1];
      if (id.includes("node_modules") && !mantinePackage) return null;
      mantine ??= readMantine(root);
      const sheets = new Set<string>();
      for (const [, names] of code.matchAll(IMPORT_FROM_CORE)) {
        for (const name of names?.split(",") ?? []) {
          const imported = name.trim().split(/\s+as\s+/)[0];
          const file = imported ? mantine.exportFile.get(imported) : undefined;
          if (file) for (const sheet of stylesOf(file)) sheets.add(sheet);
        }
      }
      const order = mantine.order;
      const core = [...sheets]
        .filter((sheet) => order.has(sheet))
        .sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0))
        .map((sheet) => `import "@mantine/core/styles/${sheet}.css";`)
        .join("");
      // A package's own stylesheet, with the module that uses its class names, after every import of that
      // module (imports run in the order they are written): so after core's sheets of the components it uses.
      const own =
        mantinePackage && /\.module\.mjs["']/.test(code)
          ? `\nimport "@mantine/${mantinePackage}/styles.css";\n`
          : "";
      if (!core && !own) return null;
      // Core's on the first line, so that the module's other lines keep their numbers.
      return { code: core + code + own, map: null };
    },
  };
}
